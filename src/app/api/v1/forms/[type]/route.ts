import { translator } from '@/i18n/messages'
import { CAPTCHA_FIELD } from '@/lib/captcha'
import { isEnquiryType } from '@/lib/enquiries'
import { apiError, handleApi, isSameOriginRequest, requestLocale } from '@/server/api'
import { enquiryInput } from '@/server/enquiries/input'
import { ENQUIRY_LIMIT, submitEnquiry } from '@/server/enquiries/submit'
import { getPayloadClient } from '@/server/payload'
import { clientAddress } from '@/server/rate-limit'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 32 * 1024

/**
 * POST /api/v1/forms/{type}: an enquiry as JSON (the same fields as the form). 201 with a
 * confirmation; 422 with a message per field; 429 when an address sends too many; 404 for an
 * unknown form. The pages' forms use the server action with the same checks.
 */
export async function POST(request: Request, { params }: { params: Promise<{ type: string }> }) {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    const { type } = await params
    if (!isEnquiryType(type)) return apiError(request, 404, 'notFound', locale)
    if (!isSameOriginRequest(request)) return apiError(request, 403, 'forbiddenOrigin', locale)
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      return apiError(request, 413, 'tooLarge', locale)
    }
    const raw = await request.text()
    if (raw.length > MAX_BODY_BYTES) return apiError(request, 413, 'tooLarge', locale)
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return apiError(request, 400, 'invalidBody', locale)
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return apiError(request, 400, 'invalidBody', locale)
    }
    const captcha = (body as Record<string, unknown>)[CAPTCHA_FIELD]
    const outcome = await submitEnquiry(
      await getPayloadClient(),
      type,
      enquiryInput(type, (key) => (body as Record<string, unknown>)[key]),
      {
        locale,
        address: clientAddress(request.headers),
        captcha: typeof captcha === 'string' && captcha ? captcha : null,
      },
    )
    const t = translator(locale, 'account')
    const noStore = { 'Cache-Control': 'no-store', 'Content-Language': locale }
    switch (outcome.kind) {
      case 'ok':
        return Response.json(
          { message: translator(locale, 'enquiry')('doneText') },
          { status: 201, headers: noStore },
        )
      case 'invalid':
        return Response.json(
          {
            message: t('errors.summary'),
            errors: Object.fromEntries(
              Object.entries(outcome.errors).map(([field, keys]) => [
                field,
                keys.map((key) => t(`errors.${key}`)),
              ]),
            ),
          },
          { status: 422, headers: noStore },
        )
      case 'throttled':
        return Response.json(
          { message: t('errors.auth.throttle') },
          {
            status: 429,
            headers: { ...noStore, 'Retry-After': String(ENQUIRY_LIMIT.windowMs / 1000) },
          },
        )
    }
  })
}
