'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { ErrorScreen } from '@/components/shell/error-screen'
import { DATA_CONNECTION_DIGEST } from '@/lib/data-connection-error'

export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('errors')
  useEffect(() => {
    console.error(error)
  }, [error])

  if (error.digest === DATA_CONNECTION_DIGEST) {
    return (
      <ErrorScreen
        title={t('dataConnectionTitle')}
        heading={t('dataConnectionTitle')}
        text={t('dataConnectionText')}
        homeLabel={t('goBackHome')}
        onRetry={reset}
        retryLabel={t('tryAgain')}
      />
    )
  }
  return (
    <ErrorScreen
      title={t('errorTitle')}
      heading={t('errorOccurred')}
      text={t('errorText')}
      homeLabel={t('goHome')}
      onRetry={reset}
      retryLabel={t('tryAgain')}
    />
  )
}
