import { describe, expect, it } from 'vitest'

import {
  compoundParts,
  foldText,
  type Lexicon,
  parseQuery,
  snippet,
  splitCompound,
  stem,
  termMatchesWord,
  termsOfText,
  words,
} from './search-text'

const vocabulary = new Set([
  'talkum',
  'pulver',
  'talkumpulver',
  'sicherheit',
  'daten',
  'blatt',
  'kunst',
  'stoff',
  'papier',
  'anwendung',
])
const isKnown = (word: string) => vocabulary.has(word)
const nothingKnown = () => false

describe('folding', () => {
  it('lower-cases and strips diacritics in both languages', () => {
    expect(foldText('Lösung ÄRGER Café', 'en')).toBe('losung arger cafe')
    expect(foldText('Lösung', 'de')).toBe('losung')
  })

  it('meets Lösung, Losung and Loesung in German, and folds ß', () => {
    const folded = ['Lösung', 'Losung', 'Loesung', 'LOESUNG'].map((w) => foldText(w, 'de'))
    expect(new Set(folded)).toEqual(new Set(['losung']))
    expect(foldText('Maße', 'de')).toBe('masse')
    expect(foldText('Straße', 'en')).toBe('strasse')
  })

  it('keeps the ending e after a vowel, so inflections still meet their word', () => {
    const stems = (list: string[]) => new Set(list.map((w) => stem(foldText(w, 'de'), 'de')))
    expect(stems(['Frau', 'Frauen']).size).toBe(1)
    expect(stems(['Mauer', 'Mauern']).size).toBe(1)
    expect(stems(['neuen', 'neu']).size).toBe(1)
    expect(stems(['neuen', 'neun']).size).toBe(2)
    expect(stems(['Mühle', 'Muehle', 'Muhle']).size).toBe(1)
    expect(stems(['Häuser', 'Haeuser']).size).toBe(1)
  })

  it('leaves English ae/oe/ue alone', () => {
    expect(foldText('Aerosol queue', 'en')).toBe('aerosol queue')
    expect(foldText('Aerosol', 'de')).toBe('arosol')
  })

  it('splits words on anything but letters and digits, ligatures decomposed', () => {
    expect(words('HTP-05, talc/paper; ﬁne 20µm', 'en')).toEqual([
      'htp',
      '05',
      'talc',
      'paper',
      'fine',
      '20μm',
    ])
  })
})

describe('stemming', () => {
  it('stems German inflections to one stem', () => {
    expect(stem('anwendungen', 'de')).toBe(stem('anwendung', 'de'))
    expect(stem('kunststoffe', 'de')).toBe(stem('kunststoff', 'de'))
    expect(stem(foldText('Keramiken', 'de'), 'de')).toBe(stem('keramik', 'de'))
  })

  it('stems English inflections to one stem', () => {
    expect(stem('papers', 'en')).toBe(stem('paper', 'en'))
    expect(stem('applications', 'en')).toBe(stem('application', 'en'))
    expect(stem('plastics', 'en')).toBe('plastic')
  })

  it('does not stem numbers and keeps different words apart', () => {
    expect(stem('2026', 'de')).toBe('2026')
    expect(stem('paper', 'en')).not.toBe(stem('pepper', 'en'))
  })
})

describe('compound splitting', () => {
  it('splits a compound into known words of at least four letters', () => {
    expect(splitCompound('talkumpulver', isKnown)).toEqual(['talkum', 'pulver'])
    expect(splitCompound('kunststoff', isKnown)).toEqual(['kunst', 'stoff'])
  })

  it('takes linking s/es/n/en and splits three parts', () => {
    expect(splitCompound('sicherheitsdatenblatt', isKnown)).toEqual([
      'sicherheit',
      'daten',
      'blatt',
    ])
  })

  it('leaves words alone whose parts are unknown or too short', () => {
    expect(splitCompound('talkumpulver', nothingKnown)).toEqual([])
    expect(splitCompound('anwendung', isKnown)).toEqual([])
    expect(splitCompound('papierrolle', isKnown)).toEqual([])
  })

  it('indexes a German compound by its stem and the stems of its parts, English not', () => {
    expect(termsOfText('Talkumpulver', 'de', { isKnown })).toEqual([
      stem('talkumpulver', 'de'),
      stem('talkum', 'de'),
      stem('pulver', 'de'),
    ])
    expect(termsOfText('Talkumpulver', 'en', { isKnown })).toEqual([stem('talkumpulver', 'en')])
  })
})

/**
 * A lexicon shaped like the demo site's German corpus: 'Datenblatt', 'Mühle', 'Bahn',
 * 'Eisen' and 'Metall' stand alone as nouns, 'prüfen' is a verb; 'Sicherheit', 'Strahl',
 * 'Verladung' and 'Zeugnis' appear only inside compounds.
 */
function demoLexicon(): Lexicon {
  const nouns = ['datenblatt', 'daten', 'muhle', 'muhlen', 'bahn', 'eisen', 'metall', 'talkum']
  const others = ['prufen', 'nachweisen', 'unter', 'sich', 'sicher']
  const known = new Set([...nouns, ...others])
  const nounStems = new Set(nouns.map((w) => stem(w, 'de')))
  const compounds = [
    'sicherheitsdatenblatt',
    'strahlmuhle',
    'strahlmuhlen',
    'bahnverladung',
    'prufzeugnis',
    'prufzeugnisse',
    'anwendungen',
    'metalloxid',
    'kristallwasser',
  ]
  const verbStems = new Set(['prufen', 'nachweisen'].map((w) => stem(w, 'de')))
  return {
    isKnown: (word) => known.has(word) || compounds.includes(word),
    isNoun: (word) => nounStems.has(stem(word, 'de')) || compounds.includes(word),
    isStem: (part) => verbStems.has(part),
  }
}

