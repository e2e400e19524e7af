import { cmsRoute } from '@/components/content/cms-page'

// The CMS page /contacts/request-a-sample; its blocks place the feature (src/features/sections.tsx).
const route = cmsRoute('/contacts/request-a-sample')
export const generateMetadata = route.generateMetadata
export default route.Page
