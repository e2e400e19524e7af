import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import type { DemoProductMarket } from './demo-content-types'
import { DEFAULT_FIXTURES_DIR, loadDemoContent, loadDemoGrades, loadDemoShell } from './fixtures'

/**
 * The words the visitor reads agree with each other, in the messages and the
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

describe('wording', () => {
  it('calls the terms page by its title in every consent link, the footer and the cookie banner', async () => {
    const { pages } = await loadDemoContent()
    const terms = pages.find((page) => page.path === '/terms-conditions')!
    for (const locale of LOCALES) {
      const m = MESSAGES[locale]
      const title = terms.title[locale].toLowerCase()
      // The consent of registration and the enquiry forms (the job application is one), footer,
      // cookie banner.
      const links: [string, string][] = [
        ['shell.termsConsentLink', m.shell.termsConsentLink],
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

/** Every fixture file's text by its path inside the content folder, and its language. */
async function fixtureFiles(): Promise<{ file: string; locale: 'en' | 'de'; text: string }[]> {
  const root = path.resolve(DEFAULT_FIXTURES_DIR)
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const files = []
  for (const entry of entries) {
    const locale = /\.(en|de)\.md$/.exec(entry.name)?.[1] as 'en' | 'de' | undefined
    if (!entry.isFile() || !locale) continue
    const file = path.join(entry.parentPath, entry.name)
    files.push({ file: path.relative(root, file), locale, text: await readFile(file, 'utf8') })
  }
  return files
}

/** Every text the visitor can read, with where it is: the fixtures and the messages. */
async function allTexts(): Promise<{ where: string; locale: 'en' | 'de'; text: string }[]> {
  const files = (await fixtureFiles()).map(({ file, locale, text }) => ({
    where: file,
    locale,
    text,
  }))
  const messages = LOCALES.flatMap((locale) =>
    flatten(MESSAGES[locale]).map(([key, text]) => ({
      where: `messages/${locale}.json ${key}`,
      locale,
      text,
    })),
  )
  return [...files, ...messages]
}

