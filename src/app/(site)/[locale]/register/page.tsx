import { cmsRoute } from '@/features/content/cms-page'

// The CMS page /register; its blocks place the feature (src/blocks/sections.tsx).
const route = cmsRoute('/register')
export const generateMetadata = route.generateMetadata
export default route.Page
