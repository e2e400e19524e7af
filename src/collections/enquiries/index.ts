import type { CollectionConfig, PayloadRequest } from 'payload'

import { ENQUIRY_TYPE_LABELS, ENQUIRY_TYPES } from '@/lib/enquiries'
import type { Enquiry } from '@/payload-types'
import { csvExportEndpoint } from '@/payload/csv-export'
import { queueEnquiryMail } from '@/server/mail/enquiry-mail'

import { hasRole } from '../users/access'

export const ENQUIRY_STATUSES = ['new', 'in-progress', 'done'] as const

const canReadInbox = (req: PayloadRequest) => hasRole(req.user, 'admin', 'moderator')

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
      ],
    },
  },
  endpoints: [
    csvExportEndpoint<Enquiry>({
      collection: 'enquiries',
      fileName: 'enquiries',
      canRead: canReadInbox,
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
    // The e-mails join the outbox in the transaction that stores the enquiry: both or neither.
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation === 'create') await queueEnquiryMail(req.payload, String(doc.id), req)
        return doc
      },
    ],
  },
  access: {
    read: ({ req }) => canReadInbox(req),
    create: () => false,
    update: ({ req }) => canReadInbox(req),
    delete: ({ req }) => hasRole(req.user, 'admin'),
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
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          access: { update: () => false },
          label: { en: 'Name', de: 'Name' },
        },
        {
          name: 'company',
          type: 'text',
          access: { update: () => false },
          label: { en: 'Company', de: 'Firma' },
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
