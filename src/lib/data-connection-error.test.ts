import { describe, expect, it } from 'vitest'

import { isDataConnectionError } from './data-connection-error'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDataConnectionError', () => {
  it.each([
    ['refused socket', withCode('ECONNREFUSED')],
    ['postgres admin shutdown', withCode('57P01')],
    ['postgres connection exception class 08', withCode('08006')],
    ['postgres database missing', withCode('3D000')],
    ['sqlite cannot open', withCode('SQLITE_CANTOPEN')],
    ['sqlite io error variant', withCode('SQLITE_IOERR_READ')],
    ['libsql client closed', withCode('CLIENT_CLOSED')],
    ['payload init message', new Error('Error: cannot connect to Postgres: timeout')],
    ['wrapped in a cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
    ['inside an AggregateError', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('recognises %s', (_, error) => {
    expect(isDataConnectionError(error)).toBe(true)
  })

  it.each([
    ['a bug', new TypeError('undefined is not a function')],
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a missing table', withCode('SQLITE_ERROR', 'no such table: pages')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not mistake %s for an outage', (_, error) => {
    expect(isDataConnectionError(error)).toBe(false)
  })

  it('survives a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(isDataConnectionError(a)).toBe(false)
  })
})
