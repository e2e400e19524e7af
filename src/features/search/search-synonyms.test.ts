import { describe, expect, it } from 'vitest'

import { SYNONYM_GROUPS } from './search-synonyms'
import {
  editDistance,
  parseQuery,
  type SearchLocale,
  stem,
  synonymsOf,
  termMatchesWord,
  typoDistance,
  typosForLength,
  words,
} from './search-text'

const nothingKnown = () => false
const stems = (text: string, locale: SearchLocale) =>
  words(text, locale).map((w) => stem(w, locale))

describe('edit distance (typo tolerance)', () => {
  it('counts insertions, deletions and substitutions, one each', () => {
    expect(editDistance('powder', 'powder', 2)).toBe(0)
    expect(editDistance('powdr', 'powder', 2)).toBe(1)
    expect(editDistance('whit', 'white', 2)).toBe(1)
    expect(editDistance('polypropelen', 'polypropylen', 2)).toBe(1)
    expect(editDistance('talc', 'talk', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
    // A swapped pair is two, as MiniSearch's fuzzy search counts it.
    expect(editDistance('wihte', 'white', 2)).toBe(2)
    expect(editDistance('', 'abc', 3)).toBe(3)
  })

  it('stops at the limit: anything beyond it is limit + 1', () => {
    expect(editDistance('talc', 'talkum', 1)).toBe(2)
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3)
    expect(editDistance('abcdefgh', 'hgfedcba', 2)).toBe(3)
  })

  it('counts letters, not UTF-16 units', () => {
    expect(editDistance('μm', 'um', 1)).toBe(1)
  })
})

describe('typo distance by word length', () => {
  it('allows none up to 3 letters, 1 from 4 to 7, 2 from 8 on', () => {
    expect([1, 2, 3, 4, 7, 8, 12].map(typosForLength)).toEqual([0, 0, 0, 1, 1, 2, 2])
  })

  it('measures the word as typed, and never for digits or phrases', () => {
    // 'whitness' has the stem 'whit', one letter from 'what': the words are compared.
    const [whitness] = parseQuery('whitness', 'en', nothingKnown)
    expect(whitness!.stem).toBe('whit')
    expect(typoDistance(whitness!)).toBe(2)
    expect(typoDistance(parseQuery('powdr', 'en', nothingKnown)[0]!)).toBe(1)
    expect(typoDistance(parseQuery('Weißgrad', 'de', nothingKnown)[0]!)).toBe(2)
    for (const query of ['PP', 'tal', 'd50', 'htp05', '2026'])
      expect(typoDistance(parseQuery(query, 'en', nothingKnown)[0]!), query).toBe(0)
    const [phrase] = parseQuery('technical data sheet', 'en', nothingKnown)
    expect(typoDistance(phrase!)).toBe(0)
  })

  it('matches the terms of its corrections once the word is corrected', () => {
    const [powdr] = parseQuery('powdr', 'en', nothingKnown)
    expect(powdr!.corrections).toEqual([])
    expect(termMatchesWord('powder', powdr!)).toBe(false)
    expect(termMatchesWord('powder', { ...powdr!, corrections: ['powder'] })).toBe(true)
    expect(termMatchesWord('power', { ...powdr!, corrections: ['powder'] })).toBe(false)
  })
})

describe('synonyms', () => {
  it('are declared so that every entry has words and no entry is in two groups', () => {
    for (const group of SYNONYM_GROUPS)
      expect(Math.max(group.en.length, group.de.length), JSON.stringify(group)).toBeGreaterThan(1)
    for (const locale of ['en', 'de'] as const) {
      const seen = new Map<string, number>()
      SYNONYM_GROUPS.forEach((group, index) => {
        expect(group[locale].length, JSON.stringify(group)).not.toBe(1)
        for (const entry of group[locale]) {
          const key = stems(entry, locale).join(' ')
          expect(key, entry).not.toBe('')
          expect(seen.get(key) ?? index, `${locale} ${entry}`).toBe(index)
          seen.set(key, index)
        }
      })
    }
  })

  it('give the other ways of saying an entry, its own terms first', () => {
    // The terms are stems, as the index holds them ('TDS' is stemmed to 'td').
    const tds = synonymsOf(stems('TDS', 'en'), 'en')!
    expect(tds[0]).toEqual(stems('TDS', 'en'))
    expect(tds).toContainEqual(stems('technical data sheet', 'en'))
    // 'data sheet' is broader (safety data sheets too): not a synonym of 'TDS'.
    expect(tds).not.toContainEqual(stems('data sheet', 'en'))
    expect(synonymsOf(stems('datasheet', 'en'), 'en')).toContainEqual(stems('data sheet', 'en'))
    expect(synonymsOf(stems('Sicherheitsdatenblatt', 'de'), 'de')).toContainEqual(
      stems('SDB', 'de'),
    )
    expect(synonymsOf(['talc'], 'en')).toContainEqual(stems('talcum', 'en'))
    expect(synonymsOf(stems('Talkum', 'de'), 'de')).toContainEqual([stem('talk', 'de')])
    expect(synonymsOf(['paper'], 'en')).toBeNull()
  })

  it('stay in their language: a German word is no synonym on the English site', () => {
    expect(synonymsOf(['talk'], 'en')).toBeNull()
    expect(synonymsOf(stems('Sicherheitsdatenblatt', 'en'), 'en')).toBeNull()
    expect(synonymsOf(['talc'], 'de')).toBeNull()
  })

  it('makes several words of one entry one phrase, the longest entry first', () => {
    const query = parseQuery('material safety data sheets HTP', 'en', nothingKnown)
    expect(query.map((w) => w.word)).toEqual(['material safety data sheets', 'htp'])
    expect(query[0]!.synonyms[0]).toEqual(stems('material safety data sheet', 'en'))
    expect(query[0]!.synonyms).toContainEqual(stems('SDS', 'en'))
    expect(parseQuery('safety data sheet', 'en', nothingKnown).map((w) => w.word)).toEqual([
      'safety data sheet',
    ])
    expect(parseQuery('data sheet', 'en', nothingKnown)[0]!.synonyms).toContainEqual(
      stems('datasheet', 'en'),
    )
    // German: inflected and folded ('Korngröße' → 'korngrosse').
    const [median] = parseQuery('Mittlere Korngrößen', 'de', nothingKnown)
    expect(median!.word).toBe('mittlere korngrossen')
    expect(median!.synonyms).toContainEqual(stems('d50', 'de'))
  })

  it('marks the terms of every synonym as the word’s', () => {
    const [tds] = parseQuery('TDS', 'en', nothingKnown)
    for (const term of stems('TDS technical data sheet', 'en'))
      expect(termMatchesWord(term, tds!), term).toBe(true)
    expect(termMatchesWord('safeti', tds!)).toBe(false)
    const [pp] = parseQuery('PP', 'de', nothingKnown)
    expect(termMatchesWord(stem('polypropylen', 'de'), pp!)).toBe(true)
    // A word with no synonyms is as before.
    expect(parseQuery('Hamburg', 'en', nothingKnown)[0]!.synonyms).toEqual([])
  })
})
