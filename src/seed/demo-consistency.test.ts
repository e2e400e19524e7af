import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  DEFAULT_FIXTURES_DIR,
  loadDemoContent,
  loadDemoDocuments,
  loadDemoGrades,
  loadDemoShell,
} from './fixtures'
import { SCENE_SUBJECTS } from './illustrations/scene-names'

/**
 * The demo content agrees with itself: one list of people (the team), one
 * market list per grade, a page for every grade a text names, alt texts that say what the
 * generated images show.
 */

/** Every fixture file's text, by its path inside the content folder. */
async function fixtureTexts(): Promise<Map<string, string>> {
  const root = path.resolve(DEFAULT_FIXTURES_DIR)
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const texts = new Map<string, string>()
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(md|ya?ml)$/.test(entry.name) || entry.name === 'README.md') continue
    const file = path.join(entry.parentPath, entry.name)
    texts.set(path.relative(root, file), await readFile(file, 'utf8'))
  }
  return texts
}

const names = (list: string) =>
  list
    .split(/,| and | und /)
    .map((name) => name.trim())
    .filter(Boolean)

describe('the demo content agrees with itself', () => {
  it('names as managing directors in the imprint exactly the team’s managing directors', async () => {
    const [{ team }, { settings }] = await Promise.all([loadDemoContent(), loadDemoShell()])
    const directors = team
      .filter((member) => /managing director/i.test(member.role.en))
      .map((member) => member.name)
    expect(directors.length).toBeGreaterThan(0)
    expect(names(settings.imprint.managingDirectors).sort()).toEqual([...directors].sort())
  })

  it('calls only the team’s managing directors managing director in any text', async () => {
    const { team } = await loadDemoContent()
    const directors = new Set(
      team.filter((m) => /managing director/i.test(m.role.en)).map((m) => m.name),
    )
    const mentioned: string[] = []
    for (const [file, text] of await fixtureTexts()) {
      const pattern =
        /(?:managing director|Geschäftsführer(?:in)?)\s+((?:(?:Dr|Mag|Ing|DI)\.\s)?\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)+)/giu
      for (const match of text.matchAll(pattern)) mentioned.push(`${file}: ${match[1]}`)
    }
    expect(mentioned.length).toBeGreaterThan(0)
    expect(mentioned.filter((m) => !directors.has(m.split(': ')[1]!))).toEqual([])
  })

  it('gives every document only markets its grades serve', async () => {
    const grades = new Map((await loadDemoGrades()).map((g) => [g.slug, g]))
    const wrong: string[] = []
    for (const doc of await loadDemoDocuments()) {
      if (!doc.grades?.length) continue
      const served = new Set(doc.grades.flatMap((slug) => grades.get(slug)?.markets ?? []))
      for (const market of doc.markets)
        if (!served.has(market)) wrong.push(`${doc.title.en}: ${market}`)
    }
    expect(wrong).toEqual([])
  })

  it('has a grade page for every grade a text names', async () => {
    const grades = new Set((await loadDemoGrades()).map((g) => g.name))
    const missing = new Set<string>()
    for (const [file, text] of await fixtureTexts()) {
      // "EuroTalc P 12", "EuroTalc HTP 05", "EuroTalc P 45 S" (a letter after the number is part
      // of the name; "EuroTalc P 12 A…" would be a word).
      for (const match of text.matchAll(/EuroTalc (\p{Lu}{1,4} \d+(?: \p{Lu}(?![\p{L}\d]))?)/gu))
        if (!grades.has(`EuroTalc ${match[1]}`)) missing.add(`${file}: EuroTalc ${match[1]}`)
    }
    expect([...missing]).toEqual([])
  })

  it('lists on each grade the markets whose pages recommend it', async () => {
    const grades = new Map((await loadDemoGrades()).map((g) => [g.name, g]))
    const unlisted: string[] = []
    for (const [file, text] of await fixtureTexts()) {
      if (!file.startsWith('product-markets/')) continue
      const market = path.basename(file).replace(/\.(en|de)\.md$/, '')
      for (const match of text.matchAll(/EuroTalc \p{Lu}{1,4} \d+(?: \p{Lu}(?![\p{L}\d]))?/gu)) {
        const grade = grades.get(match[0])
        if (grade && !grade.markets.includes(market)) unlisted.push(`${match[0]}: ${market}`)
      }
    }
    expect([...new Set(unlisted)]).toEqual([])
  })

  it('describes in the alt texts the generated illustrations, and nothing else', async () => {
    const [{ images }, { navigationImages }] = await Promise.all([
      loadDemoContent(),
      loadDemoShell(),
    ])
    const wrong: string[] = []
    for (const image of [...images, ...navigationImages]) {
      const { en, de } = image.alt
      const subject = SCENE_SUBJECTS[image.scene]
      // Says it is an illustration, names what the scene draws, and claims no photo or the
      // placeholder the generator drew before (a gradient with hexagons).
      if (!en.startsWith('Illustration: ') || !de.startsWith('Illustration: '))
        wrong.push(`${image.key}: not called an illustration`)
      if (!subject.en.test(en) || !subject.de.test(de))
        wrong.push(`${image.key}: does not name its scene '${image.scene}'`)
      if (
        /gradient|hexagon|photo|demo image/i.test(en) ||
        /Farbverlauf|Sechseck|Foto|Demobild/i.test(de)
      )
        wrong.push(`${image.key}: ${en} / ${de}`)
    }
    expect(wrong).toEqual([])
  })

  it('gives every team member an illustrated avatar named for them', async () => {
    const { team, images } = await loadDemoContent()
    const byKey = new Map(images.map((image) => [image.key, image]))
    for (const member of team) {
      const image = byKey.get(member.image ?? '')
      expect(image?.scene, member.name).toBe('portrait')
      expect(image?.alt.en).toContain(member.name)
      expect(image?.alt.de).toContain(member.name)
    }
    // Six different people: no two members share a variant.
    const variants = team.map((member) => byKey.get(member.image!)!.variant ?? 0)
    expect(new Set(variants).size).toBe(team.length)
  })
})

