'use client'

import { lazy, Suspense } from 'react'

/**
 * Google Tag Manager's loader (`analytics.tsx`) only on a site that has a container configured:
 * a static import would put it in every page whether analytics is set up or not (ADR 0015). It
 * renders nothing and acts only after consent, so loading it after hydration changes nothing.
 */
const LazyAnalytics = lazy(() =>
  import('./analytics').then((module) => ({ default: module.Analytics })),
)

export function Analytics({ containerId }: { containerId: string }) {
  return (
    <Suspense fallback={null}>
      <LazyAnalytics containerId={containerId} />
    </Suspense>
  )
}
