/**
 * Runs when the server boots, before the first request: checks the configuration, then migrates
 * and (demo only) seeds the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getEnv, EnvError } = await import('./env')
  try {
    getEnv()
  } catch (error) {
    // Printed plainly: the message says what to set; a stack trace would only hide it.
    if (error instanceof EnvError) console.error(`\n${error.message}\n`)
    throw error
  }
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { prepareDatabaseOnBoot } = await import('./server/boot')
  const { isDataConnectionError } = await import('./lib/data-connection-error')
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
