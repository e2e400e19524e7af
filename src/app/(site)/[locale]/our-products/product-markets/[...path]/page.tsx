import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_METADATA, NotFoundPage } from '@/features/shell/not-found-page'
import { Blocks } from '@/blocks/render-blocks'
import { Card } from '@/features/content/card'
import { ContentImage } from '@/components/content/content-image'
import { ContentPage } from '@/features/content/content-page'
import { MarketNextSteps } from '@/features/markets/market-next-steps'
import { MarketGrades } from '@/features/grades/market-grades'
import type { Locale } from '@/i18n/routing'
import {
  contentRoutes,
  PRODUCT_MARKET_MAX_DEPTH,
  PRODUCT_MARKETS_ROOT,
  SLUG_PATTERN,
} from '@/lib/content-routes'
import { gradeFinderHref } from '@/features/grades/grade-finder'
import { localizeHref } from '@/i18n/navigation'
import { getPageTrail } from '@/features/content/pages'
import { getProductMarket } from '@/features/markets/product-markets'
import { gradesOfMarket } from '@/features/grades/catalogue'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'
import { getSiteSettings } from '@/server/shell'

type Props = PageProps<'/[locale]/our-products/product-markets/[...path]'>

export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, path } = await params
  const ctx = await contentContext(locale as Locale)
  const valid = path.length <= PRODUCT_MARKET_MAX_DEPTH && path.every((s) => SLUG_PATTERN.test(s))
  return { ctx, slugs: path, market: valid ? await getProductMarket(ctx, path) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, slugs, market } = await load(params)
  if (!market) return NOT_FOUND_METADATA
  return contentMetadata({
    locale: ctx.locale,
    path: contentRoutes.productMarket(slugs),
    meta: market.meta,
  })
}

/** SPEC §2.2 /our-products/product-markets/{section}/{market}/{related}. */
export default async function ProductMarketPage({ params }: Props) {
  const { ctx, slugs, market } = await load(params)
  setRequestLocale(ctx.locale)
  if (!market) return <NotFoundPage />
  const locale = ctx.locale
  const t = await getTranslations({ locale, namespace: 'content' })
  const [pageTrail, settings, grades] = await Promise.all([
    getPageTrail(ctx, `${PRODUCT_MARKETS_ROOT}/x`),
    getSiteSettings(locale),
    gradesOfMarket(ctx, market.market.id),
  ])
  return (
    <ContentPage
      locale={locale}
      title={market.title}
      href={market.href}
      trail={[...pageTrail, ...market.breadcrumbs]}
      className="product-market"
    >
      <section className="hero">
        <div className="hero__text">
          <p className="hero__lead">{market.summary}</p>
        </div>
        {market.image ? (
          <ContentImage
            image={market.image}
            sizes="(min-width: 1240px) 1208px, 100vw"
            className="hero__image"
            preload
          />
        ) : null}
      </section>
      <Blocks blocks={market.blocks} locale={locale} settings={settings} />
      {market.related.length ? (
        <section className="block">
          <h2 className="block__heading">
            {market.level === 1 ? t('markets') : t('relatedProducts')}
          </h2>
          <ul className="card-grid">
            {market.related.map((item) => (
              <Card
                key={item.href}
                title={item.title}
                href={item.href}
                text={item.summary}
                image={item.image}
                level={3}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <MarketGrades
        locale={locale}
        market={market.market.title}
        grades={grades}
        // The page's market: the section or market itself, a related product's market.
        finderHref={localizeHref(
          gradeFinderHref({ market: slugs[Math.min(slugs.length, 2) - 1] }),
          locale,
        )}
      />
      <MarketNextSteps locale={locale} market={market.market} />
    </ContentPage>
  )
}
