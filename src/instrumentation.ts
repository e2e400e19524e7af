import type { Instrumentation } from 'next'

/** Runs when the server boots, before the first request (Node.js runtime only). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { bootServer } = await import('./instrumentation-node')
    await bootServer()
  }
}

/**
 * One JSON line per failed request (src/server/log.ts). Its `requestId` is the error's digest,
 * the reference the error page shows the visitor, so a report can be matched to its line.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { serverLog } = await import('./server/log')
  serverLog.error(
    {
      requestId: (error as { digest?: string }).digest,
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      err: error,
    },
    'request failed',
  )
}
