/**
 * Which blocks of a page show the other language's texts (Payload's fallback: this language has
 * none yet), so that they carry that language's `lang` (WCAG 3.1.2), as the
 * texts of news, blog posts and jobs do. Isomorphic and pure: the data layer passes the blocks as
 * shown (read with fallback) and as stored in this language (read without).
 */
import type { Field } from 'payload'

import { otherLocale } from '@/i18n/api-locale'
import type { Locale } from '@/i18n/routing'

import { BLOCKS, type BlockSlug } from './registry'

type Row = Record<string, unknown>

/** How many of a block's localized texts are its language's own and how many fall back. */
type Tally = { own: number; fallen: number }

function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (!value || typeof value !== 'object') return false
  // Rich text (Lexical): any text node in the tree.
  const walk = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    const n = node as { text?: unknown; children?: unknown }
    if (typeof n.text === 'string' && n.text.trim() !== '') return true
    return Array.isArray(n.children) && n.children.some(walk)
  }
  return walk((value as { root?: unknown }).root)
}

const isRow = (value: unknown): value is Row =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

function tally(fields: readonly Field[], shown: Row, own: Row | undefined, into: Tally) {
  for (const field of fields) {
    if (!('name' in field)) {
      // Rows, collapsibles and unnamed tabs keep their fields on the same level.
      if ('fields' in field) tally(field.fields, shown, own, into)
      continue
    }
    const value = shown[field.name]
    const ownValue = own?.[field.name]
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText':
        if (field.localized && hasText(value)) {
          if (hasText(ownValue)) into.own += 1
          else into.fallen += 1
        }
        break
      case 'group':
        if (isRow(value)) tally(field.fields, value, isRow(ownValue) ? ownValue : undefined, into)
        break
      case 'array': {
        if (!Array.isArray(value)) break
        const ownRows = Array.isArray(ownValue) ? ownValue.filter(isRow) : []
        value.filter(isRow).forEach((row, index) => {
          // Rows are matched by their id (the array is not localized: both reads share it).
          const match = ownRows.find((o) => row.id != null && o.id === row.id) ?? ownRows[index]
          tally(field.fields, row, match, into)
        })
        break
      }
      default:
        break
    }
  }
}

/**
 * The language of a stored block's texts when every one of them is the other language's (the
 * block was written in that language only), else undefined (its own language, or no text). A
 * block translated in part is left unmarked: its element holds texts of both languages.
 */
export function blockFallbackLang(
  shown: { blockType: string } & Row,
  own: Row | undefined,
  locale: Locale,
): Locale | undefined {
  const definition = BLOCKS[shown.blockType as BlockSlug]
  if (!definition) return undefined
  const counted: Tally = { own: 0, fallen: 0 }
  tally(definition.config.fields, shown, own, counted)
  if (counted.fallen === 0 || counted.own > 0) return undefined
  return otherLocale(locale)
}

/**
 * Each block's fallback language by its id: `shown` the blocks read with fallback, `own` the same
 * document's blocks read without (the blocks field is not localized, so both share their ids).
 */
export function blockFallbackLangs(
  shown: readonly Row[],
  own: readonly Row[] | null | undefined,
  locale: Locale,
): Map<string, Locale> {
  const langs = new Map<string, Locale>()
  shown.forEach((block, index) => {
    if (typeof block.blockType !== 'string') return
    const id = typeof block.id === 'string' ? block.id : `block-${index}`
    const ownBlock = own?.find((o) => o.id != null && o.id === block.id) ?? own?.[index]
    const lang = blockFallbackLang(
      block as { blockType: string } & Row,
      isRow(ownBlock) ? ownBlock : undefined,
      locale,
    )
    if (lang) langs.set(id, lang)
  })
  return langs
}
