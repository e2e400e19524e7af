import type { ReactNode } from 'react'

import { NavLink } from '@/components/ui/nav-link'
import type { ImageView } from '@/lib/content-types'

import { ContentImage } from '@/components/content/content-image'

const CARD_SIZES = '(min-width: 1240px) 400px, (min-width: 600px) 50vw, 100vw'

/**
 * One card of a card grid (cards block, news and blog lists, a product market's markets):
 * image, an optional line above the title (a date), the title as link, a text. `level` is one
 * below the heading of the grid, or 2 when the grid has none.
 */
export function Card({
  title,
  href,
  text,
  image,
  level,
  above,
}: {
  title: string
  href: string | null
  text: string | null
  image: ImageView | null
  level: 2 | 3
  above?: ReactNode
}) {
  const H = level === 2 ? 'h2' : 'h3'
  return (
    <li className="card">
      {image ? (
        <ContentImage image={image} sizes={CARD_SIZES} className="card__image" decorative />
      ) : null}
      <div className="card__body">
        {above}
        <H className="card__title">{href ? <NavLink href={href}>{title}</NavLink> : title}</H>
        {text ? <p>{text}</p> : null}
      </div>
    </li>
  )
}
