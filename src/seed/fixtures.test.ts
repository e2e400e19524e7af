import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import type { DemoProductMarket } from './demo-content-types'
import { currentDemoDocuments } from './demo-documents'
import {
  DEFAULT_FIXTURES_DIR,
  loadDemoContent,
  loadDemoDocuments,
  loadDemoGrades,
  loadDemoShell,
} from './fixtures'

const countTree = (nodes: DemoProductMarket[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countTree(node.children ?? []), 0)

describe('the demo content fixtures (src/seed/content)', () => {
  it('load completely, in both languages and in their order', async () => {
    const content = await loadDemoContent()
    // Counts: a file that goes missing (or a new one) shows here.
    expect({
      images: content.images.length,
      pages: content.pages.length,
      productMarkets: countTree(content.productMarkets),
      news: content.news.length,
      blogPosts: content.blogPosts.length,
      jobs: content.jobs.length,
      gallery: content.gallery.length,
      team: content.team.length,
      faq: content.faq.length,
      offices: content.offices.length,
    }).toEqual({
      images: 44,
      pages: 35,
      productMarkets: 11,
      news: 9,
      blogPosts: 6,
      jobs: 3,
      gallery: 8,
      team: 6,
      faq: 10,
      offices: 3,
    })

    const home = content.pages[0]!
    expect(home.path).toBe('/')
    expect(home.title).toEqual({
      en: 'Talc and mineral additives',
      de: 'Talkum und mineralische Additive',
    })
    expect(home.blocks.map((b) => b.blockType)).toEqual([
      'hero',
      'cards',
      'stats',
      'certificates',
      'list',
      'mediaText',
      'locationsMap',
    ])
    expect(home.blocks[2]).toMatchObject({
      blockType: 'stats',
      items: [
        { value: 2000 },
        { value: 31, unit: { en: 'years', de: 'Jahre' } },
        { value: 28, unit: { en: 'countries', de: 'Länder' } },
      ],
    })
    expect(content.pages.map((p) => p.path)).toContain('/about-us/careers')
    expect(content.pages.at(-1)!.path).toBe('/farewell')

    expect(content.productMarkets.map((m) => m.slug)).toEqual(['plastics', 'paper', 'ceramics'])
    const automotive = content.productMarkets[0]!.children![0]!
    expect(automotive.slug).toBe('automotive-plastics')
    expect(automotive.children!.map((m) => m.slug)).toEqual(['calcium-carbonate', 'graphite'])
    expect(content.productMarkets[1]!).not.toHaveProperty('children')

    const milan = content.news.find((n) => n.slug === 'new-sales-office-in-milan')!
    expect(milan).toMatchObject({
      category: 'company-news',
      date: '2024-09-16',
      image: 'news-milan-office',
    })
    expect(milan.content.en).toMatch(/^Italy is our second-largest export market/)
    expect(milan.content.en).toContain(
      '\n\nYou will find the address of the Milan office on our [contacts page](/contacts).',
    )
    expect(milan.content.de).not.toBe(milan.content.en)

    expect(content.jobs[0]!.whatToDo.en.split('\n')[0]).toMatch(/^- Optimise throughput/)
    expect(content.faq[0]!.question).toEqual({
      en: 'Is your talc asbestos-free?',
      de: expect.any(String),
    })
    expect(content.team[0]!.name).toBe('Dr. Markus Hofer')
    expect(content.offices.map((o) => o.email)).toEqual([
      'info@eurotalc.example',
      'sales.de@eurotalc.example',
      'sales.it@eurotalc.example',
    ])
    expect(content.images[0]).toEqual({
      key: 'hero-home',
      scene: 'mill',
      alt: expect.objectContaining({
        en: expect.stringMatching(/^Illustration: talc plant in the Styrian mountains/),
      }),
    })
  })

  it('give every page a title of its own in each language (WCAG 2.4.2)', async () => {
    const { pages } = await loadDemoContent()
    for (const locale of ['en', 'de'] as const) {
      const byTitle = new Map<string, string[]>()
      for (const page of pages)
        byTitle.set(page.title[locale], [...(byTitle.get(page.title[locale]) ?? []), page.path])
      const shared = [...byTitle].filter(([, paths]) => paths.length > 1)
      expect(shared, `${locale} titles shared by several pages`).toEqual([])
    }
  })

  it('load the globals: navigation, site settings and cookie text', async () => {
    const shell = await loadDemoShell()
    expect(shell.navigation.items.map((item) => item.href)).toEqual([
      '/about-us',
      '/our-products',
      '/news-events',
      '/our-production',
      '/download',
      '/blog',
      '/faq',
      '/contacts',
    ])
    expect(shell.navigation.items[0]!.sublinks![0]).toEqual({
      label: { en: 'Company profile', de: 'Unternehmensprofil' },
      href: '/about-us/company-profile',
      image: 'plant',
      text: {
        en: '31 years of talc manufacturing and 2,000 tons of talc per month.',
        de: '31 Jahre Talkumproduktion und 2.000 Tonnen Talkum pro Monat.',
      },
    })
    // Left out in both files stays left out, not an empty list.
    expect(shell.navigation.items[5]).toEqual({ label: { en: 'Blog', de: 'Blog' }, href: '/blog' })
    const markets = shell.navigation.items[1]!.sublinks![1]!.markets!
    expect(markets.map((m) => m.href.split('/').at(-1))).toEqual(['plastics', 'paper', 'ceramics'])
    expect(markets[0]!.related).toHaveLength(6)
    expect(shell.navigationImages.map((image) => image.key)).toEqual([
      'plant',
      'technology',
      'laboratory',
      'quarry',
      'markets',
      'everyday',
      'news',
      'press',
      'logistics',
      'sustainability',
      'documents',
      'contact',
    ])
    expect(shell.settings).toMatchObject({
      companyName: 'EuroTalc GmbH',
      address: {
        en: 'Talkwerkstraße 12\n8700 Leoben\nAustria',
        de: 'Talkwerkstraße 12\n8700 Leoben\nÖsterreich',
      },
      copyrightYear: 2022,
    })
    expect(shell.cookieText.title).toEqual({ en: 'Cookie settings', de: 'Cookie-Einstellungen' })
    expect(shell.cookieText.content.en).toMatch(/^Cookies are small text files/)
    expect(shell.cookieText.content.de).toContain('\n\n### Notwendige Cookies\n\n')
  })

  it('load the documents in their order', async () => {
    const documents = await loadDemoDocuments()
    // 28 current documents (the certificates strip's included), and 3 earlier revisions of
    // two families'.
    expect(documents).toHaveLength(31)
    expect(documents[0]).toEqual({
      category: 'product-literature',
      language: 'en',
      title: {
        en: 'Talc for automotive plastics – product overview',
        de: 'Talkum für Automobilkunststoffe – Produktübersicht (Englisch)',
      },
      description: {
        en: 'Grades, particle sizes and typical properties for polypropylene compounds.',
        de: 'Sorten, Korngrößen und typische Eigenschaften für Polypropylen-Compounds.',
      },
      revision: '2',
      date: '2026-03-02',
      markets: ['automotive-plastics'],
      body: [
        'Talc raises stiffness and heat resistance of PP compounds.',
        'Typical loading 10 to 40 %.',
      ],
    })
    // Every category, 3 current documents in each language; the quality documents 5 (the
    // certificates strip's ISO 45001 and ISO/IEC 17025).
    const counts: Record<string, number> = {}
    for (const doc of currentDemoDocuments(documents)) {
      const key = `${doc.category} ${doc.language}`
      counts[key] = (counts[key] ?? 0) + 1
    }
    expect(counts).toEqual({
      'product-literature en': 3,
      'product-literature de': 3,
      'safety-data-sheets en': 3,
      'safety-data-sheets de': 3,
      'regulatory-documents en': 3,
      'regulatory-documents de': 3,
      'quality-documents en': 5,
      'quality-documents de': 5,
    })
    expect(documents.at(-1)!.title.en).toBe('ISO/IEC 17025 laboratory accreditation (German)')
    const families = new Map<string, string[]>()
    for (const doc of documents)
      if (doc.family) families.set(doc.family, [...(families.get(doc.family) ?? []), doc.revision])
    expect(families.get('sds-eurotalc-p-12-en')).toEqual(['4.2', '4.1'])
    expect(families.get('sds-eurotalc-p-12-de')).toEqual(['4.2', '4.1'])
    expect(families.get('sds-eurotalc-at-1-en')).toEqual(['4.2', '4.1'])
  })

  it('load the grades the texts name, each with its markets and both languages', async () => {
    const grades = await loadDemoGrades()
    expect(grades.map((g) => g.name)).toContain('EuroTalc P 12')
    const p12 = grades.find((g) => g.slug === 'eurotalc-p-12')!
    expect(p12).toMatchObject({ d50: 1.2, form: 'compacted', markets: ['automotive-plastics'] })
    expect(p12.description.de).toMatch(/Strahlmühle/)
    // Every grade a document family names exists.
    const slugs = new Set(grades.map((g) => g.slug))
    for (const doc of await loadDemoDocuments())
      for (const grade of doc.grades ?? []) expect(slugs.has(grade), grade).toBe(true)
  })

  describe('name the file and the field of a mistake', () => {
    let dir: string | undefined
    afterEach(async () => {
      if (dir) await rm(dir, { recursive: true, force: true })
      dir = undefined
    })

    /** A copy of the real fixtures, with one file changed. */
    async function copyWith(file: string, change: (source: string) => string): Promise<string> {
      dir = await mkdtemp(path.join(tmpdir(), 'fixtures-'))
      await cp(path.resolve(DEFAULT_FIXTURES_DIR), dir, { recursive: true })
      const target = path.join(dir, file)
      await writeFile(target, change(await readFile(target, 'utf8')))
      return dir
    }

    it('a missing required field', async () => {
      const folder = await copyWith('news/new-sales-office-in-milan.de.md', (s) =>
        s.replace(/^excerpt: .*\n/m, ''),
      )
      await expect(loadDemoContent(folder)).rejects.toThrow(
        'news/new-sales-office-in-milan.de.md: excerpt: missing',
      )
    })

    it('a missing required field of a document, and of a global', async () => {
      const folder = await copyWith('documents/reach-statement-english.en.md', (s) =>
        s.replace(/^revision: .*\n/m, ''),
      )
      await expect(loadDemoDocuments(folder)).rejects.toThrow(
        'documents/reach-statement-english.en.md: revision: missing',
      )
      await writeFile(
        path.join(folder, 'globals/site-settings.de.md'),
        '---\ncompanyName: EuroTalc GmbH\n---\n',
      )
      await expect(loadDemoShell(folder)).rejects.toThrow(
        'globals/site-settings.de.md: address: missing',
      )
    })

    it('a missing global, and a navigation card image not in navigation-images.yaml', async () => {
      const folder = await copyWith('globals/navigation.en.md', (s) =>
        s.replace('image: plant', 'image: hero-home'),
      )
      await unlink(path.join(folder, 'globals/cookie-text.de.md'))
      const error = String(await loadDemoShell(folder).catch((e: Error) => e))
      expect(error).toContain(
        "globals/navigation.en.md: items[0].sublinks[0].image: unknown image 'hero-home' (not in globals/navigation-images.yaml)",
      )
      expect(error).toContain('globals/cookie-text.de.md: missing')
    })

    it('a missing field inside a block, and a misspelt one', async () => {
      const folder = await copyWith('pages/home.en.md', (s) =>
        s.replace('    heading: Where our talc works\n', '    headin: Where our talc works\n'),
      )
      const error = await loadDemoContent(folder).catch((e: Error) => e)
      expect(String(error)).toContain('pages/home.en.md: blocks[1].heading: missing')
      expect(String(error)).toContain('pages/home.en.md: blocks[1]: Unrecognized key: "headin"')
    })

    it('a wrong value, a DE file that disagrees, and a missing body', async () => {
      const en = await copyWith('jobs/process-engineer.en.md', (s) =>
        s.replace('employmentType: FULL_TIME', 'employmentType: FULLTIME'),
      )
      await writeFile(
        path.join(en, 'faq-entries/how-is-the-talc-packed.de.md'),
        '---\norder: 99\nquestion: Wie wird das Talkum verpackt?\n---\n',
      )
      const error = String(await loadDemoContent(en).catch((e: Error) => e))
      expect(error).toContain('jobs/process-engineer.en.md: employmentType: Invalid option')
      expect(error).toContain(
        'faq-entries/how-is-the-talc-packed.de.md: order: 99, but the EN file says 30',
      )
      expect(error).toContain(
        'faq-entries/how-is-the-talc-packed.de.md: answer: missing (the Markdown after the front matter)',
      )
    })

    it('a file without its other language', async () => {
      const folder = await copyWith('blog-posts/talc-in-wall-tiles.en.md', (s) => s)
      await unlink(path.join(folder, 'blog-posts/talc-in-wall-tiles.de.md'))
      await expect(loadDemoContent(folder)).rejects.toThrow(
        'blog-posts/talc-in-wall-tiles.de.md: missing (beside talc-in-wall-tiles.en.md)',
      )
    })
  })
})
