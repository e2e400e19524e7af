// No `server-only` here: the inbox's export endpoint (in the Payload config, which the CLI
// loads too) gives the same file as the member's "Download my data".
import type { Payload } from 'payload'

import type { Member } from '@/payload-types'

/**
 * What the site keeps about one person, by e-mail address (GDPR Art. 15, 20): their customer
 * account (if any), their enquiries and their downloads, as JSON. The member's "Download my
 * data" and the administrators' export in the inbox both give this.
 */
export type PersonDataExport = {
  exportedAt: string
  account: Record<string, unknown> | null
  enquiries: Array<Record<string, unknown>>
  downloads: Array<Record<string, unknown>>
}

/** The account's own fields: no password hash, salt, sessions or moderation internals. */
const ACCOUNT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'company',
  'jobTitle',
  'phone',
  'city',
  'country',
  'market',
  'language',
  'status',
  'termsAcceptedAt',
  'informationConsent',
  'consentVersion',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof Member>

export async function exportPersonData(
  payload: Payload,
  address: string,
): Promise<PersonDataExport> {
  const email = address.trim().toLowerCase()
  const member = (
    await payload.find({
      collection: 'members',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as Member | undefined
  const [enquiries, downloads] = await Promise.all([
    payload.find({
      collection: 'enquiries',
      where: { email: { equals: email } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'download-logs',
      where: member
        ? { or: [{ member: { equals: member.id } }, { memberEmail: { equals: email } }] }
        : { memberEmail: { equals: email } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  return {
    exportedAt: new Date().toISOString(),
    account: member
      ? Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, member[field] ?? null]))
      : null,
    enquiries: enquiries.docs.map((doc) => ({
      sentAt: doc.createdAt,
      form: doc.type,
      status: doc.status,
      language: doc.language ?? null,
      informationConsent: doc.informationConsent ?? false,
      fields: doc.fields,
    })),
    // One entry per log row: repeats within minutes are counted on it (download-log.ts).
    downloads: downloads.docs.map((doc) => ({
      at: doc.createdAt,
      lastAt: doc.lastDownloadedAt ?? doc.createdAt,
      count: doc.count ?? 1,
      document: doc.documentTitle,
      kind: doc.kind,
      network: doc.address ?? null,
    })),
  }
}
