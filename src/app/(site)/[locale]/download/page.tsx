import { cmsRoute } from '@/features/content/cms-page'

// The CMS page /download; its blocks place the feature (src/blocks/sections.tsx).
const route = cmsRoute('/download')
export const generateMetadata = route.generateMetadata
export default route.Page
