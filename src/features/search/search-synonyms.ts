/**
 * The trade's words that mean the same thing, for the site search (ADR 0013): the one place
 * they are declared. Each group is one thing, with the ways of saying it on the English site
 * (`en`) and on the German site (`de`); an abbreviation the trade uses in both languages is in
 * both lists. A query that says one of them in the language searched finds the items that say
 * any of the others in that language ('TDS' finds 'technical data sheet', 'Datenblatt' finds
 * 'Technisches Datenblatt'). A German word on the English site (or the reverse) is not looked up
 * here: false friends ('talk') would find the wrong items; the search page offers the other
 * language's results instead.
 *
 * A group may have no entries in one language (nothing to join there).
 *
 * An entry is matched as the search matches words: case, accents and ß folded, inflections
 * stemmed ('safety data sheets', 'Datenblätter'); one of several words matches those words in
 * that order. A German compound is one entry of its own ('Sicherheitsdatenblatt').
 */
export type SynonymGroup = { en: readonly string[]; de: readonly string[] }

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  {
    en: ['SDS', 'MSDS', 'safety data sheet', 'material safety data sheet'],
    de: ['Sicherheitsdatenblatt', 'SDB', 'SDS', 'MSDS'],
  },
  {
    en: ['TDS', 'technical data sheet', 'product data sheet'],
    de: ['TDS', 'Technisches Datenblatt', 'Produktdatenblatt'],
  },
  // Broader than 'TDS': a data sheet may be a safety data sheet too ('Datenblatt' finds both by
  // the compounds' parts already).
  { en: ['datasheet', 'data sheet'], de: [] },
  {
    en: ['CoA', 'certificate of analysis'],
    de: ['Analysenzertifikat', 'Analysezertifikat', 'CoA'],
  },
  {
    en: ['d50', 'median particle size'],
    de: ['d50', 'mittlere Korngröße', 'mittlere Teilchengröße', 'mittlere Partikelgröße'],
  },
  { en: ['d98', 'top cut'], de: ['d98', 'Oberkorn', 'Top Cut'] },
  { en: ['PP', 'polypropylene'], de: ['PP', 'Polypropylen'] },
  { en: ['PE', 'polyethylene'], de: ['PE', 'Polyethylen'] },
  { en: ['whiteness', 'brightness'], de: ['Weißgrad', 'Helligkeit'] },
  { en: ['talc', 'talcum'], de: ['Talk', 'Talkum'] },
]