describe('the producer’s figures and certificates agree with the texts', () => {
  type Stats = { blockType: 'stats'; items: { value: number; unit: { en: string } }[] }
  const figures = (blocks: { blockType: string }[]) => {
    const stats = blocks.find((b): b is Stats => b.blockType === 'stats')
    return Object.fromEntries((stats?.items ?? []).map((item) => [item.unit.en, item.value]))
  }

  it('shows on the home page the company profile’s three figures', async () => {
    const { pages } = await loadDemoContent()
    const home = figures(pages.find((p) => p.path === '/')!.blocks)
    const profile = figures(pages.find((p) => p.path === '/about-us/company-profile')!.blocks)
    expect(Object.keys(home)).toEqual(['tons per month', 'years', 'countries'])
    expect(home).toEqual(profile)
  })

  it('counts the years from the founding to the copyright year, and says the same everywhere', async () => {
    const [{ pages }, { settings }] = await Promise.all([loadDemoContent(), loadDemoShell()])
    const profile = pages.find((p) => p.path === '/about-us/company-profile')!
    const timeline = profile.blocks.find((b) => b.blockType === 'timeline') as {
      entries: { year: number }[]
    }
    const founded = timeline.entries[0]!.year
    const { years, countries } = figures(profile.blocks)
    // SPEC §1 and §9: 31 years, the site's static figure as of its copyright year (2022, §9),
    // not counted on to the newest news.
    expect(years).toBe(31)
    expect(years).toBe(settings.copyrightYear - founded)
    const wrong: string[] = []
    for (const [file, text] of await fixtureTexts()) {
      for (const m of text.matchAll(
        /(\d+) (?:years of talc manufacturing|Jahre(?:n Erfahrung in der)? Talkumproduktion)/g,
      ))
        if (Number(m[1]) !== years) wrong.push(`${file}: ${m[0]}`)
      for (const m of text.matchAll(/(\d+) (?:countries|Ländern)\b/g))
        if (Number(m[1]) !== countries) wrong.push(`${file}: ${m[0]}`)
    }
    expect(wrong).toEqual([])
  })

  it('links every certificate to a document family of the download area that names it', async () => {
    const [{ pages }, documents] = await Promise.all([loadDemoContent(), loadDemoDocuments()])
    const certificates = pages
      .flatMap((p) => p.blocks)
      .filter((b) => b.blockType === 'certificates')
      .flatMap((b) => (b as { items: { standard: string; document?: string }[] }).items)
    expect(certificates.map((c) => c.standard)).toEqual([
      'ISO 9001',
      'ISO 14001',
      'ISO 45001',
      'ISO/IEC 17025',
      'REACH',
    ])
    for (const certificate of certificates) {
      const revisions = documents.filter((d) => d.family === certificate.document)
      expect(revisions.length, certificate.standard).toBeGreaterThan(0)
      for (const revision of revisions) {
        expect(['quality-documents', 'regulatory-documents']).toContain(revision.category)
        expect(revision.title.en).toContain(certificate.standard)
      }
    }
  })
})
