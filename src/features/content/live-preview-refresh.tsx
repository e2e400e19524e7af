'use client'

import { lazy, Suspense } from 'react'

/**
 * The live preview's refresh (`refresh-on-save.tsx`), loaded only where it is rendered: in draft
 * mode. A static import would put it, and Payload's live-preview client, in every visitor's
 * page (ADR 0015). It renders nothing, so loading it after hydration moves nothing.
 */
const RefreshOnSave = lazy(() =>
  import('./refresh-on-save').then((module) => ({ default: module.RefreshOnSave })),
)

export function LivePreviewRefresh({ serverURL }: { serverURL: string }) {
  return (
    <Suspense fallback={null}>
      <RefreshOnSave serverURL={serverURL} />
    </Suspense>
  )
}
