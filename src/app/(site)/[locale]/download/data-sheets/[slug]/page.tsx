import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_METADATA, NotFoundPage } from '@/features/shell/not-found-page'
import { DataSheetAccessPage } from '@/features/grades/data-sheet-page'
import type { Locale } from '@/i18n/routing'
import { contentRoutes, SLUG_PATTERN } from '@/lib/content-routes'
import { getGrade } from '@/features/grades/catalogue'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'

type Props = PageProps<'/[locale]/download/data-sheets/[slug]'>

export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, slug } = await params
  const ctx = await contentContext(locale as Locale)
  const known = slug.length <= 80 && SLUG_PATTERN.test(slug)
  return { ctx, grade: known ? await getGrade(ctx, slug) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, grade } = await load(params)
  if (!grade) return NOT_FOUND_METADATA
  const t = await getTranslations({ locale: ctx.locale, namespace: 'download' })
  return contentMetadata({
    locale: ctx.locale,
    path: contentRoutes.gradeDataSheetAccess(grade.slug),
    meta: {
      title: t('dataSheets.title', { grade: grade.name }),
      description: t('sheetAccess.description', { grade: grade.name }),
      image: null,
    },
    // A way in to a file, not content of its own: the grade's page is the one to find.
    noindex: true,
  })
}

/** A grade's technical data sheet for a visitor: who may download it, and the way in. */
export default async function DataSheetAccessRoute({ params }: Props) {
  const { ctx, grade } = await load(params)
  setRequestLocale(ctx.locale)
  if (!grade) return <NotFoundPage />
  return <DataSheetAccessPage ctx={ctx} grade={grade} />
}
