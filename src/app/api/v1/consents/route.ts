import { consentDecisionSchema } from '@/lib/consent'
import { apiRoute, smallBody } from '@/server/http/route'
import { recordConsent } from '@/server/shell'

export const dynamic = 'force-dynamic'

/**
 * POST /api/v1/consents: stores a cookie decision as proof of consent (time, choices, text
 * version, language; no IP). The browser has already applied the choice; this only records it.
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
        error(422, 'invalidBody', (raw as { locale?: unknown })?.locale === 'de' ? 'de' : locale),
    },
  },
  async ({ body, json }) => json({ id: (await recordConsent(body)).id }, 201),
)
