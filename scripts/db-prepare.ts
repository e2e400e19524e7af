/**
 * Run by `npm start` and `npm run dev` before the server starts (through `payload run`):
 * applies migrations, seeds demo content when the configuration allows it, prints the logins.
 */
import { getPayload } from 'payload'

import { EnvError, getEnv, type Env } from '@/env'
import { DEMO_STAFF } from '@/seed/demo-accounts'
import { migrateDatabase, seedDemoContent } from '@/seed/prepare-database'

let env: Env
try {
  env = getEnv()
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  console.error(`\n${error.message}\n`)
  process.exit(1)
}
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
await migrateDatabase(payload)

if (env.seedDemo) {
  const report = await seedDemoContent(payload)
  const line = '─'.repeat(64)
  console.log(`\n${line}`)
  console.log(
    `Demo content: ${report.pagesCreated} pages and ${report.staffCreated} staff accounts created now.`,
  )
  console.log(`Admin: ${env.serverURL}/admin`)
  for (const staff of DEMO_STAFF) {
    console.log(
      `  ${staff.roles.join(', ').padEnd(10)} ${staff.email.padEnd(28)} ${staff.password}`,
    )
  }
  console.log(`${line}\n`)
} else {
  console.log('Demo content is off (production configuration): no demo accounts exist.')
}

await payload.destroy()
process.exit(0)
