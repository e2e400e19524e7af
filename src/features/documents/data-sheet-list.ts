import type { DownloadFilters } from './download-query'

/**
 * The grades' technical data sheets in the product literature of the download area. They are no
 * uploaded documents: each is generated from its grade's data, in English or German
 * (src/features/grades/data-sheet.ts), so the list comes from the grades and the search
 * and filters apply to it here. Pure, shared by the server that loads it and the island.
 */

/** A grade's technical data sheet as the product literature lists it. */
export type DataSheetEntry = {
  slug: string
  name: string
  description: string | null
  /** The grade's page, in the list's language. */
  gradeHref: string
  /** The market filter's options (sections and markets) that find this sheet. */
  markets: number[]
}

/** The words of a search, as the document search takes them: each must appear somewhere. */
function wordsOf(query: string): string[] {
  return query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
}

/**
 * The sheets the filters find: every word of the search in the sheet's title (`title` names it,
 * e.g. "Technical data sheet: EuroTalc P 12") or the grade's description, of the chosen market
 * when one is chosen. The language filter does not narrow the list: every sheet exists in both
 * languages, and the chosen one is the language it is downloaded in.
 */
export function dataSheetsMatching(
  entries: readonly DataSheetEntry[],
  filters: Pick<DownloadFilters, 'query' | 'market'>,
  title: (entry: DataSheetEntry) => string,
): DataSheetEntry[] {
  const words = wordsOf(filters.query)
  const market = filters.market ? Number(filters.market) : null
  return entries.filter((entry) => {
    if (market !== null && !entry.markets.includes(market)) return false
    const text = `${title(entry)} ${entry.name} ${entry.description ?? ''}`.toLocaleLowerCase()
    return words.every((word) => text.includes(word))
  })
}
