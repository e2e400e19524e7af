import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_STAFF } from '@/seed/demo-accounts'

import { createTestDatabase, type TestDatabase } from '../setup/database'

/**
 * The shell's data functions (src/server/shell.ts) exactly as pages and /api/v1 call them, on
 * the process's own Payload, pointed at a fresh database of this test file.
 */
let db: TestDatabase
let payload: Payload
let shell: typeof import('@/server/shell')

const staff = (role: string) => DEMO_STAFF.find((s) => s.roles.includes(role as never))!

async function userOf(role: string) {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: staff(role).email } },
    overrideAccess: true,
  })
  return { ...found.docs[0]!, collection: 'users' as const }
}

beforeAll(async () => {
  db = await createTestDatabase('shell')
  Object.assign(process.env, { APP_ENV: 'demo', DATABASE_URL: db.url, DATA_DIR: db.dataDir })
  const { getPayloadClient } = await import('@/server/payload')
  const { migrateDatabase, seedDemoContent } = await import('@/seed/prepare-database')
  payload = await getPayloadClient()
  await migrateDatabase(payload)
  await seedDemoContent(payload)
  shell = await import('@/server/shell')
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`shell data (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('serves the seeded navigation in the shape of SPEC §3, per language', async () => {
    const en = await shell.getNavigation('en')
    const de = await shell.getNavigation('de')
    expect(en.map((i) => i.link)).toEqual([
      'About Us',
      'Products',
      'Media',
      'Manufacturing',
      'Download',
      'Blog',
      'FAQ',
      'Contacts',
    ])
    expect(de.map((i) => i.link)).toEqual([
      'Über uns',
      'Produkte',
      'Medien',
      'Produktion',
      'Download',
      'Blog',
      'FAQ',
      'Kontakt',
    ])
    // Same structure, same row ids, German links under /de.
    expect(de.map((i) => i.id)).toEqual(en.map((i) => i.id))
    expect(en[0]!.href).toBe('/about-us')
    expect(de[0]!.href).toBe('/de/about-us')

    const about = en[0]!
    expect(Object.keys(about).sort()).toEqual(['href', 'id', 'link', 'sublinks'])
    const card = about.sublinks[0]!
    expect(Object.keys(card).sort()).toEqual(
      [
        'currentTab',
        'href',
        'img',
        'imgFallback',
        'imgFallbackAlt',
        'link',
        'productmarkets',
        'tabActive',
        'text',
        'title',
      ].sort(),
    )
    expect(card.img).toMatch(/^\/api\/cms\/media\/file\/nav-plant-800x500\.webp$/)
    expect(card.imgFallbackAlt).toBe(
      'Illustration: talc plant with production hall, grinding tower, silos and a conveyor belt',
    )
    expect(card.text).toBe(
      '<p>31 years of talc manufacturing and 2,000 tons of talc per month.</p>',
    )
    // Sublinks after the first three carry no image.
    expect(about.sublinks[3]!.img).toBeNull()
    expect(de[0]!.sublinks[0]!.imgFallbackAlt).toBe(
      'Illustration: Talkumwerk mit Produktionshalle, Mahlturm, Silos und Förderband',
    )
  })

  it('marks download tabs and nests product markets with related items', async () => {
    const de = await shell.getNavigation('de')
    const download = de.find((i) => i.link === 'Download')!
    const sds = download.sublinks.find((s) => s.currentTab === 'safety-data-sheets')!
    expect(sds).toMatchObject({ tabActive: true, href: '/de/download?tab=safety-data-sheets' })
    expect(de[0]!.sublinks[0]!.tabActive).toBe(false)

    const products = de.find((i) => i.link === 'Produkte')!
    const markets = products.sublinks.find((s) => s.productmarkets.length > 0)!
    expect(markets.productmarkets.map((m) => m.title)).toEqual(['Kunststoffe', 'Papier', 'Keramik'])
    const plastics = markets.productmarkets[0]!
    expect(plastics.href).toBe('/de/our-products/product-markets/plastics')
    expect(plastics.related.map((r) => r.title)).toContain('Automobilkunststoffe')
    expect(plastics.related).toHaveLength(6)
  })

  it('shows a published rename in its language only, and never a draft', async () => {
    const editor = await userOf('editor')
    const before = await shell.getNavigation('de')
    const current = await payload.findGlobal({
      slug: 'navigation',
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    const items = current.items!.map((item, i) =>
      i === 6 ? { ...item, label: 'Questions' } : item,
    )

    // A draft is not on the site.
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'en',
      data: { items, _status: 'draft' },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect((await shell.getNavigation('en'))[6]!.link).toBe('FAQ')
    // Not even to a visitor who asks for drafts (the REST API's ?draft=true).
    const asVisitor = await payload.findGlobal({
      slug: 'navigation',
      locale: 'en',
      draft: true,
      depth: 0,
      overrideAccess: false,
    })
    expect(asVisitor.items?.[6]?.label).toBe('FAQ')
    // The editor sees the draft.
    const asEditor = await payload.findGlobal({
      slug: 'navigation',
      locale: 'en',
      draft: true,
      depth: 0,
      user: editor,
      overrideAccess: false,
    })
    expect(asEditor.items?.[6]?.label).toBe('Questions')

    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'en',
      data: { items, _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    expect((await shell.getNavigation('en'))[6]!.link).toBe('Questions')
    expect(await shell.getNavigation('de')).toEqual(before)
  })

  it('lets editors and admins change the navigation, and nobody else', async () => {
    const data = { items: [] }
    for (const role of ['moderator']) {
      await expect(
        payload.updateGlobal({
          slug: 'navigation',
          data,
          user: await userOf(role),
          overrideAccess: false,
        }),
      ).rejects.toThrow(/not allowed/i)
    }
    await expect(
      payload.updateGlobal({ slug: 'navigation', data, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    expect((await shell.getNavigation('en')).length).toBe(8)
  })

  it('refuses link targets that are not site paths or https addresses', async () => {
    const current = await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })
    for (const href of [
      'javascript:alert(1)',
      '//evil.example',
      'http://example.com',
      'about-us',
    ]) {
      const items = current.items!.map((item, i) => (i === 0 ? { ...item, href } : item))
      await expect(
        payload.updateGlobal({
          slug: 'navigation',
          data: { items },
          user: await userOf('admin'),
          overrideAccess: false,
        }),
        href,
      ).rejects.toThrow(/Link target|href/)
    }
    expect((await shell.getNavigation('en'))[0]!.href).toBe('/about-us')
  })

  it('serves contacts, social links and the copyright year', async () => {
    const en = await shell.getSiteSettings('en')
    const de = await shell.getSiteSettings('de')
    expect(en.social).toEqual({
      linkedin_link: 'https://www.linkedin.com/company/eurotalc-example',
      youtube_link: 'https://www.youtube.com/@eurotalc-example',
    })
    expect(en.copyrightYear).toBe(2022)
    expect(en.contacts.address).toContain('Austria')
    expect(de.contacts.address).toContain('Österreich')
    expect(de.contacts.phone).toBe(en.contacts.phone)
    expect(en.tagManagerId).toBeNull()
  })

  it('lets only an admin set the tag manager container', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { tagManagerId: 'GTM-EDITOR1' },
      user: await userOf('editor'),
      overrideAccess: false,
    })
    expect((await shell.getSiteSettings('en')).tagManagerId).toBeNull()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { tagManagerId: 'GTM-ADMIN12' },
      user: await userOf('admin'),
      overrideAccess: false,
    })
    expect((await shell.getSiteSettings('en')).tagManagerId).toBe('GTM-ADMIN12')
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { tagManagerId: '"><script>' },
        user: await userOf('admin'),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('turns the cookie text into HTML in each language', async () => {
    const en = await shell.getCookieContent('en')
    const de = await shell.getCookieContent('de')
    expect(en.title).toBe('Cookie settings')
    expect(de.title).toBe('Cookie-Einstellungen')
    expect(en.content).toContain('<h3>Analytics cookies</h3>')
    // The link calls the page by its title: one name per page.
    expect(en.content).toMatch(/<a href="\/terms-conditions"[^>]*>terms and conditions<\/a>/)
    expect(de.content).toMatch(
      /<a href="\/de\/terms-conditions"[^>]*>Nutzungsbedingungen und Datenschutz<\/a>/,
    )
    expect(en.version).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('records a consent decision with the text version and nothing about the visitor', async () => {
    const { version } = await shell.getCookieContent('de')
    const recorded = await shell.recordConsent(
      { terms: true, information: false, source: 'dialog', locale: 'de' },
      { address: '192.0.2.1' },
    )
    if (recorded.kind !== 'recorded') throw new Error('not recorded')
    const { id } = recorded
    const record = await payload.findByID({
      collection: 'consent-records',
      id,
      overrideAccess: true,
    })
    expect(record).toMatchObject({
      analytics: true,
      advertising: false,
      source: 'dialog',
      locale: 'de',
      textVersion: version,
    })
    expect(Object.keys(record).sort()).toEqual(
      [
        'advertising',
        'analytics',
        'createdAt',
        'id',
        'locale',
        'source',
        'textVersion',
        'updatedAt',
      ].sort(),
    )
    // Only administrators read the records; nobody edits them.
    await expect(
      payload.find({
        collection: 'consent-records',
        user: await userOf('editor'),
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.update({
        collection: 'consent-records',
        id,
        data: { analytics: false },
        user: await userOf('admin'),
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('limits consent records per client address: 429 with Retry-After and a message in the banner language', async () => {
    const { POST } = await import('@/app/api/v1/consents/route')
    const send = (ip: string, locale: 'en' | 'de') =>
      POST(
        new Request('http://localhost:3000/api/v1/consents', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ terms: false, information: false, source: 'banner', locale }),
        }),
      )
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await send('198.51.100.77', 'en')).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201))
    expect(statuses.slice(20)).toEqual(Array(5).fill(429))
    const refused = await send('198.51.100.77', 'de')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('content-language')).toBe('de')
    expect(await refused.json()).toEqual({
      message: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
    })
    const english = await (await send('198.51.100.77', 'en')).json()
    expect(english.message).toBe('Too many requests. Please try again in a few minutes.')
    // Nothing beyond the limit was stored; another address still records.
    const stored = await payload.count({
      collection: 'consent-records',
      where: { source: { equals: 'banner' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(20)
    expect((await send('198.51.100.78', 'en')).status).toBe(201)
  })

  it('serves the shell, and without a database an empty shell instead of an error', async () => {
    const data = await shell.getShellData('en')
    expect(data.navigation.length).toBe(8)
    expect(data.settings.companyName).toBe('EuroTalc GmbH')

    // Last test of the file: the database goes away under the running site.
    if (db.dialect === 'sqlite') {
      // An SQLite file cannot be taken away from an open handle, so the handle goes instead.
      ;(payload.db as unknown as { client: { close(): void } }).client.close()
    } else {
      await db.breakConnection()
    }
    await expect(shell.getNavigation('en')).rejects.toThrow()
    const empty = await shell.getShellData('de')
    expect(empty.navigation).toEqual([])
    expect(empty.settings.companyName).toBe('')
    expect(empty.settings.copyrightYear).toBe(2022)
  })
})
