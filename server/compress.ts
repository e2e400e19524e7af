import type http from 'node:http'

import compression from 'compression'

export type NodeMiddleware = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: () => void,
) => void

/**
 * The `compression` middleware with its defaults, the one Next.js bundles a copy of. It works on
 * Node's own request and response (it reads headers and wraps write/end); its types name
 * Express's subclasses of them, hence the one cast here.
 */
export function nodeCompression(): NodeMiddleware {
  return compression() as unknown as NodeMiddleware
}
