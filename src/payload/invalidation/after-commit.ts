import type { PayloadRequest } from 'payload'

/**
 * Runs work once the request's database transaction has committed (ADR 0024).
 *
 * Payload runs every hook, afterChange and afterOperation included, before it commits: a page
 * expired from a hook can be rendered again by another request, or on another instance, before
 * the change is visible to it, and that render would be cached as fresh. Payload has no hook after
 * the commit, so the database adapter's commitTransaction is wrapped once per adapter: the work a
 * transaction collected runs after it has committed, and is dropped when it rolls back (nothing
 * changed). Without a transaction (an adapter without them, or a write outside one) the write is
 * already visible and the work runs at once.
 */

type Work = () => unknown
type TransactionID = string | number
type Adapter = {
  commitTransaction(id: TransactionID | Promise<TransactionID | null>): Promise<void>
  rollbackTransaction(id: TransactionID | Promise<TransactionID | null>): Promise<void>
}

const PENDING = Symbol.for('talc.afterCommit')
type Wrapped = Adapter & { [PENDING]?: Map<TransactionID, Work[]> }

function pendingOf(db: Wrapped): Map<TransactionID, Work[]> {
  const existing = db[PENDING]
  if (existing) return existing
  const pending = new Map<TransactionID, Work[]>()
  db[PENDING] = pending
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (incoming) => {
    const id = incoming instanceof Promise ? await incoming : incoming
    await commit(incoming)
    const work = id === null ? undefined : pending.get(id)
    if (id !== null) pending.delete(id)
    // Awaited: the save answers once what it changed has been expired.
    for (const run of work ?? []) await runSafely(run)
  }
  db.rollbackTransaction = async (incoming) => {
    const id = incoming instanceof Promise ? await incoming : incoming
    if (id !== null) pending.delete(id)
    await rollback(incoming)
  }
  return pending
}

/** The work reports its own failures; a commit never fails because of it. */
async function runSafely(run: Work): Promise<void> {
  try {
    await run()
  } catch {
    // reported by the work
  }
}

/** Runs `work` after the transaction of `req` commits, or now when there is none. */
export async function afterCommit(req: PayloadRequest, work: Work): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  if (id === undefined || id === null || !req.transactionID) {
    await runSafely(work)
    return
  }
  // Runs once: on the adapter's commit, or, where a save commits another way (seen with SQLite
  // saves through the REST API), when Payload drops the request's transaction, as it does after
  // every commit and rollback (checked every 10 ms, at most a minute).
  let ran = false
  const once = async () => {
    if (ran) return
    ran = true
    await runSafely(work)
  }
  const pending = pendingOf(req.payload.db as unknown as Wrapped)
  const list = pending.get(id) ?? []
  list.push(once)
  pending.set(id, list)
  void (async () => {
    const started = Date.now()
    while (req.transactionID && Date.now() - started < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 10))
    await once()
  })()
}
