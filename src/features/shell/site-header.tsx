import { getImageProps } from 'next/image'

import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/i18n/navigation'
import {
  type CardImage,
  IMAGE_CARD_COUNT,
  type NavigationItem,
  type Sublink,
} from '@/lib/shell-types'

import { HeaderBar } from './header-bar'

/**
 * A menu card's picture: shown 240–320 px wide, so a fixed size gives a 1x/2x srcset (two
 * addresses) instead of one per device width. Made here rather than by `<Image>` in the menu, so
 * that the header's client code carries no image component (ADR 0015, a lighter first load).
 */
function cardImage(sub: Sublink): CardImage {
  const { props } = getImageProps({
    src: sub.img ?? sub.imgFallback,
    alt: '',
    width: 320,
    height: 200,
    unoptimized: !sub.img,
  })
  return { src: props.src, srcSet: props.srcSet }
}

/** The header of SPEC §2.4, with the navigation published in the CMS. */
export function SiteHeader({
  locale,
  navigation,
  companyName,
}: {
  locale: Locale
  navigation: NavigationItem[]
  companyName: string
}) {
  const cardImages = Object.fromEntries(
    navigation.flatMap((item) =>
      item.sublinks.slice(0, IMAGE_CARD_COUNT).map((sub) => [sub.href, cardImage(sub)]),
    ),
  )
  return (
    <HeaderBar
      locale={locale}
      navigation={navigation}
      cardImages={cardImages}
      homeHref={localizeHref('/', locale)}
      searchAction={localizeHref('/search', locale)}
      companyName={companyName || 'EuroTalc'}
    />
  )
}
