import path from 'node:path'

import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

const serverOnly = { 'server-only': path.resolve(__dirname, 'tests/setup/empty-module.ts') }

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
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.test.ts'],
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
