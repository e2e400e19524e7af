'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live preview (ADR 0022): each autosave of the draft being edited re-renders this
 * page on the server with the draft, so the editor sees a typed change before publishing. Only in
 * draft mode (a signed-in member of staff); visitors never load it.
 */
export function RefreshOnSave({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
}
