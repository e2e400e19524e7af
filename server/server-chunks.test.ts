import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { dedupeServerChunks, stubFor } from './server-chunks'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A build folder whose server chunks are as Turbopack writes them: a module list each. */
function buildWith(chunks: Record<string, string>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-chunks-'))
  made.push(dist)
  for (const [name, body] of Object.entries(chunks)) {
    const file = path.join(dist, 'server', name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `${body}\n//# sourceMappingURL=${path.basename(name)}.map`)
    fs.writeFileSync(`${file}.map`, '{}')
  }
  return dist
}

const payloadChunk = 'module.exports=[92405,v=>{"use strict";v.v("Zahlungsziel – Привет")}]'

describe('one copy of each server chunk', () => {
  it('makes every copy of a chunk a stub that requires the first, in each runtime folder', () => {
    const dist = buildWith({
      'chunks/_b_route._.js': payloadChunk,
      'chunks/_a_route._.js': payloadChunk,
      'chunks/_c_other._.js': 'module.exports=[1,v=>{}]',
      'chunks/ssr/_x._.js': payloadChunk,
      'chunks/ssr/_y._.js': payloadChunk,
    })
    const report = dedupeServerChunks(dist)
    expect(report).toMatchObject({ files: 5, replaced: 2 })
    const chunks = path.join(dist, 'server', 'chunks')
    // The first by name is kept, with its source map; the copy requires it.
    expect(fs.readFileSync(path.join(chunks, '_b_route._.js'), 'utf8')).toBe(
      stubFor('_a_route._.js'),
    )
    expect(fs.existsSync(path.join(chunks, '_b_route._.js.map'))).toBe(false)
    expect(fs.existsSync(path.join(chunks, '_a_route._.js.map'))).toBe(true)
    expect(fs.readFileSync(path.join(chunks, '_c_other._.js'), 'utf8')).toContain('[1,')
    // Not across folders: each runtime requires from its own.
    expect(fs.readFileSync(path.join(chunks, 'ssr', '_y._.js'), 'utf8')).toBe(stubFor('_x._.js'))

    // A runtime that requires either name gets the one module list, loaded once.
    const require = createRequire(import.meta.url)
    const kept = require(path.join(chunks, '_a_route._.js'))
    expect(require(path.join(chunks, '_b_route._.js'))).toBe(kept)
    expect(kept[0]).toBe(92405)
  })

  it('leaves stubs and single chunks alone when run again', () => {
    const dist = buildWith({ 'chunks/a.js': payloadChunk, 'chunks/b.js': payloadChunk })
    dedupeServerChunks(dist)
    const again = dedupeServerChunks(dist)
    expect(again).toMatchObject({ files: 2, replaced: 0 })
    expect(fs.readFileSync(path.join(dist, 'server', 'chunks', 'b.js'), 'utf8')).toBe(
      stubFor('a.js'),
    )
  })

  it('keeps chunks that differ in anything but their source map line', () => {
    const dist = buildWith({
      'chunks/a.js': payloadChunk,
      'chunks/b.js': payloadChunk.replace('Zahlungsziel', 'Zahlungsfrist'),
    })
    expect(dedupeServerChunks(dist).replaced).toBe(0)
  })

  it('finds nothing to do in a build without server chunks', () => {
    expect(dedupeServerChunks(buildWith({}))).toEqual({ files: 0, replaced: 0, bytesSaved: 0 })
  })
})
