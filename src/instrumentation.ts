/** Checks the configuration when the server boots, before the first request. */
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
}
