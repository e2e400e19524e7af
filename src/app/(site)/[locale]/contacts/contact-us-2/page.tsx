import { cmsRoute } from '@/components/content/cms-page'

// The CMS page /contacts/contact-us-2; its blocks place the feature (src/features/sections.tsx).
const route = cmsRoute('/contacts/contact-us-2')
export const generateMetadata = route.generateMetadata
export default route.Page
