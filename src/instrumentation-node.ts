import { EnvError, getEnv } from './env'
import { isDataConnectionError } from './lib/data-connection-error'

/**
 * Checks the configuration, then migrates and (demo only) seeds the database. A configuration
 * error stops the process with the message alone: it says what to set.
 */
export async function bootServer(): Promise<void> {
  try {
    getEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { assertClientAddressesPinned } = await import('./server/http/client-address')
  try {
    assertClientAddressesPinned()
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}\n`)
    process.exit(1)
  }

  const { prepareDatabaseOnBoot } = await import('./config/boot')
  try {
    await prepareDatabaseOnBoot()
  } catch (error) {
    // An unreachable database must not keep the site down once it is back: serve anyway (pages
    // show 'Data Connection Error', /api/health answers 503) and let Payload connect, and apply
    // migrations, on a later request. Anything else (a failing migration) stops the start.
    if (!isDataConnectionError(error)) throw error
    console.error(
      `Database unreachable at start; serving the outage page until it answers: ${
        error instanceof Error ? error.message : error
      }`,
    )
  }
}
