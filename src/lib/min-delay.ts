/** SPEC §9: a fetch spinner stays at least this long, so it never flickers. */
export const MIN_SPINNER_MS = 200
/** SPEC §9: the cookie dialog's shorter minimum. */
export const COOKIE_DIALOG_SPINNER_MS = 100

/** Resolves (or rejects) with `work`, but never sooner than `ms` after the call. */
export async function withMinimumDelay<T>(
  work: Promise<T>,
  ms: number = MIN_SPINNER_MS,
): Promise<T> {
  const wait = new Promise((resolve) => setTimeout(resolve, ms))
  const [result] = await Promise.allSettled([work, wait])
  if (result.status === 'rejected') throw result.reason
  return result.value
}
