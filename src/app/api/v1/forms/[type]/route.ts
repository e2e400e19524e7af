import { translator } from '@/i18n/messages'
import { CAPTCHA_FIELD } from '@/lib/captcha'
import { ATTACHMENT_MAX_BYTES, isEnquiryType } from '@/lib/enquiries'
import { apiError, handleApi, isSameOriginRequest, requestLocale } from '@/server/api'
import { attachmentInput, enquiryInput, readBodyLimited } from '@/server/enquiries/input'
import { ENQUIRY_LIMIT, submitEnquiry } from '@/server/enquiries/submit'
import { getPayloadClient } from '@/server/payload'
import { clientAddress } from '@/server/rate-limit'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 32 * 1024
/** The job response: the file (≤ 2 MB, a file just over it still gets its field message). */
const MAX_MULTIPART_BYTES = ATTACHMENT_MAX_BYTES + 256 * 1024

type Body = {
  input: (key: string) => unknown
  attachment: Awaited<ReturnType<typeof attachmentInput>>
}

/** The job response comes as multipart/form-data (it carries a file); the others as JSON. */
async function readBody(request: Request, multipart: boolean): Promise<Body | 400 | 413> {
  const type = request.headers.get('content-type') ?? ''
  const max = multipart ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES
  if (Number(request.headers.get('content-length') ?? 0) > max) return 413
  if (multipart !== type.toLowerCase().startsWith('multipart/form-data')) return 400
  const bytes = await readBodyLimited(request, max)
  if (!bytes) return 413
  if (multipart) {
    try {
      const form = await new Response(bytes as BodyInit, {
        headers: { 'content-type': type },
      }).formData()
      return {
        input: (key) => form.get(key) ?? undefined,
        attachment: await attachmentInput(form),
      }
    } catch {
      return 400
    }
  }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return 400
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 400
  return { input: (key) => (body as Record<string, unknown>)[key], attachment: null }
}

/**
 * POST /api/v1/forms/{type}: an enquiry as JSON (the same fields as the form), the job
 * response as multipart/form-data with its file in `attachment`. 201 with a confirmation; 422
 * with a message per field; 429 when an address sends too many; 404 for an unknown form. The
 * pages' forms use the server action with the same checks.
 */
export async function POST(request: Request, { params }: { params: Promise<{ type: string }> }) {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    const { type } = await params
    if (!isEnquiryType(type)) return apiError(request, 404, 'notFound', locale)
    if (!isSameOriginRequest(request)) return apiError(request, 403, 'forbiddenOrigin', locale)
    const body = await readBody(request, type === 'job-response')
    if (body === 413) return apiError(request, 413, 'tooLarge', locale)
    if (body === 400) return apiError(request, 400, 'invalidBody', locale)
    const captcha = body.input(CAPTCHA_FIELD)
    const outcome = await submitEnquiry(
      await getPayloadClient(),
      type,
      enquiryInput(type, body.input),
      {
        locale,
        address: clientAddress(request.headers),
        captcha: typeof captcha === 'string' && captcha ? captcha : null,
        attachment: body.attachment,
      },
    )
    const t = translator(locale, 'account')
    const noStore = { 'Cache-Control': 'no-store', 'Content-Language': locale }
    switch (outcome.kind) {
      case 'ok':
        return Response.json(
          {
            message: translator(
              locale,
              'enquiry',
            )(type === 'job-response' ? 'jobDoneText' : 'doneText'),
          },
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
