import type { Block } from 'payload'

import { blockHeading, textField } from '../fields'

/**
 * The certificates strip: the management-system certificates, the accredited
 * laboratory and the registrations, each with the document that proves it (a document family of
 * the download area, opened under its access rules).
 */
export const certificatesConfig: Block = {
  slug: 'certificates',
  labels: {
    singular: { en: 'Certificates', de: 'Zertifikate' },
    plural: { en: 'Certificates', de: 'Zertifikate' },
  },
  fields: [
    blockHeading,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      label: { en: 'Certificates', de: 'Zertifikate' },
      labels: {
        singular: { en: 'Certificate', de: 'Zertifikat' },
        plural: { en: 'Certificates', de: 'Zertifikate' },
      },
      fields: [
        {
          name: 'standard',
          type: 'text',
          required: true,
          maxLength: 40,
          label: { en: 'Standard', de: 'Norm' },
          admin: { description: { en: 'e.g. ISO 9001', de: 'z. B. ISO 9001' } },
        },
        textField('scope', 'What it certifies', 'Was es bescheinigt', true),
        {
          name: 'document',
          type: 'relationship',
          relationTo: 'document-families',
          label: { en: 'Certificate document', de: 'Zertifikatsdokument' },
        },
      ],
    },
  ],
}
