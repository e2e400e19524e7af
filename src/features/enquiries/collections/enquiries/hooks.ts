import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  FieldHook,
} from 'payload'

import { queueEnquiryMail } from '@/features/enquiries/mail'

import { withReferenceSearch } from './reference-search'

/**
 * An enquiry's file goes with it (deleted in the admin, by retention or by erasure). A file
 * already gone (deleted directly before that was closed off) is no reason to fail.
 */
export const deleteAttachment: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const attachment = doc.attachment
  const id = typeof attachment === 'object' && attachment ? attachment.id : attachment
  if (!id) return
  // By query, not by id: a missing id would throw NotFound, and Payload would roll back
  // the request's transaction with it (the enquiry's own deletion too).
  const result = await req.payload.delete({
    collection: 'enquiry-attachments',
    where: { id: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (result.errors.length > 0)
    throw new Error(
      `Application file ${id} not deleted: ${result.errors.map((e) => e.message).join('; ')}`,
    )
}

/** The e-mails join the outbox in the transaction that stores the enquiry: both or neither. */
export const queueMailOnCreate: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await queueEnquiryMail(req.payload, String(doc.id), req)
  return doc
}

/**
 * `closedAt` is set when the status becomes done (the retention period counts from then) and
 * cleared when it is reopened; whatever a request sends for it is ignored.
 */
export const stampClosedAt: FieldHook = ({ siblingData, originalDoc }) => {
  const status = siblingData.status ?? originalDoc?.status
  if (status !== 'done') return null
  return originalDoc?.status === 'done' && originalDoc.closedAt
    ? originalDoc.closedAt
    : new Date().toISOString()
}

/**
 * The list's search finds an enquiry by its reference number: a query that searches the
 * searchable fields for a reference also matches the enquiry it names. Every operation with a
 * query (the list, its count, a bulk change or deletion of what it shows) sees the same rows.
 */
export const findByReference: CollectionBeforeOperationHook = ({ args, collection }) => {
  if (!('where' in args) || !args.where) return args
  const fields = collection.admin.listSearchableFields ?? []
  return { ...args, where: withReferenceSearch(args.where, fields) }
}
