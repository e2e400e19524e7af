import { formatErrors, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepErrorDetails } from './error-details'

type HookArgs = Parameters<typeof keepErrorDetails>[0]

const FIELD_ERRORS = {
  collection: 'redirects',
  errors: [
    { path: 'to.url', message: 'This redirect would make a loop: /b → /a → /b.' },
    { path: 'from', message: 'The redirect from /a leads to this address.' },
  ],
}

/**
 * Payload's ValidationError as the built server's other copy of Payload makes it (the copy whose
 * instance answers requests, src/config/boot.ts): the same fields, but no instance of the class
 * the route's copy checks for. Here Payload is there once; this class stands for that other copy.
 */
class OtherCopysValidationError extends Error {
  status = 400
  isPublic = true
  isOperational = true
  constructor(
    message: string,
    public data: typeof FIELD_ERRORS,
  ) {
    super(message)
    this.name = 'L'
  }
}

/** The route's answer to `error` (Payload's own formatting), then the hook. */
function answered(error: Error) {
  // Payload's parameter type names its own classes; the formatting takes any error.
  const result = formatErrors(error as unknown as Parameters<typeof formatErrors>[0])
  return { result, hooked: keepErrorDetails({ error, result } as unknown as HookArgs) }
}

describe('keepErrorDetails', () => {
  it('puts back the field errors the route dropped for an error of the other copy of Payload', () => {
    const error = new OtherCopysValidationError('This redirect was not saved: …', FIELD_ERRORS)
    const { result, hooked } = answered(error)
    // What the admin got: the message alone, so no reason under the fields.
    expect(result).toEqual({ errors: [{ message: 'This redirect was not saved: …' }] })
    expect(hooked).toEqual({
      response: {
        errors: [{ name: 'L', data: FIELD_ERRORS, message: 'This redirect was not saved: …' }],
      },
    })
  })

  it('leaves an answer that has its details (the same copy of Payload) as it is', () => {
    const error = new ValidationError({ collection: 'redirects', errors: FIELD_ERRORS.errors })
    expect(formatErrors(error).errors[0]).toHaveProperty('data')
    expect(answered(error).hooked).toBeUndefined()
  })

  it('adds nothing to the answer of an error whose message was hidden', () => {
    const error = new OtherCopysValidationError('SQLITE_ERROR: no such table', FIELD_ERRORS)
    // Payload's answer to an error it keeps to itself (a 500): another message, no details.
    const result = { errors: [{ message: 'Something went wrong.' }] }
    expect(keepErrorDetails({ error, result } as unknown as HookArgs)).toBeUndefined()
  })

  it('adds nothing for an error without details', () => {
    expect(answered(new Error('Not Found')).hooked).toBeUndefined()
  })
})
