import { consentDecisionSchema } from '@/features/consent/consent'
import { apiRoute, smallBody } from '@/server/http/route'
import { recordConsent } from '@/server/shell'
import { localeOr } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/**
 * POST /api/v1/consents: stores a cookie decision as proof of consent (time, choices, text
 * version, language; no IP). The browser has already applied the choice; this only records it.
 * At most RATE_LIMITS.consent records per client address and window: above it 429 with
 * Retry-After.
 */
export const POST = apiRoute(
  {
    cache: 'no-store',
    sameOrigin: true,
    body: {
      read: smallBody({ maxBytes: 1024 }),
      schema: consentDecisionSchema,
      // The banner names its page's language; a refusal is answered in it.
      invalid: ({ raw, locale, error }) =>
        error(422, 'invalidBody', localeOr((raw as { locale?: unknown })?.locale, locale)),
    },
  },
  async ({ body, address, json, error }) => {
    const outcome = await recordConsent(body, { address })
    if (outcome.kind === 'throttled') {
      const refused = await error(429, 'tooManyRequests', body.locale)
      refused.headers.set('Retry-After', String(outcome.retryAfter))
      return refused
    }
    return json({ id: outcome.id }, 201)
  },
)
