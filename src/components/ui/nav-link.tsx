'use client'

import Link from 'next/link'
import { type ComponentProps, useSyncExternalStore } from 'react'

import { isExternalHref } from '@/lib/nav-href'
import { PAGE_TRANSITION } from '@/lib/navigation-events'

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string }

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection
}

function subscribe(onChange: () => void) {
  const c = connection()
  c?.addEventListener('change', onChange)
  return () => c?.removeEventListener('change', onChange)
}

/** SPEC §9: no prefetching on slow-2g connections or when the visitor asked to save data. */
function isSlowConnection(): boolean {
  const c = connection()
  return Boolean(c?.saveData) || c?.effectiveType === 'slow-2g'
}

/**
 * A link of the shell: Next.js client navigation with prefetching that respects slow
 * connections; external addresses are plain links. The href is already localized.
 */
export function NavLink({
  href,
  prefetch,
  ...rest
}: ComponentProps<typeof Link> & { href: string }) {
  const slow = useSyncExternalStore(subscribe, isSlowConnection, () => false)
  if (isExternalHref(href)) return <a href={href} {...(rest as ComponentProps<'a'>)} />
  return (
    <Link
      href={href}
      prefetch={slow ? false : prefetch}
      transitionTypes={PAGE_TRANSITION}
      {...rest}
    />
  )
}
