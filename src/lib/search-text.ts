import { stemmer as stemEnglish } from '@orama/stemmers/english'
import { stemmer as stemGerman } from '@orama/stemmers/german'

/**
 * The text processing of site search (docs/decisions/0013-site-search.md), one module for
 * indexing and querying alike, so that a word is always turned into the same terms on both sides.
 */

export type SearchLocale = 'en' | 'de'

/** Compound parts and the vocabulary they are checked against have at least this many letters. */
export const MIN_PART_LENGTH = 4
/** Linking elements between the parts of a German compound (Sicherheit-s-datenblatt). */
const LINKERS = ['es', 's', 'en', 'n'] as const

const COMBINING_MARKS = /\p{M}+/gu
const WORD = /[\p{L}\p{N}]+/gu

/**
 * Case and diacritic folding: Unicode NFKD, lower case, marks stripped ('Lösung' → 'losung');
 * German also folds ß → ss and the spelled-out umlauts ae/oe/ue → a/o/u, so that 'Lösung',
 * 'Losung' and 'Loesung' meet. The rare German word with a real 'ue' (Quelle) is folded the
 * same way on both sides and still found. After a vowel the 'e' is an ending, not an umlaut
 * ('Frauen', 'neuen', 'Mauern'), and stays.
 */
export function foldText(text: string, locale: SearchLocale): string {
  let folded = text.normalize('NFKD').toLowerCase().replace(/ß/g, 'ss').replace(COMBINING_MARKS, '')
  if (locale === 'de') folded = folded.replace(/(?<![aeiouy])([aou])e/g, '$1')
  return folded
}

/** The words of a text, folded; anything that is not a letter or a digit separates words. */
export function words(text: string, locale: SearchLocale): string[] {
  return foldText(text, locale).match(WORD) ?? []
}

const STEM_CACHE_SIZE = 100_000
const stemCache = { en: new Map<string, string>(), de: new Map<string, string>() }

/** One word's Snowball stem (the stemmers expect folded, lower-case words); memoized. */
export function stem(word: string, locale: SearchLocale): string {
  const cache = stemCache[locale]
  let stemmed = cache.get(word)
  if (stemmed === undefined) {
    stemmed = /^\p{N}+$/u.test(word) ? word : locale === 'de' ? stemGerman(word) : stemEnglish(word)
    if (cache.size >= STEM_CACHE_SIZE) cache.clear()
    cache.set(word, stemmed)
  }
  return stemmed
}

/**
 * A German compound split into known words ('talkumpulver' → ['talkum', 'pulver']), each part a
 * word of the corpus vocabulary with at least MIN_PART_LENGTH letters; a left part may carry a
 * linking s/es/n/en. The right side may split again (three or more parts). Returns [] when the
 * word is not such a compound. The longest known left part wins.
 */
export function splitCompound(word: string, isKnown: (word: string) => boolean): string[] {
  return splitFrom(word, isKnown, 0)
}

function splitFrom(word: string, isKnown: (word: string) => boolean, depth: number): string[] {
  if (depth > 3 || word.length < MIN_PART_LENGTH * 2) return []
  for (let cut = word.length - MIN_PART_LENGTH; cut >= MIN_PART_LENGTH; cut -= 1) {
    const rightWord = word.slice(cut)
    const left = knownLeft(word.slice(0, cut), isKnown)
    if (!left) continue
    if (isKnown(rightWord)) return [left, rightWord]
    const rest = splitFrom(rightWord, isKnown, depth + 1)
    if (rest.length > 0) return [left, ...rest]
  }
  return []
}

function knownLeft(left: string, isKnown: (word: string) => boolean): string | null {
  if (isKnown(left)) return left
  for (const linker of LINKERS) {
    if (!left.endsWith(linker)) continue
    const bare = left.slice(0, -linker.length)
    if (bare.length >= MIN_PART_LENGTH && isKnown(bare)) return bare
  }
  return null
}

/**
 * The index terms of one folded word: its stem and, for a German compound, the stems of its
 * parts. English words are not split.
 */
export function termsOfWord(
  word: string,
  locale: SearchLocale,
  isKnown: (word: string) => boolean,
): string[] {
  const terms = [stem(word, locale)]
  if (locale === 'de') {
    for (const part of splitCompound(word, isKnown)) terms.push(stem(part, locale))
  }
  return [...new Set(terms)]
}

/** The index terms of a whole text, in order (a word's compound parts follow its stem). */
export function termsOfText(
  text: string,
  locale: SearchLocale,
  isKnown: (word: string) => boolean,
): string[] {
  return words(text, locale).flatMap((word) => termsOfWord(word, locale, isKnown))
}

