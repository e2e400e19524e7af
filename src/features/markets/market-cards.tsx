import { getTranslations } from 'next-intl/server'

import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import type { ProductMarketNode } from '@/lib/content-types'

import { ContentImage } from '@/components/content/content-image'

const CARD_SIZES = '(min-width: 1240px) 400px, (min-width: 600px) 50vw, 100vw'

type Level = 2 | 3 | 4

/** One market as an image card (the card grid's styles): image, title as link, summary. */
function MarketCard({
  node,
  level,
  related,
}: {
  node: ProductMarketNode
  level: Level
  related: string
}) {
  const H = `h${level}` as const
  return (
    <li className="card">
      {node.image ? (
        <ContentImage image={node.image} sizes={CARD_SIZES} className="card__image" decorative />
      ) : null}
      <div className="card__body">
        <H className="card__title">
          <NavLink href={node.href}>{node.title}</NavLink>
        </H>
        {node.summary ? <p>{node.summary}</p> : null}
        {node.related.length ? (
          <p className="card__related">
            {related}:{' '}
            {node.related.map((child, i) => (
              <span key={child.href}>
                {i > 0 ? ', ' : null}
                <NavLink href={child.href}>{child.title}</NavLink>
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </li>
  )
}

/**
 * The product-markets overview (it was a bullet list): the sections as image cards,
 * then each section's markets as image cards under a heading of their own, each with its related
 * products as links. Every market keeps its link, so the overview still reaches the whole tree.
 */
export async function MarketCards({
  nodes,
  locale,
  level,
}: {
  nodes: ProductMarketNode[]
  locale: Locale
  /** The level of the section cards' headings: one below the list's heading, or 2 without one. */
  level: 2 | 3
}) {
  const t = await getTranslations({ locale, namespace: 'producer' })
  const content = await getTranslations({ locale, namespace: 'content' })
  const related = content('relatedProducts')
  const H = `h${level}` as const
  return (
    <div className="market-cards">
      <ul className="card-grid">
        {nodes.map((node) => (
          <MarketCard
            key={node.href}
            node={{ ...node, related: [] }}
            level={level}
            related={related}
          />
        ))}
      </ul>
      {nodes
        .filter((node) => node.related.length > 0)
        .map((section) => (
          <section key={section.href} className="market-cards__section">
            <H className="block__heading">{t('marketsOf', { section: section.title })}</H>
            <ul className="card-grid">
              {section.related.map((market) => (
                <MarketCard
                  key={market.href}
                  node={market}
                  level={(level + 1) as Level}
                  related={related}
                />
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}
