'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

import { reloadOnceAfterChunkError } from '@/features/shell/connection-watch'
import { ErrorScreen } from '@/features/shell/error-screen'
import { useShellLocale, useText } from '@/components/shell/shell-text'
import { DATA_CONNECTION_DIGEST } from '@/lib/data-connection-error'
import { localizeHref } from '@/i18n/navigation'
import { NAVIGATION_FAILED_EVENT } from '@/lib/navigation-events'

export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useText('errors')
  const locale = useShellLocale()
  const router = useRouter()
  useEffect(() => {
    console.error(error)
    // SPEC §8: a component whose code chunk failed to load reloads the page (once per 60 s).
    reloadOnceAfterChunkError(error)
    // The loading bar shows its failed style.
    window.dispatchEvent(new Event(NAVIGATION_FAILED_EVENT))
  }, [error])

  // The failure happened on the server: fetch the page again, then leave the error state.
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })

  const dataConnection = error.digest === DATA_CONNECTION_DIGEST
  const title = t(dataConnection ? 'dataConnectionTitle' : 'errorTitle')
  return (
    <ErrorScreen
      title={title}
      heading={title}
      text={t(dataConnection ? 'dataConnectionText' : 'errorText')}
      homeLabel={t(dataConnection ? 'goBackHome' : 'goHome')}
      homeHref={localizeHref('/', locale)}
      onRetry={retry}
      retryLabel={t('tryAgain')}
      reference={error.digest ? t('reference', { reference: error.digest }) : undefined}
    />
  )
}
