import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { ErrorScreen } from '@/features/shell/error-screen'
import { NotFoundHelp } from '@/features/search/not-found-help'
import { localizeHref } from '@/i18n/navigation'

/**
 * The 404 screen in the request's language (SPEC §2.3): the segment's not-found.tsx and pages.
 * Below it the site search and pages close to the asked address (NotFoundHelp).
 */
export async function NotFoundScreen() {
  const t = await getTranslations('errors')
  return (
    <>
      <ErrorScreen
        title={t('notFoundTitle')}
        kicker={t('sorry')}
        code={404}
        heading={t('pageNotFound')}
        text={t('notFoundText')}
        homeLabel={t('goHome')}
        homeHref={localizeHref('/', await getLocale())}
      />
      <NotFoundHelp />
    </>
  )
}

function NotFoundSignal(): never {
  notFound()
}

/** A page that names nothing is not indexed. */
export const NOT_FOUND_METADATA: Metadata = { robots: { index: false } }

/**
 * What a page renders for a path that names nothing (docs/decisions/0019-server-rendered-404.md).
 * `notFound()` thrown by the page itself fails the server render's shell, and Next.js then sends
 * an empty `<html id="__next_error__">` that only JavaScript fills. Here the 404 screen is the
 * page's own content, rendered on the server inside the site's layout, and `notFound()` is thrown
 * inside a Suspense boundary below it: Next.js answers 404 for the page it rendered, and in the
 * browser the segment's not-found boundary shows the same screen.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundScreen />
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  )
}
