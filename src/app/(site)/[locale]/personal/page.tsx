import { cmsRoute } from '@/components/content/cms-page'

// The CMS page /personal; its blocks place the feature (src/features/sections.tsx).
const route = cmsRoute('/personal')
export const generateMetadata = route.generateMetadata
export default route.Page