describe('wording: figures, names and sentences that agree', () => {
  it("counts SPEC's 31 years of talc manufacturing (§1, §9) wherever the years are named", async () => {
    const { pages } = await loadDemoContent()
    for (const page of ['/', '/about-us/company-profile']) {
      const stats = pages.find((p) => p.path === page)!.blocks.find((b) => b.blockType === 'stats')
      const years = (stats as { items: { value: number; unit: { en: string } }[] }).items.find(
        (item) => item.unit.en === 'years',
      )
      expect(years?.value, page).toBe(31)
    }
    const wrong: string[] = []
    for (const { where, text } of await allTexts())
      for (const m of text.matchAll(
        /(\d+)\s+(?:years|Jahre|Jahren)\b[^.\n]{0,40}?(?:talc|Talkum)/gi,
      ))
        if (m[1] !== '31') wrong.push(`${where}: ${m[0]}`)
    expect(wrong).toEqual([])
  })

  it('writes a number of tons one way per language: 2,000 tons, 2.000 Tonnen', async () => {
    const wrong: string[] = []
    for (const { where, locale, text } of await allTexts()) {
      const unit = locale === 'en' ? 'tons' : 'Tonnen'
      const right = locale === 'en' ? /^\d{1,3}(,\d{3})*$/ : /^\d{1,3}(\.\d{3})*$/
      for (const m of text.matchAll(new RegExp(`(\\d[\\d.,]*)\\s+${unit}\\b`, 'g')))
        if (!right.test(m[1]!)) wrong.push(`${where}: ${m[0]}`)
    }
    expect(wrong).toEqual([])
  })

  it('has one consent sentence for every form, declared once, in natural German', () => {
    for (const locale of LOCALES) {
      const sentences = flatten(MESSAGES[locale]).filter(([, text]) =>
        locale === 'en' ? /\bI have read\b/.test(text) : /\bgelesen\b/.test(text),
      )
      expect(
        sentences.map(([key]) => key),
        locale,
      ).toEqual(['shell.termsConsent'])
      // The link is a placeholder inside the sentence, named as the terms page is titled.
      expect(sentences[0]![1], locale).toMatch(/\{terms\}/)
    }
    expect(de.shell.termsConsent).toBe('Ich habe „{terms}“ gelesen und bin einverstanden.')
    expect(en.shell.termsConsent).toBe('I have read and accept the {terms}.')
  })

  it("names the cookie banner's answers for what they store, and speaks of this site", async () => {
    expect([en.shell.cookieBannerNecessary, en.shell.acceptAll]).toEqual([
      'Only necessary cookies',
      'Accept all',
    ])
    expect([de.shell.cookieBannerNecessary, de.shell.acceptAll]).toEqual([
      'Nur notwendige Cookies',
      'Alle akzeptieren',
    ])
    expect(en.shell).not.toHaveProperty('cookieBannerAccept')
    // A producer's site: campaigns it measures, not partners' offers to consumers.
    const { cookieText } = await loadDemoShell()
    for (const locale of LOCALES) {
      const texts = `${cookieText.content[locale]} ${MESSAGES[locale].shell.cookieAdvertisingHint}`
      expect(texts, locale).not.toMatch(
        /advertising partners|relevant offers|Werbepartner|passende Angebote/i,
      )
      expect(texts, locale).toMatch(locale === 'en' ? /campaigns/ : /Kampagnen/)
    }
  })

  it("labels the team form's fields Subject and Message", () => {
    expect([en.enquiry.fields.theme, en.enquiry.fields.text]).toEqual(['Subject', 'Message'])
    expect([de.enquiry.fields.theme, de.enquiry.fields.text]).toEqual(['Betreff', 'Nachricht'])
  })

  it('calls the temporary password in the forced password change by what it is', () => {
    expect(en.account.personal.temporaryPassword).toBe('Temporary password')
    // The German texts (and the approval mail) call it "vorläufiges Passwort" everywhere.
    expect(de.account.personal.temporaryPassword).toBe('Vorläufiges Passwort')
    // The ordinary change keeps SPEC §3's "old password".
    expect(en.account.personal.oldPassword).toBe('Old password')
  })

  it('names positions in title case, the same position in both languages', async () => {
    const { jobs, team } = await loadDemoContent()
    const small = new Set(['and', 'of', 'for', 'in', 'the', 'a'])
    const names = [...jobs.map((job) => job.title.en), ...team.map((member) => member.role.en)]
    for (const name of names)
      for (const word of name.replace(/\s*\(m\/f\/d\)$/, '').split(/\s+/))
        if (!small.has(word)) expect(word[0], name).toBe(word[0]!.toUpperCase())
    const dach = jobs.find((job) => job.slug === 'sales-manager-dach')!
    expect(dach.title).toEqual({
      en: 'Sales Manager DACH (m/f/d)',
      de: 'Vertriebsleiter DACH (m/w/d)',
    })
  })

  it('asks for a vacancy idiomatically and heads the 2022 news with one fact', async () => {
    const { pages, news } = await loadDemoContent()
    const careers = JSON.stringify(pages.find((p) => p.path === '/about-us/careers'))
    expect(careers).not.toMatch(/Do not see/)
    expect(careers).toMatch(/Can't find a suitable vacancy\?/)
    const solar = news.find((n) => n.slug === 'solar-plant-in-operation')!
    for (const locale of LOCALES) {
      expect(solar.title[locale], locale).not.toMatch(/tons|Tonnen|capacity|Kapazität/i)
      // The capacity stays in the article.
      expect(solar.content[locale], locale).toMatch(/2[,.]000 (tons|Tonnen)/)
    }
  })

  it('introduces each contact page in its own words, and says truly what the form asks', async () => {
    const { pages } = await loadDemoContent()
    type Block = { blockType: string; text?: { en: string; de: string } }
    const intro = (path: string) =>
      pages
        .find((p) => p.path === path)!
        .blocks.filter((b) => ['hero', 'feature'].includes(b.blockType))
        .map((b) => (b as Block).text!)
    const us = intro('/contacts/contact-us')
    const form = intro('/contacts/contact-us-2')
    for (const locale of LOCALES) {
      for (const [index, text] of form.entries())
        expect(text[locale], `${locale} block ${index}`).not.toBe(us[index]![locale])
      const said = form.map((text) => text[locale]).join(' ')
      // The form (enquiryFields('contact-us')) asks for more than name, e-mail and question.
      expect(said, locale).not.toMatch(/all we need|genügen uns/)
      const asked =
        locale === 'en'
          ? ['name', 'company', 'job title', 'country', 'e-mail', 'phone', 'question']
          : ['Namen', 'Firma', 'Position', 'Land', 'E-Mail', 'Telefon', 'Frage']
      for (const field of asked) expect(said, `${locale} ${field}`).toContain(field)
    }
  })
})
