import 'server-only'

import { getTranslations } from 'next-intl/server'

import { ContentPage } from '@/features/content/content-page'
import type { Locale } from '@/i18n/routing'
import { contentRoutes } from '@/lib/content-routes'
import { formatLongDate } from '@/lib/dates'
import { formatSize } from '@/features/documents/documents'
import { localizeHref } from '@/i18n/navigation'
import { getPayloadClient } from '@/server/payload'

import { noticePagePath, openNotice } from './notice'

/**
 * /download/notice/{token} (ADR 0026): where an update notice's personal link leads. Opening it
 * sends and logs nothing (mail gateways open links before people do); its button posts to the
 * API, which sends the file and logs the download. Works without JavaScript.
 */
export async function NoticePage({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'download.notice' })
  const payload = await getPayloadClient()
  const opened = await openNotice(payload, token, locale)
  const href = localizeHref(noticePagePath(token), locale)
  if (!opened.ok) {
    return (
      <ContentPage locale={locale} title={t('title')} href={href} trail={[]}>
        <p role="status">{t(opened.refusal)}</p>
        <p>
          <a href={localizeHref('/download', locale)}>{t('toDownloadArea')}</a>
        </p>
      </ContentPage>
    )
  }
  const { doc } = opened.stored
  const family =
    typeof doc.family === 'number'
      ? await payload.findByID({
          collection: 'document-families',
          id: doc.family,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          select: { slug: true },
        })
      : null
  const action = `/api/v1/documents/notice/${encodeURIComponent(token)}?locale=${locale}`
  return (
    <ContentPage locale={locale} title={t('title')} href={href} trail={[]} className="notice-page">
      <p>{t('lead')}</p>
      <h2>{doc.title}</h2>
      <p>
        {t('revision', {
          revision: doc.revision ?? '',
          date: doc.revisionDate ? formatLongDate(doc.revisionDate, locale) : '',
        })}
        {' · '}
        {formatSize(opened.stored.size, locale)}
      </p>
      <form method="post" action={action}>
        <button type="submit" className="button button--primary">
          {t('button')}
        </button>
      </form>
      <p>{t('personal')}</p>
      {family?.slug ? (
        <p>
          <a href={localizeHref(contentRoutes.documentFamily(String(family.slug)), locale)}>
            {t('allRevisions')}
          </a>
        </p>
      ) : null}
    </ContentPage>
  )
}
