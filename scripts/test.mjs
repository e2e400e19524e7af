/**
 * `npm test`: every test, in the order that fails fastest. Integration tests use a fresh SQLite
 * file per test file, or PostgreSQL when TEST_DATABASE_URL is set. e2e tests build the site and
 * run it on port 3100 with its own fresh database, in the system Chromium.
 */
import { bin, run } from './lib.mjs'

const steps = [
  ['generated files', 'node', ['scripts/check-generated.mjs']],
  ['format', bin('prettier'), ['--check', '.']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['dependencies', bin('depcruise'), ['src', 'server', '--config', '.dependency-cruiser.mjs']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and integration tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'int']],
  // Timing comparisons on their own, without the other files' parallel forks (vitest.config.ts).
  ['timing-sensitive integration tests', bin('vitest'), ['run', '--project', 'int-timing']],
  // The README's build: Next.js's, then the production server (dist/server.mjs) the e2e tests run.
  ['production build', 'npm', ['run', '--silent', 'build'], { NEXT_BUILD_TYPECHECK: 'off' }],
  ['end-to-end tests', bin('playwright'), ['test']],
  // Two containers of the image, built here, behind nginx on PostgreSQL, Redis and S3: the
  // cluster test's checks (needs Docker, nginx, PostgreSQL, Redis; ADR 0025). The same checks
  // with processes (npm run test:cluster) are left out for CI's time; the one-instance check of
  // npm start runs here too.
  ['container test', 'node', ['tests/container/container-test.mjs']],
]

const started = Date.now()
for (const [name, command, args, env = {}] of steps) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}`)
  try {
    await run(command, args, { env: { NEXT_TELEMETRY_DISABLED: '1', ...env } })
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`)
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
