// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { parseRecipients, recipientsField } from '@/globals/form-recipients'
import { type EnquiryType, isEnquiryType } from '@/lib/enquiries'
import type { Enquiry } from '@/payload-types'

import { moderatorAddresses, queueMail, siteUrl } from './account-mail'
import { enquiryForStaff, enquiryReceived, mailLocale } from './templates'
import { deliverMail, withOutboxJob } from './transport'

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
    await deliverMail(
      enquiryForStaff(to, enquiry, siteUrl(`/admin/collections/enquiries/${enquiry.id}`)),
    )
    return
  }
  const settings = await payload.findGlobal({ slug: 'form-recipients', overrideAccess: true })
  if (settings.confirmSender === false) return
  await deliverMail(enquiryReceived(mailLocale(enquiry.language), enquiry.email, enquiry))
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
