import type { Field, GlobalConfig } from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { isAdmin } from '@/access/is-admin'
import { adminMessage } from '@/payload/localized-message'
import { globalInvalidation } from '@/payload/invalidation/hooks'

type ValidateOptions = { req?: { i18n?: { language?: string } } }

const httpsUrl = (value: unknown, { req }: ValidateOptions) =>
  value == null ||
  value === '' ||
  (typeof value === 'string' && /^https:\/\/[^\s"'<>]+$/.test(value)) ||
  adminMessage(req, 'Use an https:// address.', 'Verwenden Sie eine https://-Adresse.')

/** One line of the imprint; `localized` where the words differ by language (a court's name). */
const imprintText = (name: string, en: string, de: string, localized = false): Field => ({
  name,
  type: 'text',
  localized,
  maxLength: 300,
  label: { en, de },
})

/** A Google Tag Manager container id, e.g. GTM-AB12CD3. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/

/** Company contacts, social links, copyright year and analytics, shown in the footer (SPEC §2.4). */
export const siteSettingsGlobal: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', de: 'Website-Einstellungen' },
  admin: { group: { en: 'Website', de: 'Website' } },
  access: {
    read: () => true,
    update: canEditContent,
  },
  // Every page shows it: the whole site in the languages it changed in.
  hooks: globalInvalidation('site-settings', false),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Company', de: 'Unternehmen' },
          fields: [
            {
              name: 'companyName',
              type: 'text',
              required: true,
              defaultValue: 'EuroTalc GmbH',
              label: { en: 'Company name', de: 'Firmenname' },
            },
            {
              name: 'address',
              type: 'textarea',
              required: true,
              localized: true,
              label: { en: 'Address', de: 'Adresse' },
              admin: {
                description: {
                  en: 'One line per address line.',
                  de: 'Eine Zeile pro Adresszeile.',
                },
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'phone',
                  type: 'text',
                  required: true,
                  label: { en: 'Phone', de: 'Telefon' },
                  validate: (value: unknown, { req }: ValidateOptions) =>
                    (typeof value === 'string' && /^\+?[0-9 ()/-]{6,30}$/.test(value)) ||
                    adminMessage(
                      req,
                      'Use digits, spaces and + ( ) / - only, e.g. +43 3842 123 450.',
                      'Nur Ziffern, Leerzeichen und + ( ) / -, z. B. +43 3842 123 450.',
                    ),
                },
                {
                  name: 'email',
                  type: 'email',
                  required: true,
                  label: { en: 'E-mail', de: 'E-Mail' },
                },
              ],
            },
            {
              name: 'copyrightYear',
              type: 'number',
              required: true,
              defaultValue: 2022,
              min: 1990,
              max: 2100,
              label: { en: 'Copyright year', de: 'Copyright-Jahr' },
            },
          ],
        },
        {
          label: { en: 'Imprint', de: 'Impressum' },
          description: {
            en: 'The legal notice at /imprint (Austrian E-Commerce Act § 5, Media Act § 25, Trade Code § 63; German Digital Services Act § 5). Company name, address, phone and e-mail come from the Company tab. Empty fields are left out.',
            de: 'Das Impressum unter /de/imprint (ECG § 5, MedienG § 25, GewO § 63; DDG § 5). Firmenname, Adresse, Telefon und E-Mail kommen aus dem Reiter Unternehmen. Leere Felder werden ausgelassen.',
          },
          fields: [
            {
              name: 'imprint',
              type: 'group',
              label: false,
              fields: [
                {
                  type: 'row',
                  fields: [
                    imprintText('legalForm', 'Legal form', 'Rechtsform', true),
                    imprintText('registeredOffice', 'Registered office', 'Sitz', true),
                  ],
                },
                imprintText('managingDirectors', 'Managing directors', 'Geschäftsführung'),
                {
                  type: 'row',
                  fields: [
                    imprintText('registerNumber', 'Commercial register number', 'Firmenbuchnummer'),
                    imprintText('registerCourt', 'Register court', 'Firmenbuchgericht', true),
                  ],
                },
                imprintText('vatId', 'VAT ID', 'UID-Nummer'),
                {
                  type: 'row',
                  fields: [
                    imprintText(
                      'supervisoryAuthority',
                      'Supervisory authority',
                      'Aufsichtsbehörde',
                      true,
                    ),
                    imprintText('chamber', 'Chamber membership', 'Kammerzugehörigkeit', true),
                  ],
                },
                {
                  name: 'further',
                  type: 'textarea',
                  localized: true,
                  label: { en: 'Further information', de: 'Weitere Angaben' },
                  admin: {
                    description: {
                      en: 'e.g. trade regulations and where to read them, the editorial line. One paragraph per blank line.',
                      de: 'z. B. gewerberechtliche Vorschriften und wo sie abrufbar sind, die Blattlinie. Ein Absatz pro Leerzeile.',
                    },
                  },
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Social media', de: 'Soziale Medien' },
          fields: [
            {
              name: 'linkedinUrl',
              type: 'text',
              label: { en: 'LinkedIn page', de: 'LinkedIn-Seite' },
              validate: httpsUrl,
            },
            {
              name: 'youtubeUrl',
              type: 'text',
              label: { en: 'YouTube channel', de: 'YouTube-Kanal' },
              validate: httpsUrl,
            },
          ],
        },
        {
          label: { en: 'Analytics', de: 'Analyse' },
          fields: [
            {
              name: 'tagManagerId',
              type: 'text',
              label: { en: 'Google Tag Manager container', de: 'Google-Tag-Manager-Container' },
              access: { update: isAdmin },
              admin: {
                description: {
                  en: 'e.g. GTM-AB12CD3. Loaded only for visitors who allow analytics cookies. Empty: no analytics at all.',
                  de: 'z. B. GTM-AB12CD3. Wird nur für Besucher geladen, die Analyse-Cookies erlauben. Leer: keine Analyse.',
                },
              },
              validate: (value: unknown, { req }: ValidateOptions) =>
                value == null ||
                value === '' ||
                (typeof value === 'string' && TAG_MANAGER_ID_PATTERN.test(value)) ||
                adminMessage(
                  req,
                  'A container id looks like GTM-AB12CD3.',
                  'Eine Container-ID sieht so aus: GTM-AB12CD3.',
                ),
            },
          ],
        },
      ],
    },
  ],
}
