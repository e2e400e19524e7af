import { cmsRoute } from '@/features/content/cms-page'

// The CMS page /personal; its blocks place the feature (src/blocks/sections.tsx).
const route = cmsRoute('/personal')
export const generateMetadata = route.generateMetadata
export default route.Page
