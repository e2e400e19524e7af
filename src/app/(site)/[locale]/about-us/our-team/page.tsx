import { cmsRoute } from '@/components/content/cms-page'

// The CMS page /about-us/our-team; its blocks place the feature (src/features/sections.tsx).
const route = cmsRoute('/about-us/our-team')
export const generateMetadata = route.generateMetadata
export default route.Page
