import path from 'node:path'

import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

const serverOnly = { 'server-only': path.resolve(__dirname, 'tests/setup/empty-module.ts') }
/**
 * Integration tests that compare timings (an unknown e-mail answered as fast as a wrong password):
 * run on their own after the others (`int-timing`), since the parallel forks of the other files
 * move one side's median by more than the difference they look for. Same assertions.
 */
const TIMED = ['tests/int/login-throttle.test.ts']

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'unit',
          environment: 'node',
          // next-intl imports 'next/navigation' the way Next.js's bundler resolves it
          // (src/i18n/navigation.ts); run through Vite, it resolves here too.
          server: { deps: { inline: ['next-intl'] } },
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/rules/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/cluster/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.test.ts'],
          exclude: TIMED,
          // Each file gets its own process and its own fresh database.
          pool: 'forks',
          // next-intl's middleware (the request proxy, src/proxy.ts) imports 'next/server' the
          // way Next.js's bundler resolves it; run through Vite, it resolves here too.
          server: { deps: { inline: ['next-intl'] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'int-timing',
          environment: 'node',
          include: TIMED,
          // Each file gets its own process and its own fresh database.
          pool: 'forks',
          // next-intl's middleware (the request proxy, src/proxy.ts) imports 'next/server' the
          // way Next.js's bundler resolves it; run through Vite, it resolves here too.
          server: { deps: { inline: ['next-intl'] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
