import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { formatLongDate } from '@/lib/dates'
import {
  ENQUIRY_TYPE_LABELS,
  enquiryReference,
  isEnquiryType,
  type MyEnquiry,
} from '@/features/enquiries/enquiries'
import type { Member } from '@/payload-types'

/** How many of a member's latest enquiries the list shows (closed ones go with the retention). */
const LIST_LIMIT = 200

/**
 * "My enquiries" in /personal: what the signed-in member sent through the forms, newest first,
 * with the form's name, the day (Vienna) and the reference the confirmation mail gave.
 *
 * An enquiry carries no link to an account (a visitor sends it, signed in or not): it is the
 * member's when it was sent from the account's address. That address is verified: the
 * approval's temporary password went to it, and a changed address takes effect only through the
 * link mailed to it. The forms and the accounts both keep addresses in lower case, so only an
 * exact match counts (never a similar address). Enquiries sent from an address the account had
 * before are that address's, and not listed.
 */
export async function myEnquiries(
  payload: Payload,
  member: Member,
  locale: Locale,
): Promise<MyEnquiry[]> {
  const email = member.email.trim().toLowerCase()
  if (!email) return []
  const found = await payload.find({
    collection: 'enquiries',
    where: { email: { equals: email } },
    sort: ['-createdAt', '-id'],
    limit: LIST_LIMIT,
    depth: 0,
    overrideAccess: true,
    select: { type: true, email: true, createdAt: true },
  })
  return found.docs.flatMap((enquiry) => {
    // The query's match is checked again: a list of someone else's would be a leak.
    if (enquiry.email?.trim().toLowerCase() !== email || !isEnquiryType(enquiry.type)) return []
    return [
      {
        reference: enquiryReference(enquiry),
        type: enquiry.type,
        kind: ENQUIRY_TYPE_LABELS[enquiry.type][locale],
        sentAt: enquiry.createdAt,
        // Written here in the page's language: a date formatter costs the browser about 50 ms.
        sentText: formatLongDate(enquiry.createdAt, locale),
      },
    ]
  })
}
