import 'server-only'

import type { Locale } from '@/i18n/routing'
import { CAPTCHA_FIELD } from '@/lib/captcha'
import type { EnquiryType } from '@/features/enquiries/enquiries'
import { getPayloadClient } from '@/server/payload'

import { enquiryInput } from './input'
import { type EnquiryOutcome, type IncomingFile, submitEnquiry } from './submit'

/**
 * Sends one enquiry, whichever way it came (the page's form through its server action, or
 * `POST /api/v1/forms/{type}`): takes the form's own fields, then checks them (the market
 * against the site's product markets), limits and stores it (`submitEnquiry`). Both callers only
 * turn the outcome into their answer.
 */
export async function sendEnquiry(
  type: EnquiryType,
  {
    field,
    attachment,
    locale,
    address,
    allowNoScript = false,
  }: {
    /** A value of the request by name (form data or a JSON object). */
    field: (key: string) => unknown
    /** The job response's file (other forms take none). */
    attachment: IncomingFile | null
    locale: Locale
    address: string
    /** The page's form without JavaScript may come without a robot-check token. */
    allowNoScript?: boolean
  },
): Promise<EnquiryOutcome> {
  const input = enquiryInput(type, field)
  const captcha = field(CAPTCHA_FIELD)
  return submitEnquiry(await getPayloadClient(), type, input, {
    locale,
    address,
    captcha: typeof captcha === 'string' && captcha ? captcha : null,
    allowNoScript,
    attachment,
  })
}
