import type { CollectionConfig } from 'payload'

/**
 * Counters of the rate limits (src/server/rate-limit.ts): one row per key and window, in the
 * database so that every app instance counts together. Never shown, never edited.
 */
export const rateLimitsCollection: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'hits', type: 'number', required: true },
    // Epoch milliseconds: compared as numbers in both SQLite and PostgreSQL.
    { name: 'resetAt', type: 'number', required: true, index: true },
  ],
}
