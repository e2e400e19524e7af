/**
 * The environment of the build `npm start` runs on a fresh clone or after a change of sources.
 * It serves the site as cloned, which CI has type-checked and linted (`npm test`), so it checks
 * nothing again, and it writes no Turbopack file-system cache: a first start never reads it back
 * (a later start builds only after the sources changed; developers build with `npm run build` or
 * `npm run dev`, which keep it), and writing it cost up to 40 s of a first start. next.config.ts
 * reads both variables.
 */
export const START_BUILD_ENV = Object.freeze({
  NODE_ENV: 'production',
  NEXT_BUILD_TYPECHECK: 'off',
  NEXT_BUILD_CACHE: 'off',
})
