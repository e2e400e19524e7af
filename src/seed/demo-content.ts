import type { Payload } from 'payload'

import { blockSeedData } from '@/blocks/registry'

import type { DemoBlock, DemoContent, DemoImage, DemoProductMarket } from './demo-content-types'
import type { RichText } from '@/blocks/fixture-text'
import { DEMO_IMAGE_EXTENSION, ensureImages } from './demo-images'
import { lexicalFromMarkup } from './lexical'
import { withRowIds } from './row-ids'

type Locale = 'en' | 'de'
type Images = Map<string, number>
/** Document families by slug (the certificates' documents). */
type Families = ReadonlyMap<string, number>
type Data = Record<string, unknown>

export type ContentSeedReport = Record<string, number>

function blockData(
  block: DemoBlock,
  l: Locale,
  images: Images,
  families: Families = new Map(),
): Data {
  return blockSeedData(block, {
    text: (t) => (t ? t[l] : undefined),
    richText: (t) => lexicalFromMarkup(t[l]),
    image: (key) => (key ? imageId(images, key) : undefined),
    // A library seeded before (not from these fixtures) may lack a family: no link then.
    documentFamily: (slug) => (slug ? families.get(slug) : undefined),
  })
}

async function familyIds(payload: Payload): Promise<Families> {
  const found = await payload.find({
    collection: 'document-families',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  return new Map(found.docs.map((doc) => [String(doc.slug), doc.id]))
}

function imageId(images: Images, key: string): number {
  const id = images.get(key)
  if (id === undefined) throw new Error(`Demo content names an unknown image '${key}'.`)
  return id
}

type Seedable = {
  collection: string
  /** Finds an existing document (the seed never overwrites an editor's work). */
  where: Data
  data: (locale: Locale) => Data
}

/** Creates one published document in English, then fills its German texts. */
async function seedDocument(payload: Payload, doc: Seedable): Promise<number | null> {
  const collection = doc.collection as 'pages'
  // The collection itself, not its versions: it holds every document, drafts included, also
  // those that existed before drafts were switched on (they have no versions).
  const existing = await payload.find({
    collection,
    where: doc.where as never,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return null
  const created = await payload.create({
    collection,
    locale: 'en',
    depth: 0,
    data: { ...doc.data('en'), _status: 'published' } as never,
    overrideAccess: true,
  })
  await payload.update({
    collection,
    id: created.id,
    locale: 'de',
    depth: 0,
    data: { ...(withRowIds(doc.data('de'), created) as Data), _status: 'published' } as never,
    overrideAccess: true,
  })
  return created.id
}

async function seedProductMarkets(
  payload: Payload,
  nodes: DemoProductMarket[],
  images: Images,
  parent: number | null,
  report: ContentSeedReport,
): Promise<void> {
  for (const [index, node] of nodes.entries()) {
    const id = await seedDocument(payload, {
      collection: 'product-markets',
      where: { slug: { equals: node.slug } },
      data: (l) => ({
        title: node.title[l],
        slug: node.slug,
        parent,
        order: (index + 1) * 10,
        summary: node.summary[l],
        image: node.image ? imageId(images, node.image) : undefined,
        layout: node.blocks.map((b) => blockData(b, l, images)),
      }),
    })
    if (id !== null) report['product-markets'] = (report['product-markets'] ?? 0) + 1
    const saved =
      id ??
      (
        await payload.find({
          collection: 'product-markets',
          where: { slug: { equals: node.slug } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]?.id ??
      null
    if (node.children?.length && saved !== null)
      await seedProductMarkets(payload, node.children, images, saved, report)
  }
}

/**
 * The demo website: pages, product markets, news, blog, jobs, gallery, team, FAQ and offices
 * in English and German, published. Idempotent: what exists (by path, slug or name) is left as
 * it is. The product markets come first, then `beforePages` (the download library, whose grades
 * and documents name the markets), then the pages, whose certificates link the library's
 * document families.
 */
export async function seedDemoWebsite(
  payload: Payload,
  content: DemoContent,
  { beforePages }: { beforePages?: () => Promise<void> } = {},
): Promise<ContentSeedReport> {
  const report: ContentSeedReport = {}
  const count = (collection: string, id: number | null) => {
    if (id !== null) report[collection] = (report[collection] ?? 0) + 1
  }

  const images: Images = await ensureImages(
    payload,
    (content.images as DemoImage[]).map((image) => ({
      filename: `content-${image.key}.${DEMO_IMAGE_EXTENSION}`,
      image,
    })),
  )
  const rich = (t: RichText, l: Locale) => lexicalFromMarkup(t[l])
  const img = (key: string | undefined) => (key ? imageId(images, key) : undefined)

  await seedProductMarkets(payload, content.productMarkets, images, null, report)
  await beforePages?.()

  const families = content.pages.length ? await familyIds(payload) : new Map<string, number>()
  for (const page of content.pages) {
    const id = await seedDocument(payload, {
      collection: 'pages',
      where: { path: { equals: page.path } },
      data: (l) => ({
        title: page.title[l],
        path: page.path,
        layout: page.blocks.map((b) => blockData(b, l, images, families)),
        meta: { description: page.description[l] },
        ...(page.unlisted ? { unlisted: true } : {}),
      }),
    })
    count('pages', id)
  }

  for (const item of content.news) {
    const id = await seedDocument(payload, {
      collection: 'news',
      where: { slug: { equals: item.slug } },
      data: (l) => ({
        title: item.title[l],
        slug: item.slug,
        category: item.category,
        publishedAt: item.date,
        excerpt: item.excerpt[l],
        image: img(item.image),
        content: rich(item.content, l),
        source: item.source ?? {},
      }),
    })
    count('news', id)
  }

  for (const post of content.blogPosts) {
    const id = await seedDocument(payload, {
      collection: 'blog-posts',
      where: { slug: { equals: post.slug } },
      data: (l) => ({
        title: post.title[l],
        slug: post.slug,
        publishedAt: post.date,
        author: post.author,
        excerpt: post.excerpt[l],
        image: img(post.image),
        content: rich(post.content, l),
      }),
    })
    count('blog-posts', id)
  }

  for (const job of content.jobs) {
    const id = await seedDocument(payload, {
      collection: 'jobs',
      where: { slug: { equals: job.slug } },
      data: (l) => ({
        title: job.title[l],
        slug: job.slug,
        publishedAt: job.date,
        reference: job.reference,
        employmentType: job.employmentType,
        location: job.location[l],
        summary: job.summary[l],
        whatToDo: rich(job.whatToDo, l),
        requirements: rich(job.requirements, l),
        plusPoints: rich(job.plusPoints, l),
        conditions: rich(job.conditions, l),
      }),
    })
    count('jobs', id)
  }

  for (const photo of content.gallery) {
    const id = await seedDocument(payload, {
      collection: 'gallery-photos',
      where: { slug: { equals: photo.slug } },
      data: (l) => ({
        title: photo.title[l],
        slug: photo.slug,
        publishedAt: photo.date,
        image: img(photo.image),
        caption: photo.caption[l],
      }),
    })
    count('gallery-photos', id)
  }

  for (const [index, member] of content.team.entries()) {
    const id = await seedDocument(payload, {
      collection: 'team-members',
      where: { name: { equals: member.name } },
      data: (l) => ({
        name: member.name,
        role: member.role[l],
        bio: member.bio[l],
        image: img(member.image),
        order: (index + 1) * 10,
      }),
    })
    count('team-members', id)
  }

  for (const [index, entry] of content.faq.entries()) {
    const id = await seedDocument(payload, {
      collection: 'faq-entries',
      where: { question: { equals: entry.question.en } },
      data: (l) => ({
        question: entry.question[l],
        answer: rich(entry.answer, l),
        order: (index + 1) * 10,
      }),
    })
    count('faq-entries', id)
  }

  for (const [index, office] of content.offices.entries()) {
    const id = await seedDocument(payload, {
      collection: 'offices',
      where: { name: { equals: office.name.en } },
      data: (l) => ({
        name: office.name[l],
        kind: office.kind[l],
        address: office.address[l],
        phone: office.phone,
        email: office.email,
        latitude: office.latitude,
        longitude: office.longitude,
        order: (index + 1) * 10,
      }),
    })
    count('offices', id)
  }

  return report
}
