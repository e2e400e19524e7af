/**
 * The import rules (.dependency-cruiser.mjs) refuse what they are there to refuse: run on a small
 * tree of the same layout, each deliberate violation is reported by its rule, and the same tree
 * without it passes.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const depcruise = path.join(root, 'node_modules/.bin/depcruise')
const config = path.join(root, '.dependency-cruiser.mjs')
const dirs: string[] = []

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'))
  dirs.push(dir)
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
  )
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

function cruise(dir: string) {
  const folders = ['src', 'server'].filter((folder) => fs.existsSync(path.join(dir, folder)))
  const run = spawnSync(depcruise, [...folders, '--config', config, '--output-type', 'err'], {
    cwd: dir,
    encoding: 'utf8',
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const base = {
  // A public file of the grades topic (PUBLIC_FILES) and one of its own.
  'src/features/grades/grade-data.ts': 'export const GRADES = 20\n',
  'src/features/grades/finder.ts': 'export const finder = 1\n',
  'src/lib/words.ts': 'export const word = "talc"\n',
}

// Each case starts dependency-cruiser (a Node process, about 1.5 s alone); beside the other unit
// files on two cores it takes longer than vitest's default 5 s.
describe('the import rules', { timeout: 30_000 }, () => {
  it('let a topic use another topic’s public file and a shared layer', () => {
    const dir = tree({
      ...base,
      'src/features/documents/list.ts':
        "import { GRADES } from '@/features/grades/grade-data'\nimport { word } from '@/lib/words'\nexport const list = [GRADES, word]\n",
    })
    expect(cruise(dir)).toMatchObject({ status: 0 })
  })

  it('refuse a topic that reaches into another topic’s own files', () => {
    const dir = tree({
      ...base,
      'src/features/documents/list.ts':
        "import { finder } from '@/features/grades/finder'\nexport const list = [finder]\n",
    })
    const result = cruise(dir)
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('topic-reaches-into-another-topic')
  })

  it('refuse a block that reaches into a topic’s own files', () => {
    const dir = tree({
      ...base,
      'src/blocks/cards/view.ts':
        "import { finder } from '@/features/grades/finder'\nexport const v = finder\n",
    })
    const result = cruise(dir)
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('topic-reaches-into-another-topic')
  })

  it.each(['src/server/mail/list.ts', 'src/lib/list.ts'])('refuse %s importing a topic', (file) => {
    const dir = tree({
      ...base,
      [file]: "import { GRADES } from '@/features/grades/grade-data'\nexport const list = GRADES\n",
    })
    const result = cruise(dir)
    expect(result.status, file).not.toBe(0)
    expect(result.output).toMatch(/shared-layers-import-no-topic|lib-stays-low/)
  })

  it('let the production server use src/lib', () => {
    const server = "import { word } from '../src/lib/words'\nexport const main = word\n"
    expect(cruise(tree({ ...base, 'server/main.ts': server }))).toMatchObject({ status: 0 })
  })

  it('refuse the production server a topic', () => {
    const result = cruise(
      tree({
        ...base,
        'server/main.ts':
          "import { finder } from '../src/features/grades/finder'\nexport const m = finder\n",
      }),
    )
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('production-server-imports-shared-only')
  })

  it('refuse the app importing the production server', () => {
    const result = cruise(
      tree({
        ...base,
        'server/limits.ts': 'export const LIMIT = 8\n',
        'src/lib/uses-server.ts':
          "import { LIMIT } from '../../server/limits'\nexport const l = LIMIT\n",
      }),
    )
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('app-imports-no-production-server')
  })
})
