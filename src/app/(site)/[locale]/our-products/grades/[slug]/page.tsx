import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_METADATA, NotFoundPage } from '@/features/shell/not-found-page'
import { GradePage } from '@/features/grades/grade-page'
import type { Locale } from '@/i18n/routing'
import { contentRoutes, SLUG_PATTERN } from '@/lib/content-routes'
import { getGrade } from '@/features/grades/catalogue'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'

type Props = PageProps<'/[locale]/our-products/grades/[slug]'>

export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, slug } = await params
  const ctx = await contentContext(locale as Locale)
  return { ctx, grade: SLUG_PATTERN.test(slug) ? await getGrade(ctx, slug) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, grade } = await load(params)
  if (!grade) return NOT_FOUND_METADATA
  return contentMetadata({
    locale: ctx.locale,
    path: contentRoutes.grade(grade.slug),
    meta: { title: grade.name, description: grade.description ?? '', image: null },
  })
}

/** A product grade, its properties, markets and documents (ADR 0021, 0027). */
export default async function GradeRoute({ params }: Props) {
  const { ctx, grade } = await load(params)
  setRequestLocale(ctx.locale)
  if (!grade) return <NotFoundPage />
  return <GradePage ctx={ctx} grade={grade} />
}
