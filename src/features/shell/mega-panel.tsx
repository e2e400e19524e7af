'use client'

import { NavLink } from '@/components/ui/nav-link'
import {
  type CardImage,
  IMAGE_CARD_COUNT,
  type NavigationItem,
  type Sublink,
} from '@/lib/shell-types'

import { Icon } from '@/components/shell/icons'
import { useText } from '@/components/shell/shell-text'

export function SubSubmenu({ sublink, onNavigate }: { sublink: Sublink; onNavigate?: () => void }) {
  if (sublink.productmarkets.length === 0) return null
  return (
    <ul className="sub-submenu">
      {sublink.productmarkets.map((market) => (
        <li key={market.href}>
          <NavLink href={market.href} onClick={onNavigate} prefetch={false}>
            {market.title}
          </NavLink>
          {market.related.length > 0 ? (
            <ul>
              {market.related.map((r) => (
                <li key={r.href}>
                  <NavLink href={r.href} onClick={onNavigate} prefetch={false}>
                    {r.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/*
 * The menu's links do not prefetch. A prefetch of a linked page loads its RSC payload,
 * and with it the page's preload hint for its hero (ContentImage's `preload`: ReactDOM.preload in
 * a server component is sent in the payload): React inserts `<link rel=preload>` for it on
 * arrival. Opening a panel showed up to eight links at once, so hovering the menu fetched as many
 * 1920 px heroes of pages not visited ('preloaded but not used'). The page loads on the click;
 * the first page's hero is still preloaded with the page itself.
 */

/** The desktop menu of one section: image cards, further links and sub-submenus. */
export function MegaPanel({
  item,
  images,
  onClose,
}: {
  item: NavigationItem
  /** The cards' pictures by the sublink's address (made on the server). */
  images: Record<string, CardImage>
  onClose: () => void
}) {
  const t = useText('shell')
  const cards = item.sublinks.slice(0, IMAGE_CARD_COUNT)
  const rest = item.sublinks.slice(IMAGE_CARD_COUNT)
  const withSubmenus = item.sublinks.filter((s) => s.productmarkets.length > 0)
  return (
    <div className="mega-panel__inner">
      <div className="mega-panel__head">
        <NavLink href={item.href} className="mega-panel__overview" prefetch={false}>
          {t('overview', { section: item.link })}
        </NavLink>
        <button type="button" className="icon-button" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{t('closeSubmenu', { section: item.link })}</span>
        </button>
      </div>
      <div className="mega-panel__body">
        <ul className="mega-cards">
          {cards.map((sub) => (
            <li key={sub.href}>
              <NavLink href={sub.href} className="mega-card" prefetch={false}>
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, made on the server */}
                <img
                  src={images[sub.href]?.src ?? sub.imgFallback}
                  srcSet={images[sub.href]?.srcSet}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="mega-card__image"
                />
                <span className="mega-card__title">{sub.title}</span>
                {sub.text ? (
                  <div className="mega-card__text" dangerouslySetInnerHTML={{ __html: sub.text }} />
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
        {rest.length > 0 || withSubmenus.length > 0 ? (
          <div className="mega-panel__columns">
            {rest.length > 0 ? (
              <ul className="mega-links">
                {rest.map((sub) => (
                  <li key={sub.href}>
                    <NavLink href={sub.href} prefetch={false}>
                      {sub.link}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
            {withSubmenus.map((sub) => (
              <div key={sub.href} className="mega-submenu">
                <NavLink href={sub.href} className="mega-submenu__title" prefetch={false}>
                  {sub.link}
                </NavLink>
                <SubSubmenu sublink={sub} />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  )
}
