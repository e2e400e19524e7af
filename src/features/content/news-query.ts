import 'server-only'

import { z } from 'zod'

import '@/lib/zod'

import { NEWS_CATEGORIES } from '@/lib/content-routes'

/** A positive whole number of at most six digits and `max`; absent or empty: `fallback`. */
const wholeNumber = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d{0,6}$/)
    .optional()
    .transform((raw) => (raw ? Number(raw) : fallback))
    .pipe(z.number().min(1).max(max))

/** GET /api/v1/company-news query: the category (company news by default) and the paging. */
export const newsQuerySchema = z.object({
  category: z.enum(NEWS_CATEGORIES).optional().default('company-news'),
  page: wholeNumber(1, 10_000),
  limit: wholeNumber(12, 100),
})
