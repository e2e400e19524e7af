import { cmsRoute } from '@/components/content/cms-page'

// The CMS page /contacts/general-enquiries; its blocks place the feature (src/features/sections.tsx).
const route = cmsRoute('/contacts/general-enquiries')
export const generateMetadata = route.generateMetadata
export default route.Page
