import { handleApi } from '@/server/http/api'
import { locationsMapAnswer } from '@/server/map/locations-map-answer'

export const dynamic = 'force-dynamic'

/** GET /api/v1/map/locations.svg: the offices' map as an image (issue 38). */
export function GET(request: Request) {
  return handleApi(request, () => locationsMapAnswer(request))
}
