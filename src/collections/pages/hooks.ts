import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { LOCALES } from '@/i18n/routing'

import type { Page } from '@/payload-types'

/** The cached routes of a page path in every language ('/about-us' → '/en/about-us', '/de/about-us'). */
export function routesOfPath(path: string): string[] {
  return LOCALES.map((locale) => (path === '/' ? `/${locale}` : `/${locale}${path}`))
}

function revalidate(paths: Iterable<string>, log: (msg: string) => void) {
  for (const path of new Set(paths)) {
    for (const route of routesOfPath(path)) {
      try {
        revalidatePath(route)
      } catch (error) {
        // Outside a Next.js server (seed script, CLI) there is no cache to clear.
        log(`revalidate ${route} skipped: ${error instanceof Error ? error.message : error}`)
      }
    }
  }
}

/** A published change shows at once: the page's cached HTML is dropped in both languages. */
export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = ({
  doc,
  previousDoc,
  req,
}) => {
  const paths = [doc.path]
  if (previousDoc?.path && previousDoc.path !== doc.path) paths.push(previousDoc.path)
  revalidate(paths, (msg) => req.payload.logger.debug(msg))
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  revalidate([doc.path], (msg) => req.payload.logger.debug(msg))
  return doc
}
