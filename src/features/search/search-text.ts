import { stemmer as stemEnglish } from '@orama/stemmers/english'
import { stemmer as stemGerman } from '@orama/stemmers/german'

import type { Locale } from '@/i18n/locales'

import { SYNONYM_GROUPS } from './search-synonyms'

/**
 * The text processing of site search (docs/decisions/0013-site-search.md), one module for
 * indexing and querying alike, so that a word is always turned into the same terms on both sides.
 */

export type SearchLocale = Locale

/**
 * German, by name: the language with rules of its own here and in the index (umlaut folding,
 * compound splitting, the capitalized nouns), whatever the site's other languages are.
 */
// eslint-disable-next-line no-restricted-syntax -- German's own rules (stemming, compounds), not a site-language switch
export const GERMAN: SearchLocale = 'de'

/** Compound parts and the vocabulary they are checked against have at least this many letters. */
export const MIN_PART_LENGTH = 4
/**
 * A part found beside a part that is not a word of the corpus (a head after an unknown
 * modifier, a new head after a known modifier) has at least this many letters: shorter endings
 * of German words are too often words of their own ('Divid-ende', 'Metall-e').
 */
export const MIN_LONE_PART_LENGTH = 5
/** Linking elements between the parts of a German compound (Sicherheit-s-datenblatt). */
// eslint-disable-next-line no-restricted-syntax -- a German word ending, not a language
const LINKERS = ['es', 's', 'en', 'n', 'er'] as const
/**
 * Beginnings of German derivational and inflectional endings: a right part starting with one is
 * the rest of a derived word ('Anwend-ungen', 'Nachhalt-igkeit', 'Liefer-ung'), not a new head.
 */
const NOT_A_HEAD =
  /^(?:ung|heit|keit|igkeit|ig|schaft|lich|isch|ier|ismus|ion|tion|nis|bar|sam|haft|chen|lein|er|el)/
/**
 * Beginnings no German head has, which a linking element taken from the head's start would
 * leave ('Daten-schutz', not 'Datens-chutz').
 */
const NOT_AN_ONSET = /^(?:ch|ck|ng|nk|nt|nd|ns|tz|ss|rr|ll|mm|nn|ff|pp|tt)/
/** Endings after which German links with -s- (Qualität-s-kontrolle, Verfahren-s-technik). */
const TAKES_S = /(?:ung|heit|keit|schaft|tat|ion|tum|ling|en)$/

/**
 * What the decompounder knows of a language's corpus. `isKnown`: a folded word of the corpus
 * (MIN_PART_LENGTH letters or more). `isNoun`: a folded word whose stem is written capitalized in
 * most of its occurrences (German nouns; compounds and their heads are nouns). `isStem`: the
 * stem of a word of the corpus ending in -en ('pruf' of 'prüfen': the modifier of
 * 'Prüfzeugnis'; a modifier only when it is not a noun's stem).
 */
export type Lexicon = {
  isKnown: (word: string) => boolean
  isNoun?: (word: string) => boolean
  isStem?: (stem: string) => boolean
}

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
  if (locale === GERMAN) folded = folded.replace(/(?<![aeiouy])([aou])e/g, '$1')
  return folded
}

/** The words of a text, folded; anything that is not a letter or a digit separates words. */
export function words(text: string, locale: SearchLocale): string[] {
  return foldText(text, locale).match(WORD) ?? []
}

const STEM_CACHE_SIZE = 100_000
const stemCache = { en: new Map<string, string>(), de: new Map<string, string>() }
/** Each language's Snowball stemmer. */
const STEMMERS: Record<SearchLocale, (word: string) => string> = { en: stemEnglish, de: stemGerman }

/** One word's Snowball stem (the stemmers expect folded, lower-case words); memoized. */
export function stem(word: string, locale: SearchLocale): string {
  const cache = stemCache[locale]
  let stemmed = cache.get(word)
  if (stemmed === undefined) {
    stemmed = /^\p{N}+$/u.test(word) ? word : STEMMERS[locale](word)
    if (cache.size >= STEM_CACHE_SIZE) cache.clear()
    cache.set(word, stemmed)
  }
  return stemmed
}

