import { ContentImage } from '@/components/content/content-image'
import { NavLink } from '@/components/ui/nav-link'

import type { BlockComponentProps } from '../component-props'
import type { HeroView } from './view'

const FULL_WIDTH = '(min-width: 1240px) 1208px, 100vw'

export function HeroBlock({
  block,
  first,
  pageTitle,
  pageTitleLang,
  locale,
}: BlockComponentProps<HeroView>) {
  return (
    <section className="hero" lang={block.lang}>
      <div className="hero__text">
        {pageTitle !== null ? (
          <>
            {/* The page's title, in its own language when the hero's texts are the other's. */}
            <h1 className="hero__heading" lang={pageTitleLang ?? (block.lang ? locale : undefined)}>
              {pageTitle}
            </h1>
            {block.heading !== pageTitle ? <p className="hero__tagline">{block.heading}</p> : null}
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
}
