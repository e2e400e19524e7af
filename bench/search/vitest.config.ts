import path from 'node:path'

import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

/** Runs the search benchmark (bench/search.mjs) with the app's aliases, in Node. */
export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: {
    alias: { 'server-only': path.resolve(__dirname, '../../tests/setup/empty-module.ts') },
  },
  test: {
    root: path.resolve(__dirname, '../..'),
    include: ['bench/search/run.bench-task.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30 * 60_000,
    hookTimeout: 30 * 60_000,
  },
})
