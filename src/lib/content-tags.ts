/**
 * Cache tags of the content (docs/decisions/0008-content-model-and-cache.md). Every cached read
 * carries the tags of what it read; a change in the CMS expires exactly those tags, and with
 * them every cached page in either language that used the data.
 */
export const contentTags = {
  /** Any read that lists a collection (lists, trees, the sitemap). */
  collection: (collection: string) => `content:${collection}`,
  /** A read of one document found by its key (slug or path), found or not. */
  key: (collection: string, key: string) => `content:${collection}:${key}`,
}
