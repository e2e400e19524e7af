/**
 * `npm run seed` (`payload db:prepare`): what a server start does, without starting a server:
 * migrations, then demo content in the demo configuration. A Payload bin script registered in
 * src/config/build-config.ts; Payload loads the config and calls `script`.
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { getEnv } from '@/env'
import { prepareDatabase } from '@/seed/prepare-database'

export async function script(config: SanitizedConfig): Promise<void> {
  await prepareDatabase(await getPayload({ config }), getEnv())
}
