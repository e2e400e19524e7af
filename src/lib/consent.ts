import { z } from 'zod'

/** The `cookies` record of local storage (SPEC §3): terms = analytics, information = advertising. */
export const COOKIE_PREFERENCES_KEY = 'cookies'

export const cookiePreferencesSchema = z.object({
  terms: z.boolean(),
  information: z.boolean(),
})

/** What the browser sends to POST /api/v1/consents. */
export const consentDecisionSchema = cookiePreferencesSchema.extend({
  source: z.enum(['banner', 'dialog']),
  locale: z.enum(['en', 'de']),
})

export type ConsentDecisionInput = z.infer<typeof consentDecisionSchema>
