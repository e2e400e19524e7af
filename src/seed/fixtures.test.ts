import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import type { DemoProductMarket } from './demo-content-types'
import { DEFAULT_FIXTURES_DIR, loadDemoContent } from './fixtures'

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
      images: 38,
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
      'list',
      'mediaText',
    ])
    expect(home.blocks[2]).toMatchObject({
      blockType: 'stats',
      items: [{ value: 31, unit: { en: 'years', de: 'Jahre' } }, { value: 2000 }],
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
      from: '#00418c',
      to: '#6fb1e6',
      alt: expect.objectContaining({ en: expect.stringMatching(/^Aerial view/) }),
    })
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
