import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_METADATA, NotFoundPage } from '@/features/shell/not-found-page'
import { ContentImage } from '@/components/content/content-image'
import { ContentPage } from '@/features/content/content-page'
import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import { contentRoutes, SLUG_PATTERN } from '@/lib/content-routes'
import { formatLongDate, isoDay } from '@/lib/dates'
import { localizeHref } from '@/i18n/navigation'
import { getGalleryPhoto } from '@/features/content/collections'
import { getPageTrail } from '@/features/content/pages'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'

type Props = PageProps<'/[locale]/about-us/gallery/[photo]'>

export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, photo } = await params
  const ctx = await contentContext(locale as Locale)
  return { ctx, photo: SLUG_PATTERN.test(photo) ? await getGalleryPhoto(ctx, photo) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, photo } = await load(params)
  if (!photo) return NOT_FOUND_METADATA
  return contentMetadata({
    locale: ctx.locale,
    path: contentRoutes.galleryPhoto(photo.slug),
    meta: { ...photo.meta, image: photo.meta.image ?? photo.image },
  })
}

export default async function GalleryPhotoPage({ params }: Props) {
  const { ctx, photo } = await load(params)
  setRequestLocale(ctx.locale)
  if (!photo) return <NotFoundPage />
  const locale = ctx.locale
  const t = await getTranslations({ locale, namespace: 'content' })
  const trail = await getPageTrail(ctx, contentRoutes.galleryPhoto(photo.slug))
  return (
    <ContentPage
      locale={locale}
      title={photo.title}
      href={photo.href}
      trail={trail}
      className="photo"
    >
      <figure className="photo__figure">
        {photo.image ? (
          <ContentImage image={photo.image} sizes="(min-width: 1240px) 1208px, 100vw" preload />
        ) : null}
        <figcaption>
          {photo.caption ? <span>{photo.caption} </span> : null}
          <time dateTime={isoDay(photo.date)}>{formatLongDate(photo.date, locale)}</time>
        </figcaption>
      </figure>
      <nav className="photo__nav" aria-label={t('morePhotos')}>
        {photo.previous ? (
          <NavLink href={photo.previous.href} rel="prev">
            ← {t('previousPhoto')}: {photo.previous.label}
          </NavLink>
        ) : (
          <span />
        )}
        <NavLink href={localizeHref('/about-us/gallery', locale)}>{t('backToGallery')}</NavLink>
        {photo.next ? (
          <NavLink href={photo.next.href} rel="next">
            {t('nextPhoto')}: {photo.next.label} →
          </NavLink>
        ) : (
          <span />
        )}
      </nav>
    </ContentPage>
  )
}
