import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import { PAGE_PATH_PATTERN } from '@/lib/page-path'

import { withData } from './payload'

export type PageView = {
  path: string
  title: string
  summary: string | null
}

/** Turns route segments into a page path, or null when they cannot name a page. */
export function pathFromSegments(segments: readonly string[] = []): string | null {
  let path: string
  try {
    path = `/${segments.map((s) => decodeURIComponent(s)).join('/')}`
  } catch {
    return null // malformed percent-encoding: no page has such a path
  }
  return PAGE_PATH_PATTERN.test(path) ? path : null
}

/** The published page at `path` in `locale` (with the other language as fallback), or null. */
export const getPageByPath = cache(
  async (path: string, locale: Locale): Promise<PageView | null> => {
    if (!PAGE_PATH_PATTERN.test(path)) return null
    return withData(async (payload) => {
      const result = await payload.find({
        collection: 'pages',
        where: { path: { equals: path } },
        locale,
        fallbackLocale: locale === 'en' ? 'de' : 'en',
        limit: 1,
        depth: 0,
        overrideAccess: false,
      })
      const doc = result.docs[0]
      if (!doc) return null
      return { path: doc.path, title: doc.title, summary: doc.summary ?? null }
    })
  },
)
