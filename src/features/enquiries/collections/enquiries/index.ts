import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isAdminOrModerator } from '@/access/is-admin-or-moderator'
import { LOCALES } from '@/i18n/locales'
import { MESSAGES } from '@/i18n/messages'
import { enquiryReference } from '@/features/enquiries/enquiry-fields'
import { ENQUIRY_TYPE_LABELS, ENQUIRY_TYPES } from '@/features/enquiries/enquiries'
import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import type { Enquiry } from '@/payload-types'
import { type CsvColumn, csvExportEndpoint } from '@/payload/csv-export'
import { readJsonBody } from '@/server/http/body'
import { exportPersonData } from '@/features/accounts/person-data'
import { ErasureIncomplete, erasePersonData } from '@/features/enquiries/retention'

import { deleteAttachment, findByReference, queueMailOnCreate, stampClosedAt } from './hooks'
import {
  fieldsOf,
  submittedFieldKeys,
  submittedFieldLabels,
  submittedValue,
} from './submitted-fields'

export const ENQUIRY_STATUSES = ['new', 'in-progress', 'done'] as const

/** An erasure's body, `{email}`: an address fits many times. */
const ERASE_MAX_BYTES = 4096

/** The fields' labels, shared by the edit view and the CSV export's headings. */
const LABELS = {
  // The sender's confirmation mail and personal area call it so.
  reference: { en: MESSAGES.en.mail.enquiry.reference, de: MESSAGES.de.mail.enquiry.reference },
  createdAt: { en: 'Received', de: 'Eingegangen' },
  type: { en: 'Form', de: 'Formular' },
  status: { en: 'Status', de: 'Status' },
  name: { en: 'Name', de: 'Name' },
  company: { en: 'Company', de: 'Firma' },
  email: { en: 'E-mail', de: 'E-Mail' },
  language: { en: 'Language', de: 'Sprache' },
  informationConsent: { en: 'Agreed to information by e-mail', de: 'Info per E-Mail zugestimmt' },
  robotCheck: { en: 'Robot check', de: 'Roboterprüfung' },
}
/** Submitted fields the export has its own columns for (the name is first and last name). */
const OWN_COLUMNS = new Set(['firstName', 'lastName', 'company', 'email'])

/**
 * The inbox (ADR 0011): every valid enquiry, stored in the request that receives it, before any
 * e-mail is sent. Staff who handle enquiries (moderators, administrators) read them and set the
 * status; nobody creates or edits the content in the admin. The fingerprint makes a resubmitted
 * form (double click, retry) land once.
 */
