import { cmsRoute } from '@/features/content/cms-page'

// The CMS page /contacts/general-enquiries; its blocks place the feature (src/blocks/sections.tsx).
const route = cmsRoute('/contacts/general-enquiries')
export const generateMetadata = route.generateMetadata
export default route.Page
