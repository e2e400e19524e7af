import { z } from 'zod'

import '@/lib/zod'

import { DOCUMENT_CATEGORIES, DOCUMENT_LANGUAGES } from './documents'

/** The document endpoints' query schemas (server only: kept out of `documents.ts`, ADR 0015). */

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values).optional())

/** GET /api/v1/search-documents query (SPEC §7): text, category, market, language, page. */
export const documentSearchSchema = z.object({
  query: z.string().trim().max(100).optional().default(''),
  category: optionalEnum(DOCUMENT_CATEGORIES),
  market: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  language: optionalEnum(DOCUMENT_LANGUAGES),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
  /** `superseded=1`: earlier revisions of document families too (ADR 0021). */
  superseded: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['0', '1', 'true', 'false']).optional(),
  ),
})
export type DocumentSearch = z.output<typeof documentSearchSchema>

/** `?ids=3,5,8` of the archive endpoint: distinct positive ids, at least two. */
export const archiveIdsSchema = z
  .string()
  .max(2000)
  .regex(/^\s*[1-9]\d{0,9}(\s*,\s*[1-9]\d{0,9})*\s*$/)
  .transform((raw) => [...new Set(raw.split(',').map((part) => Number(part.trim())))])
