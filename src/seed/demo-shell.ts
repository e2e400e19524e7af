import type { Payload } from 'payload'

import type { DemoNavigation, DemoShell } from './demo-content-types'
import { DEMO_IMAGE_EXTENSION, ensureImages } from './demo-images'
import { lexicalFromMarkup } from './lexical'
import { withRowIds } from './row-ids'

/** The navigation rows in one language. */
function navigationData(
  navigation: DemoNavigation,
  locale: 'en' | 'de',
  images: Map<string, number>,
) {
  return navigation.items.map((item) => ({
    label: item.label[locale],
    href: item.href,
    sublinks: (item.sublinks ?? []).map((sub) => ({
      label: sub.label[locale],
      href: sub.href,
      image: sub.image ? images.get(sub.image) : undefined,
      text: sub.text?.[locale],
      productMarkets: (sub.markets ?? []).map((market) => ({
        label: market.label[locale],
        href: market.href,
        related: (market.related ?? []).map((r) => ({
          label: r.label[locale],
          href: r.href,
        })),
      })),
    })),
  }))
}

export type ShellSeedReport = { navigation: boolean; settings: boolean; cookieText: boolean }

/**
 * Navigation, site settings and cookie text (the fixtures in ./content/globals), each only when
 * it is still empty: an editor's changes survive every restart.
 */
export async function seedDemoShell(payload: Payload, shell: DemoShell): Promise<ShellSeedReport> {
  const report: ShellSeedReport = { navigation: false, settings: false, cookieText: false }

  const nav = await payload.findGlobal({
    slug: 'navigation',
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  if (!nav.items?.length) {
    // Generated card images, no stock photos needed.
    const images = await ensureImages(
      payload,
      shell.navigationImages.map((image) => ({
        filename: `nav-${image.key}.${DEMO_IMAGE_EXTENSION}`,
        image,
      })),
    )
    const en = await payload.updateGlobal({
      slug: 'navigation',
      locale: 'en',
      depth: 0,
      data: { items: navigationData(shell.navigation, 'en', images), _status: 'published' },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'de',
      depth: 0,
      // The same rows as the English save, filled with the German texts.
      data: {
        items: withRowIds(navigationData(shell.navigation, 'de', images), en.items) as never,
        _status: 'published',
      },
      overrideAccess: true,
    })
    report.navigation = true
  }

  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  if (!settings.address) {
    const { address, imprint, ...shared } = shell.settings
    // The imprint's texts in one language, with the lines that are the same in both.
    const imprintIn = (locale: 'en' | 'de') =>
      Object.fromEntries(
        Object.entries(imprint).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : value[locale],
        ]),
      )
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: { ...shared, address: address.en, imprint: imprintIn('en') },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'de',
      data: { address: address.de, imprint: imprintIn('de') },
      overrideAccess: true,
    })
    report.settings = true
  }

  const cookieText = await payload.findGlobal({
    slug: 'cookie-text',
    depth: 0,
    overrideAccess: true,
  })
  if (!cookieText.title) {
    for (const locale of ['en', 'de'] as const) {
      await payload.updateGlobal({
        slug: 'cookie-text',
        locale,
        data: {
          title: shell.cookieText.title[locale],
          content: lexicalFromMarkup(shell.cookieText.content[locale]),
        },
        overrideAccess: true,
      })
    }
    report.cookieText = true
  }
  return report
}
