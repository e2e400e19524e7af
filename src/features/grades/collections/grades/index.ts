import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload'

import {
  GRADE_FORMS,
  GRADE_PACKAGING,
  GRADE_PROPERTIES,
  type GradePropertyKey,
  psdProblem,
  type PsdPoint,
  WHITENESS_METHODS,
} from '@/features/grades/grade-data'
import { contentCollection } from '@/features/content/content-collection'
import { adminMessage } from '@/payload/localized-message'
import { slugField } from '@/payload/slug-field'

export { GRADE_FORMS }

const FORM_LABELS = {
  powder: { en: 'Powder', de: 'Pulver' },
  compacted: { en: 'Compacted', de: 'Kompaktiert' },
  granules: { en: 'Granules', de: 'Granulat' },
} as const

const PACKAGING_LABELS = {
  bags: { en: 'Bags (25 kg)', de: 'Säcke (25 kg)' },
  'big-bags': { en: 'Big bags', de: 'Big Bags' },
  silo: { en: 'Silo truck', de: 'Silofahrzeug' },
} as const

/**
 * Slugs a grade may not take: /our-products/grades/compare is the comparison's own route (issue
 * 38), so a grade called so would have no page.
 */
const RESERVED_GRADE_SLUGS: readonly string[] = ['compare']

/** The site's slug field, refusing the reserved slugs (a check only: no change to the data). */
function gradeSlugField(): Field {
  const field = slugField()
  if (field.type !== 'text' || field.hasMany) return field
  const siteCheck = field.validate
  const validate: TextFieldSingleValidation = (value, options) =>
    typeof value === 'string' && RESERVED_GRADE_SLUGS.includes(value)
      ? adminMessage(
          options.req,
          `“${value}” is the address of another page: choose another slug.`,
          `„${value}“ ist die Adresse einer anderen Seite: Wählen Sie einen anderen Slug.`,
        )
      : siteCheck
        ? siteCheck(value, options)
        : true
  return { ...field, validate }
}

/** A numeric property with its unit and method in its label (src/features/grades/grade-data.ts). */
function property(key: GradePropertyKey): Field {
  const definition = GRADE_PROPERTIES[key]
  const method = key === 'whiteness' ? '' : `, ${definition.method}`
  return {
    name: key,
    type: 'number',
    min: definition.min,
    max: definition.max,
    label: {
      en: `${definition.label.en} (${definition.unit}${method})`,
      de: `${definition.label.de} (${definition.unit}${method})`,
    },
  }
}

/**
 * Product grades (ADR 0021; product sheets, ADR 0027): the talc products a customer orders by
 * name ("EuroTalc P 12"), with the markets they serve, their technical data (units and methods
 * in src/features/grades/grade-data.ts), their particle-size distribution and the applications per market.
 * Each has a page, /our-products/grades/{slug} in both languages, and a technical data sheet
 * generated from the same data.
 */
