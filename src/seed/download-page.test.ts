import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import { DOCUMENT_CATEGORIES } from '@/features/documents/documents'

import { loadDemoContent } from './fixtures'

/**
 * The demo's download page: on a phone (360 × 740) the first document is on the first screen, so
 * the page opens with the download area itself, under the page's title (the h1 ContentPage
 * gives a page that does not open with a hero). The words about the documents follow the area,
 * and name the categories as its tabs do.
 */
const LOCALES = ['en', 'de'] as const
const MESSAGES = { en, de }

const OPENING = {
  en: 'All documents for our talc grades in one place, always in their current version. They are grouped in four categories:',
  de: 'Alle Dokumente zu unseren Talkumsorten an einem Ort, stets in der aktuellen Fassung. Sie sind in vier Kategorien gegliedert:',
}

describe('the download page', () => {
  it('opens with the download area, with no hero above it, and its words after it', async () => {
    const { pages } = await loadDemoContent()
    const page = pages.find((p) => p.path === '/download')!
    expect(page.blocks.map((block) => block.blockType)).toEqual(['feature', 'richText'])
    const [area, words] = page.blocks
    expect(area).toMatchObject({ blockType: 'feature', kind: 'download' })
    for (const locale of LOCALES) {
      const content = words?.blockType === 'richText' ? words.content[locale] : ''
      expect(content.startsWith(`${OPENING[locale]}\n\n`), locale).toBe(true)
    }
  })

  it('names the four categories as the tabs of the download area call them', async () => {
    const { pages } = await loadDemoContent()
    const words = pages.find((p) => p.path === '/download')!.blocks[1]
    for (const locale of LOCALES) {
      const content = words?.blockType === 'richText' ? words.content[locale] : ''
      const named = [...content.matchAll(/^- \*\*(.+?)\*\*/gm)].map((match) => match[1])
      expect(named, locale).toEqual(
        DOCUMENT_CATEGORIES.map((category) => MESSAGES[locale].download.categories[category]),
      )
    }
  })
})
