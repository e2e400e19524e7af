import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalFromMarkup } from '@/seed/lexical'

import { createTestDatabase, type TestDatabase } from '../setup/database'

/**
 * A CMS page shown in German with English fallback texts says which texts are
 * English (`lang`, WCAG 3.1.2) as news, blog posts and jobs do: the page's data marks its title
 * and each block whose texts come from the other language.
 */
let db: TestDatabase
let payload: Payload
let pages: typeof import('@/features/content/pages')

beforeAll(async () => {
  db = await createTestDatabase('page_fallback')
  Object.assign(process.env, { APP_ENV: 'demo', DATABASE_URL: db.url, DATA_DIR: db.dataDir })
  const { getPayloadClient } = await import('@/server/payload')
  const { migrateDatabase } = await import('@/seed/prepare-database')
  payload = await getPayloadClient()
  await migrateDatabase(payload)
  pages = await import('@/features/content/pages')
}, 240_000)

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`page blocks in the other language (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('marks the title and each block written in English only on the German page', async () => {
    const created = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: {
        title: 'Only in English',
        path: '/fallback-test',
        _status: 'published',
        layout: [
          { blockType: 'hero', heading: 'Welcome', text: 'A lead' },
          { blockType: 'richText', content: lexicalFromMarkup('English text') },
        ],
      } as never,
      overrideAccess: true,
    })

    const german = await pages.getPage({ locale: 'de' }, '/fallback-test')
    expect(german?.title).toBe('Only in English')
    expect(german?.titleLang).toBe('en')
    expect(german?.blocks.map((b) => [b.blockType, b.lang])).toEqual([
      ['hero', 'en'],
      ['richText', 'en'],
    ])
    const inEnglish = await pages.getPage({ locale: 'en' }, '/fallback-test')
    expect(inEnglish?.titleLang).toBeUndefined()
    expect(inEnglish?.blocks.map((b) => b.lang)).toEqual([undefined, undefined])

    // Translated: nothing marked. Then a block added in English only: it alone is marked.
    const stored = created as unknown as { layout: { id: string }[] }
    const [hero, text] = stored.layout.map((b) => b.id)
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'de',
      data: {
        title: 'Auf Deutsch',
        layout: [
          { id: hero, blockType: 'hero', heading: 'Willkommen', text: 'Kurz' },
          { id: text, blockType: 'richText', content: lexicalFromMarkup('Deutscher Text') },
        ],
      } as never,
      overrideAccess: true,
    })
    const translated = await pages.getPage({ locale: 'de' }, '/fallback-test')
    expect(translated?.titleLang).toBeUndefined()
    expect(translated?.blocks.map((b) => b.lang)).toEqual([undefined, undefined])

    const english = (await payload.findByID({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })) as unknown as { layout: Record<string, unknown>[] }
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      data: {
        layout: [
          ...english.layout,
          { blockType: 'timeline', heading: 'History', entries: [{ year: 2026, text: 'Added' }] },
        ],
      } as never,
      overrideAccess: true,
    })
    const again = await pages.getPage({ locale: 'de' }, '/fallback-test')
    expect(again?.title).toBe('Auf Deutsch')
    expect(again?.blocks.map((b) => [b.blockType, b.lang])).toEqual([
      ['hero', undefined],
      ['richText', undefined],
      ['timeline', 'en'],
    ])
    const added = again?.blocks[2]
    expect(added?.blockType === 'timeline' && added.entries[0]?.text).toBe('Added')
  })
})
