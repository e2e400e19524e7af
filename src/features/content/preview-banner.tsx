import 'server-only'

import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { getEnv } from '@/env'
import type { Locale } from '@/i18n/routing'

import { LivePreviewRefresh } from './live-preview-refresh'

/** Shown while a member of staff looks at drafts (draft mode); visitors never get it. */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  if (!(await draftMode()).isEnabled) return null
  const t = await getTranslations({ locale, namespace: 'content' })
  return (
    <div className="preview-banner" role="status">
      <LivePreviewRefresh serverURL={getEnv().serverURL} />
      {t('previewNotice')}{' '}
      {/* A route handler, not a page: a full request that clears the draft-mode cookie. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/preview/exit" data-testid="exit-preview">
        {t('exitPreview')}
      </a>
    </div>
  )
}
