import 'server-only'

import '@/features/documents/download-area.css'

import { getTranslations } from 'next-intl/server'

import { ContentPage } from '@/features/content/content-page'
import { MESSAGES } from '@/i18n/messages'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { contentRoutes } from '@/lib/content-routes'
import type { GradeView } from './grade-views'
import { localizeHref } from '@/i18n/navigation'
import type { ContentContext } from '@/server/content-context'
import { getPageTrail } from '@/features/content/pages'

import { DataSheetAccess } from './data-sheet-access'

/** The sheet's address without `?locale=`: the download checks add the language. */
function sheetPath(slug: string): string {
  return contentRoutes.gradeDataSheet(slug, DEFAULT_LOCALE).split('?')[0]!
}

/**
 * /download/data-sheets/{slug}: where a visitor lands who asked for a grade's technical data
 * sheet without an approved session (the sheet's address answers a browser with this page). It
 * names the sheet, says who may download it and offers the login, which returns to the sheet,
 * and the registration, at the top of the page; then the way back to the grade.
 */
export async function DataSheetAccessPage({
  ctx,
  grade,
}: {
  ctx: ContentContext
  grade: GradeView
}) {
  const locale: Locale = ctx.locale
  const [t, trail] = await Promise.all([
    getTranslations({ locale, namespace: 'download' }),
    getPageTrail(ctx, contentRoutes.gradeDataSheetAccess('x')),
  ])
  return (
    <ContentPage
      locale={locale}
      title={t('dataSheets.title', { grade: grade.name })}
      href={localizeHref(contentRoutes.gradeDataSheetAccess(grade.slug), locale)}
      trail={trail}
      className="sheet-access-page"
    >
      <DataSheetAccess
        locale={locale}
        texts={MESSAGES[locale].download}
        grade={grade.name}
        sheetPath={sheetPath(grade.slug)}
        registerHref={localizeHref('/register', locale)}
      />
      <ul className="sheet-access__more">
        <li>
          <a href={grade.href}>{t('sheetAccess.toGrade', { grade: grade.name })}</a>
        </li>
        <li>
          <a href={localizeHref('/download?tab=product-literature', locale)}>
            {t('sheetAccess.toLiterature')}
          </a>
        </li>
      </ul>
    </ContentPage>
  )
}
