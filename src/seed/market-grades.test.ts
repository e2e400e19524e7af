import { describe, expect, it } from 'vitest'

import type { DemoProductMarket } from './demo-content-types'
import { loadDemoContent, loadDemoGrades } from './fixtures'

/**
 * A product-market page's grades have one source: the grades that name the market (or a market
 * below it) among their markets. The page lists them as cards, each with its note for the
 * market; the market's own text leaves the list to the cards, so that the two can never tell
 * two stories (four grades in the text, five cards). The products page's count of grades is the
 * number of published grades.
 */

/** A grade's name: "EuroTalc P 12", "EuroTalc P 45 S" (as demo-consistency.test.ts reads it). */
const GRADE_NAME = /EuroTalc \p{Lu}{1,4} \d+(?: \p{Lu}(?![\p{L}\d]))?/gu

type Market = { slug: string; texts: string[]; below: string[] }

/** Every market of the tree with the texts of its blocks and the slugs at and below it. */
function markets(nodes: readonly DemoProductMarket[]): Market[] {
  return nodes.flatMap((node) => {
    const children = markets(node.children ?? [])
    const texts = node.blocks.flatMap((block) =>
      'content' in block && typeof block.content === 'object' && block.content
        ? Object.values(block.content as Record<string, string>)
        : [],
    )
    const below = [node.slug, ...children.flatMap((child) => child.below)]
    return [{ slug: node.slug, texts, below }, ...children]
  })
}

describe('the grades of a product-market page', () => {
  it('are listed by the cards alone: no market text lists grades of its own', async () => {
    const { productMarkets } = await loadDemoContent()
    const lists: string[] = []
    for (const market of markets(productMarkets))
      for (const text of market.texts)
        for (const line of text.split('\n'))
          if (/^\s*- .*EuroTalc/.test(line)) lists.push(`${market.slug}: ${line.trim()}`)
    expect(lists).toEqual([])
  })

  it('named in a market text are among the grades its cards show', async () => {
    const [{ productMarkets }, grades] = await Promise.all([loadDemoContent(), loadDemoGrades()])
    const wrong: string[] = []
    for (const market of markets(productMarkets)) {
      const shown = new Set(
        grades.filter((g) => g.markets.some((m) => market.below.includes(m))).map((g) => g.name),
      )
      for (const text of market.texts)
        for (const [name] of text.matchAll(GRADE_NAME))
          if (!shown.has(name)) wrong.push(`${market.slug}: ${name}`)
    }
    expect([...new Set(wrong)]).toEqual([])
  })

  it('each have a note for every market they serve, which the card shows', async () => {
    const missing: string[] = []
    for (const grade of await loadDemoGrades())
      for (const market of grade.markets)
        if (!grade.applications?.some((row) => row.market === market))
          missing.push(`${grade.name}: ${market}`)
    expect(missing).toEqual([])
  })
})

describe('the products page', () => {
  it('gives the number of published grades, in both languages', async () => {
    const [{ pages }, grades] = await Promise.all([loadDemoContent(), loadDemoGrades()])
    const page = pages.find((p) => p.path === '/our-products')!
    const texts = JSON.stringify(page.blocks)
    const en = [...texts.matchAll(/(?:(more than|about|over) )?(\d+) talc grades/gi)]
    const de = [...texts.matchAll(/(?:(mehr als|rund|über) )?(\d+) Talkumsorten/gi)]
    expect(en.length).toBeGreaterThan(0)
    expect(de.length).toBeGreaterThan(0)
    for (const [said, vague, count] of [...en, ...de]) {
      expect(vague, said).toBeUndefined()
      expect(Number(count), said).toBe(grades.length)
    }
  })
})

describe('every page', () => {
  it('counts the grades as the finder does, where it counts them', async () => {
    const [{ pages }, grades] = await Promise.all([loadDemoContent(), loadDemoGrades()])
    const said = pages.flatMap((page) => [
      ...JSON.stringify(page.blocks).matchAll(
        /(?:(more than|about|over|mehr als|rund|über) )?(\d+) (?:talc )?(?:grades|Sorten|Talkumsorten)\b/gi,
      ),
    ])
    // The products page and the company profile at least.
    expect(said.length).toBeGreaterThan(2)
    for (const [text, vague, count] of said) {
      expect(vague, text).toBeUndefined()
      expect(Number(count), text).toBe(grades.length)
    }
  })
})
