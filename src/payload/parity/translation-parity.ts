import 'server-only'

import type { CollectionSlug, Payload } from 'payload'

import { isLocale, type Locale, LOCALES, otherLocale } from '@/i18n/locales'
import { lexicalText } from '@/lib/lexical-text'

/**
 * Translation parity (ADR 0022): published items whose English or German text is missing, or
 * older than the other language's last change. Field by field for the texts visitors read (title,
 * summaries, body, blocks) and the search-engine texts (meta). "Older" is read from the item's
 * versions: the last version in which each language's text of a field changed.
 */

/** The collections with localized texts and a page or list entry of their own. */
export const PARITY_COLLECTIONS = [
  'pages',
  'product-markets',
  'news',
  'blog-posts',
  'jobs',
  'gallery-photos',
  'faq-entries',
  'team-members',
  'grades',
] as const
export type ParityCollection = (typeof PARITY_COLLECTIONS)[number]

/** A change in both languages within this span counts as one edit (a save of both). */
const SAME_EDIT_MS = 60_000
const VERSIONS_READ = 25

export type ParityProblem = {
  /** The top-level field ('title', 'meta', 'layout'), where the text sits. */
  field: string
  kind: 'missing' | 'outdated'
  /** The language that lacks the text or lags behind. */
  locale: Locale
  /** For 'outdated': when the other language last changed this field. */
  otherChangedAt?: string
}

export type ParityItem = {
  collection: ParityCollection
  id: number | string
  title: string
  problems: ParityProblem[]
}

type Texts = Map<string, Record<Locale, string>>

const isLocalized = (value: unknown): value is Partial<Record<Locale, unknown>> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value as object).length > 0 &&
  Object.keys(value as object).every(isLocale)

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (value && typeof value === 'object' && 'root' in value) return lexicalText(value)
  if (Array.isArray(value)) return value.map(textOf).join(' ').trim()
  return ''
}

const SKIP = new Set([
  'id',
  'blockType',
  'blockName',
  'slug',
  'path',
  '_status',
  'updatedAt',
  'createdAt',
])

/** Every localized text of a document read with `locale: 'all'`, by its path. */
function localizedTexts(doc: unknown, path = '', out: Texts = new Map()): Texts {
  if (isLocalized(doc)) {
    const texts = { en: textOf(doc.en), de: textOf(doc.de) }
    if (texts.en || texts.de) out.set(path, texts)
    return out
  }
  if (Array.isArray(doc)) {
    doc.forEach((item, index) => localizedTexts(item, `${path}.${index}`, out))
  } else if (doc && typeof doc === 'object' && !('root' in doc)) {
    for (const [key, value] of Object.entries(doc))
      if (!SKIP.has(key)) localizedTexts(value, path ? `${path}.${key}` : key, out)
  }
  return out
}

const topField = (path: string) => path.split('.')[0] ?? path

function titleOf(doc: Record<string, unknown>): string {
  for (const key of ['title', 'name', 'question']) {
    const value = doc[key]
    if (isLocalized(value)) return textOf(value.en) || textOf(value.de)
    if (typeof value === 'string' && value) return value
  }
  return String(doc.id)
}

/** When each language of each text last changed, from the versions (oldest to newest). */
function lastChanges(versions: { updatedAt: string; version: unknown }[]) {
  const changed = new Map<string, Record<Locale, string | null>>()
  let previous: Texts = new Map()
  for (const { updatedAt, version } of versions) {
    const texts = localizedTexts(version)
    for (const [path, now] of texts) {
      const before = previous.get(path)
      const entry = changed.get(path) ?? { en: null, de: null }
      for (const locale of LOCALES)
        if (now[locale] && now[locale] !== before?.[locale]) entry[locale] = updatedAt
      changed.set(path, entry)
    }
    previous = texts
  }
  return changed
}

/** The problems of one document (read with locale 'all') and its versions. */
export function parityProblems(
  doc: unknown,
  versions: { updatedAt: string; version: unknown }[],
): ParityProblem[] {
  const problems = new Map<string, ParityProblem>()
  const add = (problem: ParityProblem) => {
    const key = `${problem.field}:${problem.locale}`
    const known = problems.get(key)
    // Missing outweighs outdated for the same field and language.
    if (!known || (known.kind === 'outdated' && problem.kind === 'missing'))
      problems.set(key, problem)
  }
  const changes = lastChanges(versions)
  for (const [path, texts] of localizedTexts(doc)) {
    const field = topField(path)
    const changed = changes.get(path)
    for (const locale of LOCALES) {
      const other = otherLocale(locale)
      if (!texts[locale] && texts[other]) add({ field, kind: 'missing', locale })
      // Lagging behind: both have the text, and the other's changed later, by more than one edit.
      const [mine, theirs] = [changed?.[locale], changed?.[other]]
      if (!mine || !theirs || !texts[locale] || !texts[other]) continue
      if (Date.parse(theirs) - Date.parse(mine) > SAME_EDIT_MS)
        add({ field, kind: 'outdated', locale, otherChangedAt: theirs })
    }
  }
  return [...problems.values()].sort(
    (a, b) => a.field.localeCompare(b.field) || a.locale.localeCompare(b.locale),
  )
}

/** Every published item with at least one parity problem, collection by collection. */
export async function translationParity(payload: Payload): Promise<ParityItem[]> {
  const items: ParityItem[] = []
  for (const collection of PARITY_COLLECTIONS) {
    const { docs } = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const { docs: versions } = await payload.findVersions({
        collection: collection as CollectionSlug,
        where: { parent: { equals: doc.id } },
        locale: 'all',
        sort: '-updatedAt',
        limit: VERSIONS_READ,
        depth: 0,
        overrideAccess: true,
      })
      const problems = parityProblems(
        doc,
        (versions as unknown as { updatedAt: string; version: unknown }[]).reverse(),
      )
      if (problems.length)
        items.push({ collection, id: doc.id as number, title: titleOf(doc), problems })
    }
  }
  return items
}

let recent: { at: number; items: Promise<ParityItem[]> } | null = null

/** The same, at most 30 s old: the admin dashboard's count on every visit. */
export function recentTranslationParity(payload: Payload): Promise<ParityItem[]> {
  if (!recent || Date.now() - recent.at > 30_000) {
    recent = { at: Date.now(), items: translationParity(payload) }
    recent.items.catch(() => {
      recent = null
    })
  }
  return recent.items
}
