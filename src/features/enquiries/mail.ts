// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { parseRecipients, recipientsField } from '@/features/enquiries/globals/form-recipients'
import { type EnquiryType, isEnquiryType } from '@/features/enquiries/enquiries'
import type { Enquiry } from '@/payload-types'

import { moderatorAddresses, queueMail, siteUrl } from '@/server/mail/queue'
import { sendMail } from '@/server/mail/brand'
import { marketNameIn } from '@/server/mail/staff-words'
import { type MailLocale, mailLocale, STAFF_LOCALE } from '@/server/mail/templates'
import { withOutboxJob } from '@/server/mail/transport'

import { enquiryForStaff, enquiryReceived } from './mail-templates'

const TASK = 'enquiry-mail'
const KINDS = ['staff', 'sender'] as const
type EnquiryMailKind = (typeof KINDS)[number]

/** The configured recipients of a form, else the moderators (else the administrators). */
async function recipientsOf(payload: Payload, type: EnquiryType): Promise<string[]> {
  const settings = (await payload.findGlobal({
    slug: 'form-recipients',
    depth: 0,
    overrideAccess: true,
  })) as unknown as Record<string, unknown>
  const configured = parseRecipients(settings[recipientsField(type)])
  return configured.length > 0 ? configured : moderatorAddresses(payload)
}

async function sendEnquiryMail(payload: Payload, kind: EnquiryMailKind, enquiryId: string) {
  const enquiry = (await payload.findByID({
    collection: 'enquiries',
    id: enquiryId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Enquiry | null
  // Erased meanwhile: nothing to send.
  if (!enquiry || !isEnquiryType(enquiry.type)) return
  if (kind === 'staff') {
    const to = await recipientsOf(payload, enquiry.type)
    if (to.length === 0) return
    await sendMail(
      payload,
      enquiryForStaff(
        to,
        await withMarketIn(payload, enquiry, STAFF_LOCALE),
        siteUrl(`/admin/collections/enquiries/${enquiry.id}`),
      ),
    )
    return
  }
  const settings = await payload.findGlobal({ slug: 'form-recipients', overrideAccess: true })
  if (settings.confirmSender === false) return
  await sendMail(payload, enquiryReceived(mailLocale(enquiry.language), enquiry.email, enquiry))
}

/**
 * The enquiry with its market named in `locale`: the sender chose it by its name on their
 * page, in their language (the confirmation repeats it so); the staff read it in theirs.
 */
async function withMarketIn(payload: Payload, enquiry: Enquiry, locale: MailLocale) {
  const fields = enquiry.fields
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return enquiry
  const market = (fields as Record<string, unknown>).market
  if (typeof market !== 'string' || !market.trim()) return enquiry
  const named = await marketNameIn(payload, market, locale, mailLocale(enquiry.language))
  return named === market ? enquiry : { ...enquiry, fields: { ...fields, market: named } }
}

export const enquiryMailTask: TaskConfig = {
  slug: TASK,
  label: 'Enquiry e-mail',
  inputSchema: [
    { name: 'kind', type: 'text', required: true },
    { name: 'enquiryId', type: 'text', required: true },
  ],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) =>
    withOutboxJob(job, async () => {
      const { kind, enquiryId } = input as { kind: EnquiryMailKind; enquiryId: string }
      if (!KINDS.includes(kind)) return { output: {} }
      await sendEnquiryMail(req.payload, kind, enquiryId)
      return { output: {} }
    }),
}

/** The staff mail and the sender's confirmation of a stored enquiry, through the outbox. */
export async function queueEnquiryMail(payload: Payload, enquiryId: string, req?: PayloadRequest) {
  for (const kind of KINDS)
    await queueMail(payload, TASK, { kind, enquiryId: String(enquiryId) }, req)
}
