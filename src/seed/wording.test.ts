import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import type { DemoProductMarket } from './demo-content-types'
import { loadDemoContent, loadDemoGrades, loadDemoShell } from './fixtures'

/**
 * Issue 37, item 7: the words the visitor reads agree with each other, in the messages and the
 * demo content: a page is called by one name wherever it is linked, German phrases decline.
 */
const LOCALES = ['en', 'de'] as const
const MESSAGES = { en, de }

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)

const flatten = (tree: unknown, prefix = ''): [string, string][] =>
  typeof tree === 'string'
    ? [[prefix, tree]]
    : Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      )

const allMarkets = (nodes: DemoProductMarket[]): DemoProductMarket[] =>
  nodes.flatMap((node) => [node, ...allMarkets(node.children ?? [])])

describe('wording (issue 37)', () => {
  it('calls the terms page by its title in every consent link, the footer and the cookie banner', async () => {
    const { pages } = await loadDemoContent()
    const terms = pages.find((page) => page.path === '/terms-conditions')!
    for (const locale of LOCALES) {
      const m = MESSAGES[locale]
      const title = terms.title[locale].toLowerCase()
      // Registration, the enquiry forms (the job application is one), footer, cookie banner.
      const links: [string, string][] = [
        ['account.register.termsLink', m.account.register.termsLink],
        ['enquiry.termsLink', m.enquiry.termsLink],
        ['shell.terms', m.shell.terms],
        ['shell.privacyPolicy', m.shell.privacyPolicy],
      ]
      for (const [name, text] of links) expect(text.toLowerCase(), `${locale} ${name}`).toBe(title)
    }
    // Nowhere in the German texts the 'Geschäftsbedingungen' of a page no longer called so.
    const german = flatten(de).filter(([, text]) => /Geschäftsbedingungen/.test(text))
    expect(german).toEqual([])
    const { cookieText } = await loadDemoShell()
    expect(JSON.stringify(cookieText)).not.toMatch(/Geschäftsbedingungen|privacy policy/i)
  })

  it('heads the news page and names the download page as the menu does (and so the breadcrumb)', async () => {
    const [{ pages }, { navigation }] = await Promise.all([loadDemoContent(), loadDemoShell()])
    for (const path of ['/news-events', '/download']) {
      const page = pages.find((p) => p.path === path)!
      const item = navigation.items.find((i) => i.href === path)!
      const hero = page.blocks.find((block) => block.blockType === 'hero')
      if (path === '/news-events') expect(hero?.blockType).toBe('hero')
      for (const locale of LOCALES) {
        expect(page.title[locale], `${locale} ${path}`).toBe(item.label[locale])
        if (path === '/news-events' && hero?.blockType === 'hero')
          // The hero's heading stands beside the title: not a second name for the page.
          expect(hero.heading[locale], `${locale} ${path} hero`).toBe(item.label[locale])
      }
    }
  })

  it("puts each market's name into the German 'documents for' phrase without a case it lacks", async () => {
    const { productMarkets } = await loadDemoContent()
    const template = de.content.marketDocuments
    for (const market of allMarkets(productMarkets)) {
      const name = market.title.de
      const phrase = fill(template, { market: name })
      // A market's name is a nominative ('Automobilkunststoffe', 'Elektrisch leitfähig'): after
      // a preposition it would have to decline ('zu Automobilkunststoffen'); as the apposition of
      // a noun ('für den Markt Automobilkunststoffe') it keeps its form.
      expect(phrase, name).not.toMatch(
        new RegExp(
          `\\b(zu|zum|zur|von|vom|mit|aus|bei|beim|nach|seit|für|über)\\s+${name}\\b`,
          'i',
        ),
      )
      expect(phrase, name).toMatch(new RegExp(`\\b(Markt|Marktes)\\s+„?${name}“?$`))
      expect(fill(en.content.marketDocuments, { market: market.title.en })).toBe(
        `Documents for ${market.title.en}`,
      )
    }
  })

  it("calls the mineral 'Talkum' in the German grade texts, as the rest of the site does", async () => {
    const grades = await loadDemoGrades()
    expect(grades.length).toBeGreaterThan(0)
    for (const grade of grades)
      expect(grade.description.de, grade.slug).not.toMatch(/(^|[\s\-–(„'])Talk(\b|$)/)
  })
})
