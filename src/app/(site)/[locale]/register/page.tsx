import { cmsRoute } from '@/components/content/cms-page'

// The CMS page /register; its blocks place the feature (src/features/sections.tsx).
const route = cmsRoute('/register')
export const generateMetadata = route.generateMetadata
export default route.Page
