/**
 * Client JavaScript of pages, gzipped, against the framework floor (bench/client-js.mjs). Needs
 * a production build and a running server:
 *   node bench/measure-client-js.mjs [base URL, default http://localhost:3000] [paths…]
 * The site benchmark (npm run bench -- site) measures what the browser really loaded.
 */
import { framework, scriptBytes, scriptsOfPage } from './client-js.mjs'

const [base = 'http://localhost:3000', ...args] = process.argv.slice(2)
const paths = args.length > 0 ? args : ['/', '/about-us/company-profile', '/de/faq']
const kb = (bytes) => (bytes / 1024).toFixed(1)

const floor = framework().bytes
console.log(`framework floor (rootMainFiles): ${kb(floor)} kB gzipped`)
console.log('page'.padEnd(34), 'total kB', 'above floor kB', 'ratio')
for (const p of paths) {
  const total = scriptBytes(await scriptsOfPage(new URL(p, base)))
  console.log(
    p.padEnd(34),
    kb(total).padStart(8),
    kb(total - floor).padStart(14),
    (total / floor).toFixed(2).padStart(5),
  )
}
