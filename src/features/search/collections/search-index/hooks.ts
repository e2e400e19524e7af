// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
// These hooks belong to the search index, not to one collection: every searchable collection
// (the content collections through contentCollection, and documents) attaches them to keep this
// collection's rows in step, so they live beside the collection they write.
import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  isolateObjectProperty,
  type PayloadRequest,
} from 'payload'

import { type IndexedCollection, syncSearchItem } from '@/features/search/index-rows'

/** Set `context: { skipSearchIndex: true }` on a save to leave the index alone (bulk imports). */
export const SKIP_SEARCH_INDEX = 'skipSearchIndex'

/** What this module needs of Payload's Drizzle adapters (SQLite and PostgreSQL alike). */
type TransactionalAdapter = {
  sessions?: Record<
    string,
    { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
  >
  execute?: (args: { db: unknown; raw: string }) => Promise<unknown>
}

/**
 * Runs `work` in a savepoint of the save's transaction, with a request of its own that names
 * the same transaction. When the work fails (in the database too: a unique key taken by a
 * concurrent writer), only its own writes are undone and the save goes on. Without it a failed
 * index write would take the save with it, silently: Payload rolls back the whole transaction of
 * a request whose operation fails (and PostgreSQL refuses every later statement of a
 * transaction in which one failed), while the hook's caller sees a successful save.
 */
async function inSavepoint(
  req: PayloadRequest,
  work: (req: PayloadRequest) => Promise<unknown>,
): Promise<void> {
  const adapter = req.payload.db as unknown as TransactionalAdapter
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const session = id === undefined || id === null ? undefined : adapter.sessions?.[String(id)]
  if (!session || !adapter.sessions || !adapter.execute) {
    // No transaction: every write commits on its own, and a failed one harms nothing else.
    await work(req)
    return
  }
  const sessions = adapter.sessions
  const execute = adapter.execute.bind(adapter)
  const sql = (raw: string) => execute({ db: session.db, raw })
  // Payload ends the transaction of a failing operation's request: here, only this alias.
  const own = `${String(id)}:search-index`
  sessions[own] = { db: session.db, resolve: async () => {}, reject: async () => {} }
  const inner = isolateObjectProperty(req, 'transactionID')
  inner.transactionID = own
  await sql('SAVEPOINT search_index')
  try {
    await work(inner)
    await sql('RELEASE SAVEPOINT search_index')
  } catch (error) {
    await sql('ROLLBACK TO SAVEPOINT search_index')
    await sql('RELEASE SAVEPOINT search_index')
    throw error
  } finally {
    delete sessions[own]
  }
}

/** Brings one item's search rows in step with its published state, in the save's transaction. */
export async function sync(
  req: PayloadRequest,
  collection: IndexedCollection,
  id: number | string,
) {
  if (req.context?.[SKIP_SEARCH_INDEX]) return
  try {
    // In the save's own transaction: the published version as it will be committed, and rows
    // that commit (or roll back) with the save. This process's index reads them only from the
    // database, so a save that rolls back leaves nothing behind in it.
    await inSavepoint(req, (own) => syncSearchItem(req.payload, collection, id, own))
  } catch (error) {
    // The save itself goes through; the next save of the item, or the reconciling rebuild at
    // the next start (prepareSearchIndex), repairs the rows.
    req.payload.logger.error({ err: error }, `Search index: ${collection} ${id} not updated`)
  }
}

/**
 * Keeps the search index in step with a collection (ADR 0013): after every save (a draft too:
 * the published version is what is indexed) and after a delete (the rows become tombstones).
 */
export function searchIndexHooks(collection: IndexedCollection): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, req }) => {
        await sync(req, collection, (doc as { id: number | string }).id)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await sync(req, collection, (doc as { id: number | string }).id)
        return doc
      },
    ],
  }
}
