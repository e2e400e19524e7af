import { z } from 'zod'

import '@/lib/zod'

import { LOCALES } from '@/i18n/locales'

/** What the browser sends to POST /api/v1/consents (checked on the server). */
export const consentDecisionSchema = z.object({
  terms: z.boolean(),
  information: z.boolean(),
  source: z.enum(['banner', 'dialog']),
  locale: z.enum(LOCALES),
  /** The cookie text's version shown in the dialog (its last-saved time), when it loaded. */
  version: z.union([z.iso.datetime(), z.literal('initial')]).nullish(),
})

export type ConsentDecisionInput = z.infer<typeof consentDecisionSchema>