/**
 * One word of a query: the terms it is searched by. `alternatives` are OR-ed: the whole word's
 * stem, or (a German compound typed as one word) all of its parts together. The last word of a
 * query is also a prefix (the folded word as typed: 'Anwen' finds 'Anwendungen', 'Talk' finds
 * 'Talkum').
 */
export type QueryWord = {
  word: string
  stem: string
  parts: string[]
  prefixes: string[]
}

/** The last word of a query is a prefix from this many letters on. */
export const MIN_PREFIX_LENGTH = 3
/**
 * A last word that is itself a word of the corpus is a prefix too from this many letters on:
 * German 'Talk' (a word of its own in 'Talk-Chlorit-Gestein') also completes to 'Talkum'.
 */
export const MIN_KNOWN_PREFIX_LENGTH = 4

/** At most this many words of a query are used (the rest is ignored). */
export const MAX_QUERY_WORDS = 12

export function parseQuery(
  query: string,
  locale: SearchLocale,
  isKnown: (word: string) => boolean,
): QueryWord[] {
  const list = [...new Set(words(query, locale))].slice(0, MAX_QUERY_WORDS)
  return list.map((word, index) => {
    const wordStem = stem(word, locale)
    const parts =
      locale === 'de' ? splitCompound(word, isKnown).map((part) => stem(part, locale)) : []
    const last = index === list.length - 1
    return {
      word,
      stem: wordStem,
      parts,
      // The folded word as typed, not its stem ('paper' must not find every 'pap…'). A word of
      // the corpus completes too ('talk' → 'talkum'), from MIN_KNOWN_PREFIX_LENGTH letters;
      // shorter than MIN_PREFIX_LENGTH it would match most of the index: searched as a word.
      // Whole-word matches still score above completions (MiniSearch weighs prefixes lower).
      prefixes:
        last && word.length >= (isKnown(word) ? MIN_KNOWN_PREFIX_LENGTH : MIN_PREFIX_LENGTH)
          ? [word]
          : [],
    }
  })
}

/** Whether an index term is one a query word stands for (exactly, or as the last word's prefix). */
export function termMatchesWord(term: string, word: QueryWord): boolean {
  return (
    term === word.stem ||
    word.parts.includes(term) ||
    word.prefixes.some((prefix) => term.startsWith(prefix))
  )
}

/** A piece of a snippet; `match` pieces are the words the query found. Never HTML. */
export type SnippetSegment = { text: string; match: boolean }

/** Characters of context a snippet shows around its first match. */
export const SNIPPET_LENGTH = 200

/**
 * A short window of `text` around the first word the query found, cut at word boundaries, as
 * plain-text segments with the found words marked (the page renders them as text, so no
 * content can become markup). Without a match in the text: its beginning.
 */
export function snippet(
  text: string,
  locale: SearchLocale,
  query: readonly QueryWord[],
  isKnown: (word: string) => boolean,
  length = SNIPPET_LENGTH,
  /** The index terms of a folded word (the index passes its memoized version). */
  termsOf: (word: string) => string[] = (word) => termsOfWord(word, locale, isKnown),
): SnippetSegment[] {
  const source = text.replace(/\s+/g, ' ').trim()
  if (!source) return []
  const hits: Array<[number, number]> = []
  for (const found of source.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = found.index
    const folded = words(found[0], locale)
    const terms = folded.flatMap(termsOf)
    if (terms.some((term) => query.some((word) => termMatchesWord(term, word)))) {
      hits.push([start, start + found[0].length])
    }
  }
  const first = hits[0]
  let from = 0
  if (first && first[0] > length / 3) {
    from = first[0] - Math.floor(length / 3)
    const space = source.indexOf(' ', from)
    from = space >= 0 && space < first[0] ? space + 1 : first[0]
  }
  let to = Math.min(source.length, from + length)
  if (to < source.length) {
    const space = source.lastIndexOf(' ', to)
    if (space > from && (!first || space >= first[1])) to = space
  }
  const segments: SnippetSegment[] = []
  const push = (piece: string, match: boolean) => {
    if (!piece) return
    const previous = segments.at(-1)
    if (previous && previous.match === match) previous.text += piece
    else segments.push({ text: piece, match })
  }
  if (from > 0) push('… ', false)
  let at = from
  for (const [start, end] of hits) {
    if (end <= from || start >= to) continue
    push(source.slice(at, start), false)
    push(source.slice(start, end), true)
    at = end
  }
  push(source.slice(at, to), false)
  if (to < source.length) push(' …', false)
  return segments
}
