import { z } from 'zod'

/**
 * zod for every schema of the site. `jitless`: zod otherwise probes `new Function('')` to compile
 * faster validators, which the Content-Security-Policy (no 'unsafe-eval') refuses, so every page
 * with a form logged a CSP violation in the browser (Lighthouse: best practices 96). Our schemas
 * are small; the interpreted path is as fast as we need.
 */
z.config({ jitless: true })

export { z }
