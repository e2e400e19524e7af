/**
 * Errors that mean "the database cannot be reached" (as opposed to a bug), recognised by the
 * error codes of node-postgres, libSQL and Node's sockets, anywhere in the cause chain.
 * Isomorphic: the error boundary in the browser reads DATA_CONNECTION_DIGEST.
 */

/** Next.js keeps an error's own digest when it crosses to the client; the boundary checks it. */
export const DATA_CONNECTION_DIGEST = 'DATA_CONNECTION_ERROR'

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
])

// PostgreSQL SQLSTATE: class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect
// now), 3D000 (database does not exist), 53300 (too many connections).
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '3D000', '53300'])

// libSQL: the file cannot be opened or read, or the client was closed under us.
const SQLITE_CODES = [
  'SQLITE_CANTOPEN',
  'SQLITE_NOTADB',
  'SQLITE_IOERR',
  'SQLITE_CORRUPT',
  'CLIENT_CLOSED',
]

const MESSAGE_PATTERNS = [
  /cannot connect to (postgres|sqlite)/i,
  /connection terminated/i,
  /terminating connection due to administrator command/i,
  /database "[^"]*" does not exist/i,
  /Client has encountered a connection error/i,
]

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? code : undefined
}

export function isDataConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const code = codeOf(current)
    if (code) {
      if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08')) return true
      if (SQLITE_CODES.some((c) => code.startsWith(c))) return true
    }
    const message = (current as { message?: unknown }).message
    if (typeof message === 'string' && MESSAGE_PATTERNS.some((p) => p.test(message))) return true
    if (current instanceof AggregateError && current.errors.some(isDataConnectionError)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export class DataConnectionError extends Error {
  readonly digest = DATA_CONNECTION_DIGEST
  constructor(cause: unknown) {
    super('The database cannot be reached.', { cause })
    this.name = 'DataConnectionError'
  }
}

/** Runs a data call; "database unreachable" becomes DataConnectionError, anything else passes. */
export async function guardDataConnection<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isDataConnectionError(error)) throw new DataConnectionError(error)
    throw error
  }
}
