/**
 * Uploads in an S3-compatible bucket through Payload's official adapter (ADR 0020): the demo's
 * documents and images go to the bucket, each collection under its own prefix, nothing under the
 * local DATA_DIR; the download area and Payload's file route read them back through the same
 * access checks as on the local disk. The bucket is s3rver on loopback (tests/setup/s3-server.ts
 * lists what it cannot cover).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_STAFF } from '@/seed/demo-accounts'

import { Browser, type Handler, ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRestGet } from '../setup/payload-rest'
import { startTestS3, type TestS3 } from '../setup/s3-server'

let s3: TestS3
let db: TestDatabase
let payload: Payload
let rest: Handler
let single: (id: number) => Handler

const EDITOR = DEMO_STAFF.find((s) => s.roles.includes('editor'))!

const noRoutes = () => {
  throw new Error('not used')
}

const sitePath = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

async function editor(): Promise<Browser> {
  const b = new Browser(noRoutes)
  const { token } = await payload.login({
    collection: 'users',
    data: { email: EDITOR.email, password: EDITOR.password },
    overrideAccess: true,
  })
  b.cookies.set('payload-token', token!)
  return b
}

beforeAll(async () => {
  s3 = await startTestS3()
  ;({ db, payload } = await startTestPayload('s3', ORIGIN, s3.env))
  for (const staff of DEMO_STAFF)
    await payload.create({ collection: 'users', data: staff, overrideAccess: true })
  const { loadDemoDocuments, loadDemoContent } = await import('@/seed/fixtures')
  const { seedDemoDocuments } = await import('@/seed/demo-documents')
  const { ensureImage } = await import('@/seed/demo-images')
  const documents = (await loadDemoDocuments()).slice(0, 3)
  expect(await seedDemoDocuments(payload, documents)).toBe(3)
  await ensureImage(payload, 's3-test.png', (await loadDemoContent()).images[0]!)
  rest = await payloadRestGet()
  const route = (await import('@/app/api/v1/documents/[id]/download/route')).GET
  single = (id) => (request) => route(request, { params: Promise.resolve({ id: String(id) }) })
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
  await s3?.stop()
})

describe(`uploads in an S3 bucket (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('stores documents and images in the bucket under their prefixes, not on the local disk', async () => {
    const keys = await s3.keys()
    const docs = await payload.find({ collection: 'documents', depth: 0, overrideAccess: true })
    const media = await payload.find({ collection: 'media', depth: 0, overrideAccess: true })
    expect(docs.docs).toHaveLength(3)
    for (const doc of docs.docs) expect(keys).toContain(`documents/${doc.filename}`)
    expect(media.docs.length).toBeGreaterThan(0)
    for (const image of media.docs) {
      expect(keys).toContain(`media/${image.filename}`)
      for (const size of Object.values(image.sizes ?? {}))
        if (size?.filename) expect(keys).toContain(`media/${size.filename}`)
    }
    for (const folder of ['documents', 'media'])
      expect(fs.existsSync(path.join(db.dataDir, folder))).toBe(false)
  })

  it('gives private files no object URL: every file address is the site’s access-checked route', async () => {
    const docs = await payload.find({ collection: 'documents', depth: 0, overrideAccess: true })
    for (const doc of docs.docs) {
      expect(doc.url).toBe(
        `${ORIGIN}/api/cms/documents/file/${encodeURIComponent(doc.filename!)}?prefix=documents`,
      )
      expect(doc.url).not.toContain(s3.endpoint)
    }
    const anonymous = new Browser(noRoutes)
    const doc = docs.docs[0]!
    const file = await anonymous.get(rest, sitePath(doc.url!))
    expect(file.status).toBe(403)
    await file.arrayBuffer()
  })

  it('serves a document from the bucket through the download area, byte for byte', async () => {
    const doc = (await payload.find({ collection: 'documents', depth: 0, overrideAccess: true }))
      .docs[0]!
    const { loadDemoDocuments } = await import('@/seed/fixtures')
    const who = await editor()
    const response = await who.get(single(doc.id), `/api/v1/documents/${doc.id}/download`)
    expect(response.status).toBe(200)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const stored = await fetch(`${s3.endpoint}/${s3.bucket}/documents/${doc.filename}`)
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true)
    expect((await loadDemoDocuments()).length).toBeGreaterThan(0)
  })

  it('serves an image from the bucket to anyone through Payload’s file route', async () => {
    const image = (await payload.find({ collection: 'media', depth: 0, overrideAccess: true }))
      .docs[0]!
    const response = await new Browser(noRoutes).get(rest, sitePath(image.url!))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBe(image.filesize)
  })

  it('deletes the object with the document', async () => {
    const doc = (await payload.find({ collection: 'documents', depth: 0, overrideAccess: true }))
      .docs[2]!
    await payload.delete({ collection: 'documents', id: doc.id, overrideAccess: true })
    expect(await s3.keys()).not.toContain(`documents/${doc.filename}`)
  })
})
