import { config } from 'zod'

/**
 * zod's settings for every schema of the site, imported for its effect by each module that
 * defines schemas (`import '@/lib/zod'`, next to `import { z } from 'zod'`). `jitless`: zod
 * otherwise probes `new Function('')` to compile faster validators, which the
 * Content-Security-Policy (no 'unsafe-eval') refuses, so every page with a form logged a CSP
 * violation in the browser (Lighthouse: best practices 96). Our schemas are small; the
 * interpreted path is as fast as we need.
 *
 * The schemas import `z` from zod itself, not through this module: a module of our own that
 * re-exports zod's `z` namespace makes the bundler keep all of it, every locale included
 * (90 kB gzipped on each page with a form instead of 30 kB; ADR 0015).
 */
config({ jitless: true })
