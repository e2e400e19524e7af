import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { BLOCKS, PAGE_BLOCKS, PAGE_BLOCKS_FOR_PRODUCT_MARKETS } from './registry'

const BLOCKS_DIR = __dirname
const PARTS = ['config.ts', 'view.ts', 'component.tsx', 'seed.ts']
const kebab = (slug: string) => slug.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/**
 * A block is its folder plus its registry lines: one missing part would leave the block without a
 * schema, a view for pages and /api/v1, a rendering, or demo content.
 */
describe('block registry', () => {
  const slugs = Object.keys(BLOCKS)

  it('registers each block under its Payload slug, with a view and a seed converter', () => {
    for (const [slug, block] of Object.entries(BLOCKS)) {
      expect(block.config.slug, slug).toBe(slug)
      expect(typeof block.view, slug).toBe('function')
      expect(typeof block.seed, slug).toBe('function')
    }
  })

  it("gives each block a fixture schema: an object whose blockType is the block's slug", () => {
    // The fixture loader walks object schemas and the union of blocks picks one by `blockType`:
    // another kind of schema, or a wrong tag, would make the block's demo content unreadable.
    for (const [slug, block] of Object.entries(BLOCKS) as [string, { fixture?: unknown }][]) {
      expect(block.fixture, slug).toBeInstanceOf(z.ZodObject)
      const tag = (block.fixture as z.ZodObject).shape.blockType
      expect(tag, slug).toBeInstanceOf(z.ZodLiteral)
      expect([...(tag as z.ZodLiteral).values], slug).toEqual([slug])
    }
  })

  it('gives every registered block its component in the renderer', () => {
    // Read as text: importing the components loads the features' server modules and Payload
    // (seconds); tsc checks the same list by its type.
    const source = fs.readFileSync(path.join(BLOCKS_DIR, 'render-blocks.tsx'), 'utf8')
    const list = /BLOCK_COMPONENTS[^=]*=\s*\{([^}]*)\}/.exec(source)?.[1] ?? ''
    const entries = [...list.matchAll(/^\s*(\w+): (\w+),$/gm)].map(([, slug, name]) => [slug, name])
    expect(entries.map(([slug]) => slug).sort()).toEqual([...slugs].sort())
    for (const [slug, name] of entries)
      expect(source, slug).toContain(`import { ${name} } from './${kebab(slug!)}/component'`)
  })

  it('has one folder per block, holding its four parts, and no unregistered folder', () => {
    const folders = fs
      .readdirSync(BLOCKS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.sort()).toEqual(slugs.map(kebab).sort())
    for (const folder of folders)
      for (const part of PARTS)
        expect(fs.existsSync(path.join(BLOCKS_DIR, folder, part)), `${folder}/${part}`).toBe(true)
  })

  it('offers pages every block and product markets a subset, in registry order', () => {
    expect(PAGE_BLOCKS.map((block) => block.slug)).toEqual(slugs)
    const forMarkets = PAGE_BLOCKS_FOR_PRODUCT_MARKETS.map((block) => block.slug)
    expect(forMarkets).toEqual(slugs.filter((slug) => forMarkets.includes(slug)))
  })
})
