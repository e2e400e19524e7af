/** Runs when the server boots, before the first request (Node.js runtime only). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { bootServer } = await import('./instrumentation-node')
    await bootServer()
  }
}
