// No `server-only` here: the outbox's lease module (src/server/shared/redis.ts), which the Payload
// config reaches, logs through it.
import { pino, stdSerializers } from 'pino'

/**
 * The server's own log lines (request errors, failed checks), as JSON lines on standard output
 * beside Payload's (which are JSON in production too, src/config/build-config.ts): one object
 * per line with `level`, `time`, `msg`, and what the line is about (`requestId`, `path`, `err`).
 * LOG_LEVEL sets the least level written (default info).
 */
export const serverLog = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { name: 'site' },
  // Errors as { type, message, stack } rather than {}.
  serializers: { err: stdSerializers.err },
})
