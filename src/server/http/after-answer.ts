import 'server-only'

import { after } from 'next/server'

import { serverLog } from '@/server/log'

const pending = new Set<Promise<void>>()

/**
 * Runs `work` once the answer has been sent (Next.js's `after`), so that nothing it does shows in
 * the answer's time: e.g. the work only a known address causes. Outside a request (tests,
 * scripts) it starts on the next turn of the event loop. A failure is logged, never thrown.
 */
export function afterAnswer(work: () => Promise<void>): void {
  let start!: () => void
  const started = new Promise<void>((resolve) => {
    start = resolve
  })
  const done: Promise<void> = started
    .then(work)
    .catch((error: unknown) => serverLog.error({ err: error }, 'work after the answer failed'))
    .finally(() => pending.delete(done))
  pending.add(done)
  try {
    after(() => {
      start()
      return done
    })
  } catch {
    // `after` was called outside a request scope.
    setImmediate(start)
  }
}

/** Resolves once every piece of work handed to afterAnswer so far has finished. */
export async function afterAnswerDone(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}
