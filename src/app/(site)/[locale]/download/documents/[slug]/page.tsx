import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_METADATA, NotFoundPage } from '@/features/shell/not-found-page'
import { FamilyPage } from '@/features/documents/family-page'
import type { Locale } from '@/i18n/routing'
import { contentRoutes, SLUG_PATTERN } from '@/lib/content-routes'
import { DOCUMENT_TYPE_LABELS } from '@/features/documents/documents'
import { getDocumentFamily } from '@/features/documents/catalogue'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'

type Props = PageProps<'/[locale]/download/documents/[slug]'>

export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, slug } = await params
  const ctx = await contentContext(locale as Locale)
  return { ctx, family: SLUG_PATTERN.test(slug) ? await getDocumentFamily(ctx, slug) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, family } = await load(params)
  if (!family) return NOT_FOUND_METADATA
  return contentMetadata({
    locale: ctx.locale,
    path: contentRoutes.documentFamily(family.slug),
    meta: {
      title: family.title,
      description: [
        DOCUMENT_TYPE_LABELS[family.documentType][ctx.locale],
        family.grades.map((grade) => grade.name).join(', '),
      ]
        .filter(Boolean)
        .join(': '),
      image: null,
    },
  })
}

/** A document family's lasting page (ADR 0021), whatever revision is current. */
export default async function DocumentFamilyRoute({ params }: Props) {
  const { ctx, family } = await load(params)
  setRequestLocale(ctx.locale)
  if (!family) return <NotFoundPage />
  return <FamilyPage ctx={ctx} family={family} />
}