/**
 * A German compound split into known words ('talkumpulver' → ['talkum', 'pulver']), each part a
 * word of the corpus vocabulary with at least MIN_PART_LENGTH letters; a left part may carry a
 * linking s/es/n/en/er. The right side may split again (three or more parts). Returns [] when the
 * word is not such a compound. The longest known left part wins. Queries use this strict split.
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
 * The parts of a German word the index knows it by (ADR 0013): the strict split
 * (every part a word of the corpus) or, for a noun whose parts are not all words of the corpus
 * on their own, the longest right part (the head) that
 * - is a noun of the corpus, after any modifier ('Sicherheits|datenblatt', 'Strahl|mühle':
 *   'Sicherheit' and 'Strahl' never stand alone; it may split again: 'daten|blatt'), or
 * - follows a modifier that is a noun or a verb's stem of the corpus ('Bahn|verladung', 'Prüf|zeugnis':
 *   'Verladung' and 'Zeugnis' never stand alone), and is not a derivational ending ('Anwend|ungen'
 *   is no compound); the modifier is a part too.
 * A head has at least MIN_LONE_PART_LENGTH letters, a modifier MIN_PART_LENGTH. So the last part
 * of a compound finds it as the first one does, and short words ('Tal', 'Ton') never match
 * inside other words. Returns [] for anything else.
 */
export function compoundParts(word: string, lexicon: Lexicon): string[] {
  const strict = splitCompound(word, lexicon.isKnown)
  if (strict.length > 0) return strict
  const { isKnown, isNoun, isStem } = lexicon
  if (!isNoun || word.length < MIN_PART_LENGTH + MIN_LONE_PART_LENGTH || !isNoun(word)) return []
  // Nouns first (a noun head, or a noun modifier, whichever leaves the longer head), then a
  // verb's stem as modifier ('Prüf|zeugnis'), a weaker sign: 'sich' (of 'sichern') must not cut
  // 'Sicherheitsdatenblatt' before its head 'Datenblatt'.
  const parts =
    headSplit(word, lexicon, (part) => isKnown(part) && isNoun(part), true) ??
    headSplit(word, lexicon, (part) => (isStem?.(part) ?? false) && !isNoun(part), false)
  if (!parts) return []
  // A part that is a word of the corpus is split again ('Datenblatt' → 'Daten', 'Blatt').
  return [...parts, ...parts.flatMap((part) => (isKnown(part) ? compoundParts(part, lexicon) : []))]
}

/**
 * The longest head of `word` with at least MIN_LONE_PART_LENGTH letters that is a noun of the
 * corpus (`nounHeads`) or follows a modifier `isModifier` accepts (with the modifier), or null.
 */
function headSplit(
  word: string,
  lexicon: Lexicon,
  isModifier: (part: string) => boolean,
  nounHeads: boolean,
): string[] | null {
  const isNoun = lexicon.isNoun ?? (() => false)
  const modifierAt = (cut: number) => {
    const head = word.slice(cut)
    if (head.length < MIN_LONE_PART_LENGTH || NOT_A_HEAD.test(head)) return null
    return knownLeft(word.slice(0, cut), isModifier)
  }
  const startsKnown = (text: string) =>
    startsWithWord(text, (part) => lexicon.isKnown(part) || isNoun(part))
  for (let cut = MIN_PART_LENGTH; cut <= word.length - MIN_LONE_PART_LENGTH; cut += 1) {
    if (nounHeads && isNoun(word.slice(cut))) return [word.slice(cut)]
    if (!modifierAt(cut)) continue
    // Where the modifier ends: a linking element or letters of a longer word may follow it
    // ('Kunde|nkonten' is 'Kunden|konten'). A head that begins with a word of the corpus
    // decides ('Werk|stoffaufgabe', not 'Werks|toffaufgabe'), else an -s- after an ending that
    // always takes one ('Qualitäts|kontrolle', 'Verfahrens|technik'), else the shortest.
    const options = [cut, cut + 1, cut + 2].flatMap((end) => {
      const modifier = modifierAt(end)
      const rest = word.slice(end)
      return modifier && !NOT_AN_ONSET.test(rest) ? [{ end, parts: [modifier, rest] }] : []
    })
    const chosen =
      options.find((option) => startsKnown(option.parts[1]!)) ??
      options.find(
        (option) => option.end === cut + 1 && word[cut] === 's' && TAKES_S.test(word.slice(0, cut)),
      ) ??
      options[0]
    if (chosen) return chosen.parts
  }
  return null
}

