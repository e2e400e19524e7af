import { cmsRoute } from '@/components/content/cms-page'

// The CMS page /download; its blocks place the feature (src/features/sections.tsx).
const route = cmsRoute('/download')
export const generateMetadata = route.generateMetadata
export default route.Page
