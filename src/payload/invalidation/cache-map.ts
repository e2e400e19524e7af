/**
 * What a change to each collection and global makes stale: the one place that decides (ADR 0024).
 * The hooks (./hooks.ts) read this map; no collection or global keeps a list of its own, and
 * tests/int/invalidation.test.ts fails when a collection or global of the Payload config is
 * missing here.
 *
 * A change counts only where the *published* text changed, in the languages where it changed
 * (./public-views.ts): an autosave or a draft expires nothing public; an English edit leaves the
 * German pages cached unless they show that English text in place of a missing German one.
 *
 * - `content`: the collection's lists (`content:<slug>`) and the document's own key before and
 *   after the change (`content:<slug>:<key>`), in each changed language. Every cached read that
 *   uses them carries them (src/server/content-context.ts), so the detail page, the lists, the
 *   market pages that list grades, the family and grade pages, the sitemap and the API answers
 *   built on those reads are made again.
 * - `site`: every page in each changed language (the language's site tag, carried by every
 *   cached read and so by every page): the shell's globals, which every page shows, and images,
 *   which any page may show.
 * - `none`: nothing a cached page or cached read shows; the reason says where the change goes
 *   instead.
 */
export type CacheRule =
  | { kind: 'content'; keyOf: (doc: Record<string, unknown>) => string | null }
  | { kind: 'site' }
  | { kind: 'none'; why: string }

const slug = (doc: Record<string, unknown>) => (doc.slug ? String(doc.slug) : null)
const listsOnly = () => null

export const COLLECTION_CACHE_MAP: Record<string, CacheRule> = {
  pages: { kind: 'content', keyOf: (doc) => (typeof doc.path === 'string' ? doc.path : null) },
  'product-markets': { kind: 'content', keyOf: slug },
  news: {
    kind: 'content',
    keyOf: (doc) => (doc.slug ? `${String(doc.category)}/${String(doc.slug)}` : null),
  },
  'blog-posts': { kind: 'content', keyOf: slug },
  jobs: { kind: 'content', keyOf: slug },
  'gallery-photos': { kind: 'content', keyOf: slug },
  'team-members': { kind: 'content', keyOf: listsOnly },
  'faq-entries': { kind: 'content', keyOf: listsOnly },
  offices: { kind: 'content', keyOf: listsOnly },
  // Grade pages, and the market pages that list the grades serving them.
  grades: { kind: 'content', keyOf: slug },
  'document-families': { kind: 'content', keyOf: slug },
  // Revisions: the family and grade pages and the download lists read the documents' list tag.
  documents: { kind: 'content', keyOf: listsOnly },
  media: { kind: 'site' },
  redirects: {
    kind: 'none',
    why: 'the request proxy reads the redirect table, which every instance reloads on a change',
  },
  'search-index': {
    kind: 'none',
    why: 'the search reads its in-memory index, which every instance rebuilds from these rows',
  },
  users: { kind: 'none', why: 'staff accounts: the admin only' },
  members: { kind: 'none', why: 'customer accounts: answered per session, never cached' },
  'consent-records': { kind: 'none', why: 'records for the administrators' },
  'rate-limits': { kind: 'none', why: 'counters of the limits' },
  'download-logs': { kind: 'none', why: "the log, and a member's own lists (uncached)" },
  'revision-notices': { kind: 'none', why: 'the record of update notices sent' },
  enquiries: { kind: 'none', why: 'the inbox' },
  'enquiry-attachments': { kind: 'none', why: 'files of the inbox' },
  'missing-paths': { kind: 'none', why: "the editors' 404 list" },
  'payload-jobs': { kind: 'none', why: 'the queue (mail, scheduled publishing)' },
  'payload-locked-documents': { kind: 'none', why: "the admin's edit locks" },
  'payload-preferences': { kind: 'none', why: "the admin's preferences" },
  'payload-migrations': { kind: 'none', why: 'the migrations applied' },
  'payload-kv': { kind: 'none', why: "Payload's own key-value store" },
}

export const GLOBAL_CACHE_MAP: Record<string, CacheRule> = {
  navigation: { kind: 'site' },
  'site-settings': { kind: 'site' },
  'cookie-text': { kind: 'site' },
  'form-recipients': {
    kind: 'none',
    why: 'read when an enquiry is mailed, from the database; no page shows the recipients',
  },
}
