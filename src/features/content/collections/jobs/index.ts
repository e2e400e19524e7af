import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/features/content/content-collection'
import { publishedAtField } from '@/payload/published-at-field'
import { slugField } from '@/payload/slug-field'

const part = (name: string, en: string, de: string) =>
  ({ name, type: 'richText', required: true, localized: true, label: { en, de } }) as const

/** SPEC §3 job: title, job location, created moment, job reference, what to do, requirements,
 * plus points, conditions. Addressed as /about-us/careers/{id}, the id being the slug. */
export const jobsCollection: CollectionConfig = contentCollection({
  livePreview: true,
  slug: 'jobs',
  labels: {
    singular: { en: 'Job', de: 'Stellenangebot' },
    plural: { en: 'Jobs', de: 'Stellenangebote' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'reference', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', de: 'Titel' },
    },
    slugField(),
    { ...publishedAtField, label: { en: 'Published on', de: 'Veröffentlicht am' } },
    {
      name: 'reference',
      type: 'text',
      required: true,
      label: { en: 'Job reference', de: 'Referenznummer' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      defaultValue: 'FULL_TIME',
      label: { en: 'Employment', de: 'Anstellung' },
      admin: { position: 'sidebar' },
      options: [
        { value: 'FULL_TIME', label: { en: 'Full time', de: 'Vollzeit' } },
        { value: 'PART_TIME', label: { en: 'Part time', de: 'Teilzeit' } },
        { value: 'TEMPORARY', label: { en: 'Temporary', de: 'Befristet' } },
        { value: 'INTERN', label: { en: 'Internship', de: 'Praktikum' } },
      ],
    },
    {
      name: 'location',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Job location', de: 'Arbeitsort' },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      localized: true,
      label: { en: 'Summary', de: 'Zusammenfassung' },
    },
    part('whatToDo', 'What you will do', 'Ihre Aufgaben'),
    part('requirements', 'Requirements', 'Anforderungen'),
    part('plusPoints', 'Plus points', 'Von Vorteil'),
    part('conditions', 'Conditions', 'Wir bieten'),
  ],
})