export const gradesCollection: CollectionConfig = contentCollection({
  livePreview: true,
  slug: 'grades',
  labels: {
    singular: { en: 'Product grade', de: 'Produktsorte' },
    plural: { en: 'Product grades', de: 'Produktsorten' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'form', 'd50', 'whiteness', '_status'],
  },
  defaultSort: 'name',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 80,
      label: { en: 'Name', de: 'Name' },
      admin: { description: { en: 'e.g. EuroTalc P 12', de: 'z. B. EuroTalc P 12' } },
    },
    gradeSlugField(),
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Overview', de: 'Überblick' },
          fields: [
            {
              name: 'markets',
              type: 'relationship',
              relationTo: 'product-markets',
              hasMany: true,
              label: { en: 'Product markets', de: 'Produktmärkte' },
            },
            {
              name: 'description',
              type: 'textarea',
              localized: true,
              maxLength: 1000,
              label: { en: 'Short description', de: 'Kurzbeschreibung' },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'form',
                  type: 'select',
                  options: GRADE_FORMS.map((value) => ({ value, label: FORM_LABELS[value] })),
                  label: { en: 'Form', de: 'Form' },
                },
                {
                  name: 'packaging',
                  type: 'select',
                  hasMany: true,
                  options: GRADE_PACKAGING.map((value) => ({
                    value,
                    label: PACKAGING_LABELS[value],
                  })),
                  label: { en: 'Packaging', de: 'Verpackung' },
                },
              ],
            },
            {
              name: 'mineralogy',
              type: 'text',
              localized: true,
              maxLength: 200,
              label: { en: 'Mineralogy', de: 'Mineralogie' },
              admin: {
                description: {
                  en: 'e.g. Talc with a little chlorite, free of asbestos',
                  de: 'z. B. Talkum mit wenig Chlorit, asbestfrei',
                },
              },
            },
          ],
        },
        {
          label: { en: 'Technical data', de: 'Technische Daten' },
          description: {
            en: 'Typical values. Units and test methods are printed on the page and the data sheet.',
            de: 'Typische Werte. Einheiten und Prüfmethoden stehen auf der Seite und im Datenblatt.',
          },
          fields: [
            { type: 'row', fields: [property('d50'), property('topCut')] },
            {
              type: 'row',
              fields: [
                property('whiteness'),
                {
                  name: 'whitenessMethod',
                  type: 'select',
                  defaultValue: 'iso-2470',
                  options: WHITENESS_METHODS.map((value) => ({
                    value,
                    label:
                      value === 'ry'
                        ? { en: 'Ry (DIN 53163)', de: 'Ry (DIN 53163)' }
                        : { en: 'ISO 2470 (R457)', de: 'ISO 2470 (R457)' },
                  })),
                  label: { en: 'Whiteness method', de: 'Weißgrad-Methode' },
                },
              ],
            },
            {
              type: 'row',
              fields: [property('bet'), property('lossOnIgnition'), property('moisture')],
            },
            {
              type: 'row',
              fields: [
                property('bulkDensity'),
                property('tappedDensity'),
                property('oilAbsorption'),
              ],
            },
            { type: 'row', fields: [property('talcContent')] },
          ],
        },
        {
          label: { en: 'Particle size', de: 'Korngröße' },
          fields: [
            {
              name: 'psd',
              type: 'array',
              label: {
                en: 'Particle-size distribution (cumulative % passing)',
                de: 'Korngrößenverteilung (Summe Durchgang in %)',
              },
              labels: {
                singular: { en: 'Point', de: 'Punkt' },
                plural: { en: 'Points', de: 'Punkte' },
              },
              admin: {
                description: {
                  en: 'From the finest to the coarsest size; the share passing never falls.',
                  de: 'Von der feinsten zur gröbsten Größe; der Durchgang nimmt nie ab.',
                },
              },
              validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) => {
                const points = (Array.isArray(value) ? value : []) as PsdPoint[]
                if (points.length === 0) return true
                const problem = psdProblem(points)
                if (problem === 'tooFew')
                  return adminMessage(
                    req,
                    'Give at least two points, or none.',
                    'Geben Sie mindestens zwei Punkte an oder keinen.',
                  )
                if (problem === 'sizes')
                  return adminMessage(
                    req,
                    'Sizes must be above 0 and grow from point to point.',
                    'Die Größen müssen über 0 liegen und von Punkt zu Punkt wachsen.',
                  )
                if (problem === 'passing')
                  return adminMessage(
                    req,
                    'The share passing lies between 0 and 100 % and never falls.',
                    'Der Durchgang liegt zwischen 0 und 100 % und nimmt nie ab.',
                  )
                return true
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'size',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 10000,
                      label: { en: 'Size (µm)', de: 'Größe (µm)' },
                    },
                    {
                      name: 'passing',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 100,
                      label: { en: 'Passing (%)', de: 'Durchgang (%)' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Applications', de: 'Anwendungen' },
          fields: [
            {
              name: 'applications',
              type: 'array',
              label: { en: 'Typical applications per market', de: 'Typische Anwendungen je Markt' },
              labels: {
                singular: { en: 'Application', de: 'Anwendung' },
                plural: { en: 'Applications', de: 'Anwendungen' },
              },
              fields: [
                {
                  name: 'market',
                  type: 'relationship',
                  relationTo: 'product-markets',
                  required: true,
                  label: { en: 'Product market', de: 'Produktmarkt' },
                },
                {
                  name: 'note',
                  type: 'textarea',
                  localized: true,
                  required: true,
                  maxLength: 400,
                  label: { en: 'Application note', de: 'Anwendungshinweis' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
})