describe('compounds found by their last part', () => {
  const lexicon = demoLexicon()
  const partStems = (word: string) => compoundParts(word, lexicon).map((p) => stem(p, 'de'))

  it('finds a known head after a modifier that never stands alone', () => {
    expect(compoundParts('sicherheitsdatenblatt', lexicon)).toEqual([
      'datenblatt',
      'daten',
      'blatt',
    ])
    expect(compoundParts('strahlmuhle', lexicon)).toEqual(['muhle'])
    expect(partStems('strahlmuhlen')).toContain(stem('muhle', 'de'))
  })

  it('finds a new head after a known modifier, a noun or a verb stem', () => {
    expect(compoundParts('bahnverladung', lexicon)).toEqual(['bahn', 'verladung'])
    expect(compoundParts('prufzeugnis', lexicon)).toEqual(['pruf', 'zeugnis'])
    expect(partStems('prufzeugnisse')).toContain(stem('zeugnis', 'de'))
  })

  it('indexes the head of a compound beside the whole word, so the query needs no change', () => {
    const terms = termsOfText('Sicherheitsdatenblatt Prüfzeugnisse', 'de', lexicon)
    for (const query of ['Datenblatt', 'Zeugnis', 'Sicherheitsdatenblatt']) {
      const [word] = parseQuery(query, 'de', lexicon.isKnown)
      expect(
        terms.some((term) => termMatchesWord(term, { ...word!, prefixes: [] })),
        query,
      ).toBe(true)
    }
  })

  it('keeps precision: no part under five letters beside an unknown one, no verbs, no endings', () => {
    // 'Tal' and 'Ton' are never parts (too short); a new head of four letters is too short
    // ('Metall|oxid' stays whole: 'Oxid' is no word of this corpus).
    expect(compoundParts('metalloxid', lexicon)).toEqual([])
    for (const word of ['metalloxid', 'kristallwasser', 'bahnverladung', 'strahlmuhle']) {
      const parts = compoundParts(word, lexicon)
      expect(parts.every((part) => part.length >= 4)).toBe(true)
      expect(parts).not.toContain('tal')
      expect(parts).not.toContain('ton')
    }
    // A verb ending in a noun is no compound ('nachweisen' is not about 'Eisen').
    expect(compoundParts('nachweisen', lexicon)).toEqual([])
    // A derivational ending is no head ('Anwend|ungen').
    expect(compoundParts('anwendungen', { ...lexicon, isStem: (p) => p === 'anwend' })).toEqual([])
    // English words are never split.
    expect(termsOfText('Strahlmuhle', 'en', lexicon)).toEqual([stem('strahlmuhle', 'en')])
  })

  it('marks the compound in a snippet when its part is searched', () => {
    const query = parseQuery('Zeugnis', 'de', lexicon.isKnown)
    const segments = snippet(
      'Jede Lieferung hat ein Prüfzeugnis.',
      'de',
      query,
      lexicon.isKnown,
      200,
      (w) => termsOfText(w, 'de', lexicon),
    )
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Prüfzeugnis'])
  })
})

describe('queries and snippets', () => {
  it('makes the last word a prefix and only the last', () => {
    const query = parseQuery('Talkum Anwen', 'de', isKnown)
    expect(query.map((w) => w.prefixes.length > 0)).toEqual([false, true])
    expect(termMatchesWord(stem('anwendung', 'de'), query[1]!)).toBe(true)
    expect(termMatchesWord(stem('anwendung', 'de'), query[0]!)).toBe(false)
    // A last word that is already a word of the corpus completes too ('Talk' → 'Talkum'),
    // from four letters on.
    expect(parseQuery('Talkum Papier', 'de', isKnown)[1]!.prefixes).toEqual(['papier'])
    expect(parseQuery('Talk', 'de', (w) => w === 'talk')[0]!.prefixes).toEqual(['talk'])
    expect(termMatchesWord(stem('talkum', 'de'), parseQuery('Talk', 'de', () => true)[0]!)).toBe(
      true,
    )
    expect(parseQuery('paper art', 'en', (w) => w === 'art')[1]!.prefixes).toEqual([])
    // Nor is a word of one or two letters (it would match most of the index).
    expect(parseQuery('talc po', 'en', isKnown)[1]!.prefixes).toEqual([])
    expect(parseQuery('talc pow', 'en', isKnown)[1]!.prefixes).toEqual(['pow'])
  })

  it('marks the found words in a window around the first match, as plain text', () => {
    const text = `${'Einleitung ohne Treffer. '.repeat(12)}Unser <b>Talkumpulver</b> für Kunststoffe hilft.`
    const query = parseQuery('pulver', 'de', isKnown)
    const segments = snippet(text, 'de', query, isKnown, 80)
    expect(segments[0]?.match).toBe(false)
    expect(segments[0]?.text.startsWith('… ')).toBe(true)
    expect(segments[0]?.text).not.toContain('Einleitung')
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Talkumpulver'])
    const joined = segments.map((s) => s.text).join('')
    expect(joined).toContain('<b>Talkumpulver</b>')
    expect(joined.length).toBeLessThanOrEqual(90)
  })

  it('marks umlaut spellings the query folds to', () => {
    const query = parseQuery('Loesung', 'de', isKnown)
    const segments = snippet('Eine Lösung für Papier.', 'de', query, isKnown)
    expect(segments).toEqual([
      { text: 'Eine ', match: false },
      { text: 'Lösung', match: true },
      { text: ' für Papier.', match: false },
    ])
  })
})