function startsWithWord(text: string, isKnown: (word: string) => boolean): boolean {
  for (let end = text.length; end >= MIN_PART_LENGTH; end -= 1) {
    if (isKnown(text.slice(0, end))) return true
  }
  return false
}

/**
 * The index terms of one folded word: its stem and, for a German compound, the stems of its
 * parts (those other than the stem itself). English words are not split.
 */
export function wordTerms(
  word: string,
  locale: SearchLocale,
  lexicon: Lexicon,
): { stem: string; parts: string[] } {
  const wordStem = stem(word, locale)
  if (locale !== GERMAN) return { stem: wordStem, parts: [] }
  const parts = new Set<string>()
  for (const part of compoundParts(word, lexicon)) parts.add(stem(part, locale))
  parts.delete(wordStem)
  return { stem: wordStem, parts: [...parts] }
}

/** The index terms of one folded word in one list: its stem, then its parts' stems. */
export function termsOfWord(word: string, locale: SearchLocale, lexicon: Lexicon): string[] {
  const terms = wordTerms(word, locale, lexicon)
  return [terms.stem, ...terms.parts]
}

/** The index terms of a whole text, in order (a word's compound parts follow its stem). */
export function termsOfText(text: string, locale: SearchLocale, lexicon: Lexicon): string[] {
  return words(text, locale).flatMap((word) => termsOfWord(word, locale, lexicon))
}

/**
 * One word of a query: the terms it is searched by, any of which may match: the whole word's
 * stem; (a German compound typed as one word) all of its parts together; its synonyms; the last
 * word of a query also as a prefix (the folded word as typed: 'Anwen' finds 'Anwendungen', 'Talk'
 * finds 'Talkum'); a misspelt word also as the words of the site it is nearest to.
 *
 * Several words that are one entry of a synonym group ('safety data sheet') are one QueryWord,
 * a phrase: `word` and `stem` hold its words with spaces between them (a single word never has
 * one), and its own words are its first synonym, so that the item must hold all of them.
 */
export type QueryWord = {
  word: string
  stem: string
  parts: string[]
  prefixes: string[]
  /** The other ways of saying it (SYNONYM_GROUPS): each a list of index terms that must all occur. */
  synonyms: string[][]
  /**
   * Typo tolerance: the stems of the words of the site this word is nearest to, when it finds
   * nothing as written ('powdr' → 'powder'). Empty as parsed; the engine fills it
   * (typoDistance says how near).
   */
  corrections: string[]
}

/** Whether a query word is a phrase (several words of a synonym group's entry). */
export const isPhrase = (word: Pick<QueryWord, 'word'>) => word.word.includes(' ')

/**
 * The typo tolerance of a query word: how many letters (insertions, deletions, substitutions)
 * a word of the site may differ from it by and still be taken for it, by the length of the word
 * as typed (folded): none up to 3 letters ('PP', 'PE', 'tal' are too short to guess at), 1 from
 * 4 to 7 ('powdr' → 'powder'), 2 from 8 on ('whitness' → 'whiteness', 'polypropelene' →
 * 'polypropylene'). Words, not stems, are compared: 'whitness' is stemmed to 'whit', one letter
 * from 'what'. Never for words with digits (grade names, d50, HTP 05: a digit off is another
 * grade) or phrases.
 */
export function typoDistance(word: Pick<QueryWord, 'word'>): number {
  if (isPhrase(word) || !/^\p{L}+$/u.test(word.word)) return 0
  return typosForLength([...word.word].length)
}

/** The rule of typoDistance: how many letters of a word of `length` letters may be wrong. */
export function typosForLength(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2
}

/**
 * The Levenshtein distance of two strings (insertions, deletions and substitutions of one
 * letter each, as typo tolerance counts them; a swapped pair is two), or `max + 1` as soon as it
 * is sure to exceed `max`: cheap for short strings and small limits.
 */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a]
  const y = [...b]
  if (Math.abs(x.length - y.length) > max) return max + 1
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i]
    let best = i
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      if (value < best) best = value
    }
    if (best > max) return max + 1
    previous = current
  }
  return Math.min(previous[y.length]!, max + 1)
}

/**
 * A language's synonym groups as index terms: for each entry (its stems joined by spaces), every
 * way of saying it, each as the list of stems that must all occur; and the most words an entry
 * has. Built on first use.
 */
