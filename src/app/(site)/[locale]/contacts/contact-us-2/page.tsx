import { cmsRoute } from '@/features/content/cms-page'

// The CMS page /contacts/contact-us-2; its blocks place the feature (src/blocks/sections.tsx).
const route = cmsRoute('/contacts/contact-us-2')
export const generateMetadata = route.generateMetadata
export default route.Page
