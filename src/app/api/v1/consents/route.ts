import { consentDecisionSchema } from '@/lib/consent'
import { apiError, handleApi, isSameOriginRequest, requestLocale } from '@/server/api'
import { recordConsent } from '@/server/shell'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 1024

/**
 * POST /api/v1/consents: stores a cookie decision as proof of consent (time, choices, text
 * version, language; no IP). The browser has already applied the choice; this only records it.
 */
export async function POST(request: Request) {
  return handleApi(request, async () => {
    if (!isSameOriginRequest(request)) return apiError(request, 403, 'forbiddenOrigin')
    // Refuse a large body before reading it.
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      return apiError(request, 413, 'tooLarge')
    }
    const raw = await request.text()
    if (raw.length > MAX_BODY_BYTES) return apiError(request, 413, 'tooLarge')
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return apiError(request, 400, 'invalidBody')
    }
    const parsed = consentDecisionSchema.safeParse(body)
    if (!parsed.success) {
      const locale = (body as { locale?: unknown })?.locale === 'de' ? 'de' : requestLocale(request)
      return apiError(request, 422, 'invalidBody', locale)
    }
    const { id } = await recordConsent(parsed.data)
    return Response.json({ id }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  })
}
