import {
  dataSheetDownload,
  dataSheetParamsSchema,
  dataSheetQuerySchema,
} from '@/features/grades/data-sheet'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** GET (and HEAD) /api/v1/grades/{slug}/data-sheet?locale=en|de: a grade's data sheet (PDF). */
export const GET = apiRoute(
  { cache: 'no-store', params: dataSheetParamsSchema, query: dataSheetQuerySchema },
  dataSheetDownload,
)