export const enquiriesCollection: CollectionConfig = {
  slug: 'enquiries',
  labels: {
    singular: { en: 'Enquiry', de: 'Anfrage' },
    plural: { en: 'Enquiries', de: 'Anfragen' },
  },
  admin: {
    group: { en: 'Inbox', de: 'Posteingang' },
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'reference', 'type', 'status', 'name', 'company', 'email'],
    // A reference number typed here finds its enquiry too (findByReference).
    listSearchableFields: ['email', 'name', 'company'],
    components: {
      beforeListTable: [
        {
          path: '@/components/admin/csv-export-link#CsvExportLink',
          clientProps: { href: '/api/cms/enquiries/export.csv' },
        },
        '@/features/accounts/erase-person#ErasePerson',
      ],
    },
  },
  endpoints: [
    {
      // POST /api/cms/enquiries/erase {email}: a person's enquiries, files, download log and
      // customer account, deleted at their request (administrators only).
      path: '/erase',
      method: 'post',
      handler: async (req) => {
        if (!isAdmin({ req })) return Response.json({ message: 'Forbidden' }, { status: 403 })
        const read = await readJsonBody(
          { headers: req.headers, body: req.body as ReadableStream<Uint8Array> | null | undefined },
          { maxBytes: ERASE_MAX_BYTES },
        ).catch(() => null)
        const body = (read?.ok ? read.value : null) as { email?: unknown } | null
        const email = typeof body?.email === 'string' ? body.email.trim() : ''
        if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
          return Response.json(
            { message: 'Enter an e-mail address. / Geben Sie eine E-Mail-Adresse ein.' },
            { status: 400 },
          )
        try {
          return Response.json(await erasePersonData(req.payload, email, req))
        } catch (error) {
          // Not everything could be deleted: no success to report (the details are logged).
          req.payload.logger.error({ err: error, msg: 'Erasure failed' })
          const report = error instanceof ErasureIncomplete ? error.report : undefined
          return Response.json(
            {
              message:
                'The erasure did not complete: some records could not be deleted (see the server log). Try again. / Die Löschung ist nicht vollständig: Einige Datensätze konnten nicht gelöscht werden (siehe Server-Log). Versuchen Sie es erneut.',
              ...report,
            },
            { status: 500 },
          )
        }
      },
    },
    {
      // GET /api/cms/enquiries/person-export?email=: what the site keeps about one person (their
      // right of access), the same file as the member's "Download my data" (administrators).
      path: '/person-export',
      method: 'get',
      handler: async (req) => {
        if (!isAdmin({ req })) return Response.json({ message: 'Forbidden' }, { status: 403 })
        const email = String(req.searchParams.get('email') ?? '').trim()
        if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
          return Response.json(
            { message: 'Enter an e-mail address. / Geben Sie eine E-Mail-Adresse ein.' },
            { status: 400 },
          )
        const data = await exportPersonData(req.payload, email)
        const name = email.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')
        return Response.json(data, {
          headers: {
            ...cacheControl(NO_STORE),
            'Content-Disposition': `attachment; filename="person-data-${name}.json"`,
          },
        })
      },
    },
    csvExportEndpoint<Enquiry>({
      collection: 'enquiries',
      fileName: 'enquiries',
      canRead: (req) => isAdminOrModerator({ req }),
      // The inbox's columns, then one per form field (of the forms among the rows), headed in
      // the admin's language like the edit view.
      columns: (rows) => [
        [LABELS.reference, (row) => enquiryReference(row)],
        [LABELS.createdAt, (row) => row.createdAt],
        [LABELS.type, (row) => row.type],
        [LABELS.status, (row) => row.status],
        [LABELS.name, (row) => row.name],
        [LABELS.company, (row) => row.company],
        [LABELS.email, (row) => row.email],
        [LABELS.language, (row) => row.language],
        [LABELS.informationConsent, (row) => row.informationConsent],
        [LABELS.robotCheck, (row) => row.robotCheck],
        ...submittedFieldKeys(rows, OWN_COLUMNS).map((key): CsvColumn<Enquiry> => [
          submittedFieldLabels(key),
          (row) => submittedValue(row.type, fieldsOf(row.fields), key),
        ]),
      ],
    }),
  ],
  defaultSort: '-createdAt',
  hooks: {
    beforeOperation: [findByReference],
    afterDelete: [deleteAttachment],
    afterChange: [queueMailOnCreate],
  },
  access: {
    read: isAdminOrModerator,
    create: () => false,
    update: isAdminOrModerator,
    delete: isAdmin,
  },
  fields: [
    {
      // Derived from the id and the arrival, as the sender was given it: nothing is stored.
      name: 'reference',
      type: 'ui',
      label: LABELS.reference,
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/features/enquiries/collections/enquiries/reference-field#ReferenceField',
          Cell: '@/features/enquiries/collections/enquiries/reference-field#ReferenceCell',
        },
      },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: ENQUIRY_TYPES.map((value) => ({ value, label: ENQUIRY_TYPE_LABELS[value] })),
      access: { update: () => false },
      label: LABELS.type,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: { en: 'New', de: 'Neu' } },
        { value: 'in-progress', label: { en: 'In progress', de: 'In Bearbeitung' } },
        { value: 'done', label: { en: 'Done', de: 'Erledigt' } },
      ],
      label: LABELS.status,
    },
    {
      name: 'closedAt',
      type: 'date',
      index: true,
      hooks: { beforeChange: [stampClosedAt] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => Boolean(data?.closedAt),
      },
      label: { en: 'Closed on', de: 'Abgeschlossen am' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          access: { update: () => false },
          label: LABELS.name,
          admin: {
            components: {
              Cell: '@/features/enquiries/collections/enquiries/admin-cells#SenderCell',
            },
          },
        },
        {
          name: 'company',
          type: 'text',
          access: { update: () => false },
          label: LABELS.company,
          admin: {
            components: {
              Cell: '@/features/enquiries/collections/enquiries/admin-cells#CompanyCell',
            },
          },
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          index: true,
          access: { update: () => false },
          label: LABELS.email,
        },
      ],
    },
    {
      name: 'attachment',
      type: 'upload',
      relationTo: 'enquiry-attachments',
      access: { update: () => false },
      label: { en: 'Attached file', de: 'Angehängte Datei' },
      admin: { condition: (data) => Boolean(data?.attachment) },
    },
    {
      name: 'fields',
      type: 'json',
      required: true,
      access: { update: () => false },
      label: { en: 'Submitted fields', de: 'Übermittelte Felder' },
      // Label and value, in the admin's language: Payload's JSON field is a code editor loaded
      // from a CDN, which the admin's Content-Security-Policy blocks (the box stayed empty).
      admin: {
        components: {
          Field:
            '@/features/enquiries/collections/enquiries/submitted-fields-field#SubmittedFieldsField',
        },
      },
    },
    {
      name: 'language',
      type: 'select',
      options: [...LOCALES],
      access: { update: () => false },
      label: LABELS.language,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'termsAcceptedAt',
          type: 'date',
          required: true,
          access: { update: () => false },
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          label: { en: 'Terms accepted', de: 'AGB akzeptiert' },
        },
        {
          name: 'informationConsent',
          type: 'checkbox',
          access: { update: () => false },
          label: LABELS.informationConsent,
        },
        {
          name: 'address',
          type: 'text',
          access: { update: () => false },
          label: { en: 'Network (address shortened)', de: 'Netz (Adresse gekürzt)' },
        },
      ],
    },
    {
      name: 'robotCheck',
      type: 'select',
      options: [
        { value: 'passed', label: { en: 'Passed', de: 'Bestanden' } },
        {
          value: 'no-script',
          label: {
            en: 'Not run (sent without JavaScript)',
            de: 'Nicht gelaufen (ohne JavaScript gesendet)',
          },
        },
      ],
      access: { update: () => false },
      label: LABELS.robotCheck,
    },
    {
      name: 'fingerprint',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
}
