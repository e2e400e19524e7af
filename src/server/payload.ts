import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { guardDataConnection } from '@/lib/data-connection-error'

/** The in-process Payload instance (Local API). Initialised once per process, on first use. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Every data call of the site goes through here: "database unreachable" becomes the
 * 'Data Connection Error' screen (SPEC §8) instead of a generic error page.
 */
export function withData<T>(call: (payload: Payload) => Promise<T>): Promise<T> {
  return guardDataConnection(async () => call(await getPayloadClient()))
}
