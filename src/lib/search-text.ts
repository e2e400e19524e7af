import { stemmer as stemEnglish } from '@orama/stemmers/english'
import { stemmer as stemGerman } from '@orama/stemmers/german'

/**
 * The text processing of site search (docs/decisions/0013-site-search.md), one module for
 * indexing and querying alike, so that a word is always turned into the same terms on both sides.
 */

export type SearchLocale = 'en' | 'de'

/** Compound parts and the vocabulary they are checked against have at least this many letters. */
export const MIN_PART_LENGTH = 4
/**
 * A part found beside a part that is not a word of the corpus (a head after an unknown
 * modifier, a new head after a known modifier) has at least this many letters: shorter endings
 * of German words are too often words of their own ('Divid-ende', 'Metall-e').
 */
export const MIN_LONE_PART_LENGTH = 5
/** Linking elements between the parts of a German compound (Sicherheit-s-datenblatt). */
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
 * The parts of a German word the index knows it by (ADR 0013, issue 37): the strict split
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
  if (locale !== 'de') return { stem: wordStem, parts: [] }
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
  termsOf: (word: string) => string[] = (word) => termsOfWord(word, locale, { isKnown }),
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
