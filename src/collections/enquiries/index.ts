import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isAdminOrModerator } from '@/access/is-admin-or-moderator'
import { ENQUIRY_TYPE_LABELS, ENQUIRY_TYPES } from '@/lib/enquiries'
import type { Enquiry } from '@/payload-types'
import { csvExportEndpoint } from '@/payload/csv-export'
import { exportPersonData } from '@/server/accounts/person-data'
import { ErasureIncomplete, erasePersonData } from '@/server/enquiries/retention'

import { deleteAttachment, queueMailOnCreate, stampClosedAt } from './hooks'

export const ENQUIRY_STATUSES = ['new', 'in-progress', 'done'] as const

/**
 * The inbox (issue 7): every valid enquiry, stored in the request that receives it, before any
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
    defaultColumns: ['createdAt', 'type', 'status', 'name', 'company', 'email'],
    listSearchableFields: ['email', 'name', 'company'],
    components: {
      beforeListTable: [
        {
          path: '@/components/admin/csv-export-link#CsvExportLink',
          clientProps: { href: '/api/cms/enquiries/export.csv' },
        },
        '@/components/admin/erase-person#ErasePerson',
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
        const body = (await req.json?.().catch(() => null)) as { email?: unknown } | null
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
            'Cache-Control': 'no-store',
            'Content-Disposition': `attachment; filename="person-data-${name}.json"`,
          },
        })
      },
    },
    csvExportEndpoint<Enquiry>({
      collection: 'enquiries',
      fileName: 'enquiries',
      canRead: (req) => isAdminOrModerator({ req }),
      columns: [
        ['time', (row) => row.createdAt],
        ['form', (row) => row.type],
        ['status', (row) => row.status],
        ['name', (row) => row.name],
        ['company', (row) => row.company],
        ['email', (row) => row.email],
        ['language', (row) => row.language],
        ['information_consent', (row) => row.informationConsent],
        ['robot_check', (row) => row.robotCheck],
        ['fields', (row) => row.fields],
      ],
    }),
  ],
  defaultSort: '-createdAt',
  hooks: {
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
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: ENQUIRY_TYPES.map((value) => ({ value, label: ENQUIRY_TYPE_LABELS[value] })),
      access: { update: () => false },
      label: { en: 'Form', de: 'Formular' },
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
      label: { en: 'Status', de: 'Status' },
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
          label: { en: 'Name', de: 'Name' },
          admin: { components: { Cell: '@/collections/enquiries/admin-cells#SenderCell' } },
        },
        {
          name: 'company',
          type: 'text',
          access: { update: () => false },
          label: { en: 'Company', de: 'Firma' },
          admin: { components: { Cell: '@/collections/enquiries/admin-cells#CompanyCell' } },
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          index: true,
          access: { update: () => false },
          label: { en: 'E-mail', de: 'E-Mail' },
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
    },
    {
      name: 'language',
      type: 'select',
      options: ['en', 'de'],
      access: { update: () => false },
      label: { en: 'Language', de: 'Sprache' },
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
          label: { en: 'Agreed to information by e-mail', de: 'Info per E-Mail zugestimmt' },
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
      label: { en: 'Robot check', de: 'Roboterprüfung' },
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
