import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { serverProcessEnv } from './lib.mjs'

/** The run stage's ENV instruction of the Dockerfile, as name → value. */
function dockerfileRunEnv(): Record<string, string> {
  const dockerfile = fs.readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8')
  const run = dockerfile.slice(dockerfile.indexOf('AS run'))
  const instruction = /^ENV ((?:.*\\\n)*.*)$/m.exec(run)?.[1] ?? ''
  return Object.fromEntries(
    instruction
      .replace(/\\\n/g, ' ')
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  )
}

describe('the production server process environment', () => {
  it('starts with two glibc arenas unless the environment names its own number', () => {
    expect(serverProcessEnv({})).toEqual({ MALLOC_ARENA_MAX: '2' })
    expect(serverProcessEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_ARENA_MAX: '8' })
  })

  it('is what the container image starts with too', () => {
    const env = dockerfileRunEnv()
    expect(env.NODE_ENV).toBe('production')
    for (const [name, value] of Object.entries(serverProcessEnv({}))) expect(env[name]).toBe(value)
  })
})
