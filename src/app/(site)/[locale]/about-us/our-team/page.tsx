import { cmsRoute } from '@/features/content/cms-page'

// The CMS page /about-us/our-team; its blocks place the feature (src/blocks/sections.tsx).
const route = cmsRoute('/about-us/our-team')
export const generateMetadata = route.generateMetadata
export default route.Page
