/**
 * The German and English admin without raw keys, read from the
 * whole CMS configuration as the server builds it (no database needed): the redirects plugin's
 * labels and list columns, one date format per admin language, the schedule's time zone, and the
 * translation-parity view's field names.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { initI18n, type I18n } from '@payloadcms/translations'
import { format } from 'date-fns'
import type { Field, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'
import { buildPayloadConfig } from '@/config/build-config'
import { fieldLabel } from '@/payload/parity/field-label'

let config: SanitizedConfig
const i18n: Record<'en' | 'de', I18n> = {} as never

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-admin-words-'))
  config = await buildPayloadConfig(
    parseEnv({
      APP_ENV: 'demo',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'unused.db')}`,
      SERVER_URL: 'http://localhost:3000',
    }),
  )
  for (const language of ['en', 'de'] as const)
    i18n[language] = await initI18n({ config: config.i18n, language, context: 'api' })
})

const collection = (slug: string) =>
  config.collections.find((c) => c.slug === slug) as SanitizedCollectionConfig

/** A label as the admin shows it: a function of `t`, a `{ en, de }` record or a string. */
function shown(label: unknown, language: 'en' | 'de'): string {
  const { t } = i18n[language]
  if (typeof label === 'function') return String(label({ t, i18n: i18n[language] }))
  if (label && typeof label === 'object')
    return String((label as Record<string, string>)[language] ?? '')
  return typeof label === 'string' ? label : ''
}

/** Every label of the fields and their options, with the field's path. */
function labels(fields: Field[], language: 'en' | 'de', prefix = ''): [string, string][] {
  const out: [string, string][] = []
  for (const field of fields) {
    const name = 'name' in field ? `${prefix}${field.name}` : prefix
    if ('label' in field && field.label !== false && field.label !== undefined)
      out.push([name, shown(field.label, language)])
    if ('options' in field)
      for (const option of field.options)
        if (typeof option === 'object')
          out.push([`${name}=${option.value}`, shown(option.label, language)])
    if ('fields' in field) out.push(...labels(field.fields, language, name ? `${name}.` : prefix))
  }
  return out
}

describe('the redirects list in the admin', () => {
  it('has German and English words for every label, none a raw plugin key', () => {
    const redirects = collection('redirects')
    const german = labels(redirects.fields, 'de')
    const english = labels(redirects.fields, 'en')
    expect(german.length).toBeGreaterThan(5)
    expect(german.filter(([, label]) => !label || /plugin-|:\w/.test(label))).toEqual([])
    expect(english.filter(([, label]) => !label || /plugin-/.test(label))).toEqual([])
    // German, not the plugin's English.
    const germanOf = Object.fromEntries(german)
    expect(germanOf.from).toBe('Von')
    expect(germanOf['to.type=custom']).toBe('Eigene Adresse')
    expect(germanOf['to.type=reference']).toBe('Seite dieser Website')
    expect(germanOf['type=301']).toBe('301 – dauerhaft')
    expect(germanOf['type=302']).toBe('302 – vorübergehend')
    for (const [field, label] of german)
      expect(label, field).not.toBe(Object.fromEntries(english)[field] ?? '\u0000')
  })

  it('shows where each redirect leads', () => {
    const columns = collection('redirects').admin.defaultColumns ?? []
    expect(columns).toContain('from')
    expect(columns).toContain('to')
    const to = collection('redirects').fields.find((f) => 'name' in f && f.name === 'to')!
    expect(shown((to as { label?: unknown }).label, 'de')).toBe('Ziel')
    expect(
      (to as { admin?: { components?: { Cell?: unknown } } }).admin?.components?.Cell,
    ).toBeTruthy()
  })
})

describe('dates in the admin', () => {
  // Local time, as the editor's browser shows it.
  const when = new Date(2026, 10, 27, 4, 51)
  /** The date fields an editor sees (not those of hidden fields, such as auth's sessions). */
  const dateFields = (fields: Field[]): Field[] =>
    fields.flatMap((field) =>
      (field as { hidden?: boolean }).hidden ||
      (field.admin as { hidden?: boolean; disabled?: boolean } | undefined)?.hidden ||
      (field.admin as { disabled?: boolean } | undefined)?.disabled
        ? []
        : [
            ...(field.type === 'date' ? [field] : []),
            ...('fields' in field ? dateFields(field.fields) : []),
            ...(field.type === 'tabs' ? field.tabs.flatMap((tab) => dateFields(tab.fields)) : []),
          ],
    )

  it('writes a date and time one way per language, in the list, the header and every field', () => {
    const pattern = config.admin.dateFormat
    const written = (language: 'en' | 'de') =>
      format(when, pattern, { locale: i18n[language].dateFNS }).replace(/\s/g, ' ')
    expect(written('en')).toBe('Nov 27, 2026, 4:51 AM')
    expect(written('de')).toBe('27. Nov. 2026, 04:51')
    // createdAt and updatedAt are shown (list, header) with the config's format itself; the
    // hidden ones (auth's lockUntil, …) not at all.
    const members = dateFields(collection('members').fields).filter(
      (f) => !['createdAt', 'updatedAt'].includes((f as { name: string }).name),
    )
    expect(members.length).toBeGreaterThan(2)
    for (const field of members) {
      const date = (field as { admin?: { date?: { displayFormat?: string } } }).admin?.date
      expect(date?.displayFormat, (field as { name: string }).name).toBe(pattern)
    }
  })

  it('shows the year of a news item’s date', () => {
    const date = dateFields(collection('news').fields).find(
      (f) => (f as { name: string }).name === 'publishedAt',
    ) as { admin?: { date?: { displayFormat?: string } } }
    const displayFormat = date.admin?.date?.displayFormat ?? 'MMM dd'
    expect(format(when, displayFormat, { locale: i18n.en.dateFNS })).toMatch(/2026/)
    expect(format(when, displayFormat, { locale: i18n.de.dateFNS })).toMatch(/2026/)
  })
})

describe('scheduled publishing', () => {
  it('offers the site’s time zone, Europe/Vienna, first and the editors’ zones', () => {
    const { defaultTimezone, supportedTimezones } = config.admin.timezones
    expect(defaultTimezone).toBe('Europe/Vienna')
    const zones = supportedTimezones.map((z) => z.value)
    expect(zones[0]).toBe('Europe/Vienna')
    for (const zone of ['Europe/Berlin', 'Europe/Rome', 'Europe/London', 'UTC'])
      expect(zones).toContain(zone)
    for (const zone of supportedTimezones) expect(zone.label).toMatch(/\S/)
  })
})

describe('the translation-parity view', () => {
  it('names a field by its label in the admin’s language, not by its key', () => {
    const pages = collection('pages')
    expect(fieldLabel(pages.fields, 'title', i18n.de)).toBe('Titel')
    expect(fieldLabel(pages.fields, 'layout', i18n.de)).toBe('Inhalt')
    expect(fieldLabel(pages.fields, 'layout', i18n.en)).toBe('Content')
    expect(fieldLabel(pages.fields, 'meta', i18n.de)).not.toMatch(/^meta$/i)
    for (const slug of ['news', 'jobs', 'grades', 'product-markets', 'team-members']) {
      const fields = collection(slug).fields
      for (const field of fields.filter((f) => 'name' in f && 'localized' in f && f.localized))
        expect(
          fieldLabel(fields, (field as { name: string }).name, i18n.de),
          `${slug}.${(field as { name: string }).name}`,
        ).not.toBe((field as { name: string }).name)
    }
  })
})
