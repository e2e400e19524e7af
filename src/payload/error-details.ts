import type { Config } from 'payload'

type AfterErrorHook = NonNullable<NonNullable<Config['hooks']>['afterError']>[number]

/**
 * A refused REST call's details in Payload's answer, as Payload means to send them: a
 * ValidationError's field errors (`errors[0].data.errors[]`, each with its field's path), which
 * the admin shows under each field. Payload adds an error's `data` to the answer only when the
 * error is an instance of its own error classes, and in the built server Payload is there more
 * than once: the instance that answers every request is made at boot by the instrumentation
 * (src/config/boot.ts), from its own bundle of Payload and of this config, and each route bundles
 * Payload again. An error thrown by that instance's operations or by a hook is then no instance
 * of the route's classes, and the answer held its message only: the admin showed the message
 * above the form and nothing under the fields (a redirect's loop, any field's own validation).
 *
 * Put back only where Payload's formatting lost it: an error with `data` whose message the
 * answer shows as it is (a public error; a hidden one's answer says "Something went wrong."),
 * and whose answer has no details yet.
 */
export const keepErrorDetails: AfterErrorHook = ({ error, result }) => {
  const { data } = error as { data?: unknown }
  if (!result || !data || typeof data !== 'object') return
  const [only, ...others] = result.errors ?? []
  if (!only || others.length > 0 || only.data !== undefined || only.message !== error.message)
    return
  return {
    response: {
      ...result,
      errors: [{ name: error.name, data: data as Record<string, unknown>, message: error.message }],
    },
  }
}
