/** `npm run dev`: the Next.js dev server with hot reload; it migrates and seeds as it boots. */
import { bin, run } from './lib.mjs'

try {
  await run(bin('next'), ['dev', '-p', process.env.PORT ?? '3000'])
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
