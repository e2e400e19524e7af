import { handleApi } from '@/server/http/api'
import { locationsMapAnswer } from '@/blocks/locations-map/locations-map-answer'

export const dynamic = 'force-dynamic'

/** GET /api/v1/map/locations.svg: the offices' map as an image (ADR 0027). */
export function GET(request: Request) {
  return handleApi(request, () => locationsMapAnswer(request))
}