type SynonymTable = { byEntry: Map<string, string[][]>; longest: number }
const synonymTables: Partial<Record<SearchLocale, SynonymTable>> = {}

function synonymTable(locale: SearchLocale): SynonymTable {
  let table = synonymTables[locale]
  if (table) return table
  table = { byEntry: new Map(), longest: 1 }
  for (const group of SYNONYM_GROUPS) {
    const entries = group[locale].map((entry) => words(entry, locale).map((w) => stem(w, locale)))
    for (const entry of entries) {
      if (entry.length === 0) continue
      table.longest = Math.max(table.longest, entry.length)
      const key = entry.join(' ')
      const known = table.byEntry.get(key) ?? []
      for (const other of entries) {
        if (!known.some((terms) => terms.join(' ') === other.join(' '))) known.push(other)
      }
      table.byEntry.set(key, known)
    }
  }
  synonymTables[locale] = table
  return table
}

/**
 * The synonyms of an entry (its stems), its own terms first, or null when it is no entry of a
 * synonym group in this language.
 */
export function synonymsOf(stems: readonly string[], locale: SearchLocale): string[][] | null {
  const key = stems.join(' ')
  const found = synonymTable(locale).byEntry.get(key)
  if (!found) return null
  return [[...stems], ...found.filter((terms) => terms.join(' ') !== key)]
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
  const stems = list.map((word) => stem(word, locale))
  const { longest } = synonymTable(locale)
  const parsed: QueryWord[] = []
  for (let index = 0; index < list.length; index += 1) {
    // Several words that are one entry of a synonym group, the longest first ('material safety
    // data sheet' before 'safety data sheet' before 'data sheet'): one phrase.
    const phrase = phraseAt(stems, index, Math.min(longest, list.length - index), locale)
    if (phrase) {
      parsed.push({
        word: list.slice(index, index + phrase.size).join(' '),
        stem: phrase.synonyms[0]!.join(' '),
        parts: [],
        prefixes: [],
        synonyms: phrase.synonyms,
        corrections: [],
      })
      index += phrase.size - 1
      continue
    }
    const word = list[index]!
    const wordStem = stems[index]!
    const parts =
      locale === GERMAN ? splitCompound(word, isKnown).map((part) => stem(part, locale)) : []
    const last = index === list.length - 1
    parsed.push({
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
      synonyms: synonymsOf([wordStem], locale)?.slice(1) ?? [],
      corrections: [],
    })
  }
  return parsed
}

/** The longest entry of a synonym group of two or more words that starts at `index`, or null. */
function phraseAt(stems: readonly string[], index: number, longest: number, locale: SearchLocale) {
  for (let size = longest; size > 1; size -= 1) {
    const synonyms = synonymsOf(stems.slice(index, index + size), locale)
    if (synonyms) return { size, synonyms }
  }
  return null
}

/**
 * Whether an index term is one a query word stands for: exactly, as a part, as the last word's
 * prefix, as one of its corrections or synonyms, or as a term of one of its synonyms of several
 * words, when the text holds every term of that synonym (`holds`: whether the text, or the
 * part of it asked about, holds a term; by default any term of such a synonym counts).
 */
export function termMatchesWord(
  term: string,
  word: QueryWord,
  holds: (term: string) => boolean = () => true,
): boolean {
  return (
    term === word.stem ||
    word.parts.includes(term) ||
    word.prefixes.some((prefix) => term.startsWith(prefix)) ||
    word.corrections.includes(term) ||
    word.synonyms.some(
      (terms) => terms.includes(term) && (terms.length === 1 || terms.every(holds)),
    )
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
  termsOf: (word: string) => string[] = (word) => termsOfWord(word, locale, { isKnown }),
): SnippetSegment[] {
  const source = text.replace(/\s+/g, ' ').trim()
  if (!source) return []
  const tokens = [...source.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((found) => ({
    start: found.index,
    end: found.index + found[0].length,
    terms: words(found[0], locale).flatMap(termsOf),
  }))
  // A synonym of several words is marked only where the text holds all of them ('technical
  // data sheet' for 'TDS', not every 'data').
  const present = new Set(tokens.flatMap((token) => token.terms))
  const holds = (term: string) => present.has(term)
  const hits: Array<[number, number]> = []
  for (const { start, end, terms } of tokens) {
    if (terms.some((term) => query.some((word) => termMatchesWord(term, word, holds)))) {
      hits.push([start, end])
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
