import { getTranslations } from 'next-intl/server'

import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import type { BlockView, SitemapSection } from '@/lib/content-types'
import { DATE_LOCALES } from '@/lib/dates'
import type { SiteSettingsView } from '@/server/shell'

import { Card } from './card'
import { ContentImage } from './content-image'
import { FeatureBlock, type SearchPageState } from './feature'
import { ListItems } from './lists'

const FULL_WIDTH = '(min-width: 1240px) 1208px, 100vw'
const HALF_WIDTH = '(min-width: 900px) 600px, 100vw'

function SitemapTree({ sections }: { sections: SitemapSection[] }) {
  return (
    <ul>
      {sections.map((section) => (
        <li key={section.href}>
          <NavLink href={section.href}>{section.title}</NavLink>
          {section.children.length ? <SitemapTree sections={section.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

function Heading({ text }: { text: string | null }) {
  return text ? <h2 className="block__heading">{text}</h2> : null
}

async function Block({
  block,
  first,
  pageTitle,
  locale,
  settings,
  search,
}: {
  block: BlockView
  first: boolean
  /** The search page's request and results (only on /search). */
  search?: SearchPageState
  /** Set for a hero that opens the page: it shows the page's title as the h1. */
  pageTitle: string | null
  locale: Locale
  settings: SiteSettingsView
}) {
  switch (block.blockType) {
    case 'hero':
      return (
        <section className="hero">
          <div className="hero__text">
            {pageTitle !== null ? (
              <>
                <h1 className="hero__heading">{pageTitle}</h1>
                {block.heading !== pageTitle ? (
                  <p className="hero__tagline">{block.heading}</p>
                ) : null}
              </>
            ) : (
              <h2 className="hero__heading">{block.heading}</h2>
            )}
            {block.text ? <p className="hero__lead">{block.text}</p> : null}
            {block.link ? (
              <NavLink className="button button--primary" href={block.link.href}>
                {block.link.label}
              </NavLink>
            ) : null}
          </div>
          {block.image ? (
            <ContentImage
              image={block.image}
              sizes={FULL_WIDTH}
              className="hero__image"
              preload={first}
            />
          ) : null}
        </section>
      )
    case 'richText':
      return <div className="rich-text block" dangerouslySetInnerHTML={{ __html: block.html }} />
    case 'mediaText':
      return (
        <section className={`media-text media-text--image-${block.imagePosition} block`}>
          <div>
            <Heading text={block.heading} />
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
          </div>
          {block.image ? (
            <ContentImage
              image={block.image}
              sizes={HALF_WIDTH}
              className="media-text__image"
              preload={first}
            />
          ) : null}
        </section>
      )
    case 'cards':
      return (
        <section className="block">
          <Heading text={block.heading} />
          <ul className="card-grid">
            {block.items.map((item, i) => (
              <Card
                key={i}
                title={item.title}
                href={item.href}
                text={item.text}
                image={item.image}
                level={block.heading ? 3 : 2}
              />
            ))}
          </ul>
        </section>
      )
    case 'stats':
      return (
        <section className="block">
          <Heading text={block.heading} />
          <dl className="stats">
            {block.items.map((item, i) => (
              <div key={i} className="stats__item">
                <dt>{item.label}</dt>
                <dd>
                  <span className="stats__value">
                    {new Intl.NumberFormat(DATE_LOCALES[locale]).format(item.value)}
                  </span>
                  {item.unit ? <span className="stats__unit"> {item.unit}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )
    case 'timeline':
      return (
        <section className="block">
          <Heading text={block.heading} />
          <ol className="timeline">
            {block.entries.map((entry) => (
              <li key={entry.id}>
                <span className="timeline__year">{entry.year}</span>
                <p>{entry.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )
    case 'list':
      return (
        <section className="block">
          <Heading text={block.heading} />
          <ListItems list={block.list} locale={locale} itemLevel={block.heading ? 3 : 2} />
        </section>
      )
    case 'feature':
      return (
        <FeatureBlock
          kind={block.kind}
          text={block.text}
          locale={locale}
          settings={settings}
          search={search}
        />
      )
    case 'sitemap':
      return (
        <nav
          className="block sitemap"
          aria-label={
            block.heading ?? (await getTranslations({ locale, namespace: 'shell' }))('sitemap')
          }
        >
          <Heading text={block.heading} />
          <SitemapTree sections={block.sections} />
        </nav>
      )
  }
}

export function Blocks({
  blocks,
  locale,
  settings,
  pageTitle = null,
  search,
}: {
  blocks: readonly BlockView[]
  locale: Locale
  settings: SiteSettingsView
  /** The page's title, when its first block (a hero) is to carry the h1. */
  pageTitle?: string | null
  search?: SearchPageState
}) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block
          key={block.id}
          block={block}
          first={index === 0}
          pageTitle={index === 0 && block.blockType === 'hero' ? pageTitle : null}
          locale={locale}
          settings={settings}
          search={search}
        />
      ))}
    </>
  )
}
