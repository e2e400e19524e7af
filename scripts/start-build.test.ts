import { afterEach, describe, expect, it, vi } from 'vitest'

import { startBuild } from './lib.mjs'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** next.config.ts as `next build` evaluates it with the given environment. */
async function configWith(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
  vi.resetModules()
  return (await import('../next.config')).default
}

describe("npm start's build", () => {
  it('runs next build without its type-check and without writing a build cache', async () => {
    const { command, args, env } = startBuild()
    expect(command).toMatch(/node_modules\/\.bin\/next$/)
    expect(args).toEqual(['build'])
    const config = await configWith(env)
    expect(config.typescript?.ignoreBuildErrors).toBe(true)
    expect(config.experimental?.turbopackFileSystemCacheForBuild).toBe(false)
  })

  it('leaves both on for a plain next build', async () => {
    const config = await configWith({ NEXT_BUILD_TYPECHECK: '', NEXT_BUILD_CACHE: '' })
    expect(config.typescript?.ignoreBuildErrors).toBe(false)
    expect(config.experimental?.turbopackFileSystemCacheForBuild).toBe(true)
  })
})
