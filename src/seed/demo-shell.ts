import type { Payload } from 'payload'

import { ensureImage } from './demo-images'
import { withRowIds } from './row-ids'

type Text = { en: string; de: string }

type DemoLink = { label: Text; href: string }
type DemoMarket = DemoLink & { related?: DemoLink[] }
type DemoSublink = DemoLink & { image?: ImageKey; text?: Text; markets?: DemoMarket[] }
type DemoItem = DemoLink & { sublinks?: DemoSublink[] }

const t = (en: string, de: string): Text => ({ en, de })
const link = (href: string, en: string, de: string): DemoLink => ({ label: t(en, de), href })

/** Generated card images: colours and a pattern of talc platelets, no stock photos needed. */
const IMAGES = {
  plant: { from: '#00418c', to: '#5b8fd1', alt: t('Our talc plant', 'Unser Talkumwerk') },
  technology: {
    from: '#2d5f3f',
    to: '#8fc29b',
    alt: t('Talc in technical applications', 'Talkum in technischen Anwendungen'),
  },
  laboratory: {
    from: '#3b3f8c',
    to: '#a3a8e6',
    alt: t('Quality testing in the laboratory', 'Qualitätsprüfung im Labor'),
  },
  quarry: {
    from: '#6b6f76',
    to: '#d9dde3',
    alt: t('Talc ore from our quarry', 'Talkerz aus unserem Steinbruch'),
  },
  markets: {
    from: '#0b6e8c',
    to: '#7fd0e6',
    alt: t('Products for many markets', 'Produkte für viele Märkte'),
  },
  everyday: {
    from: '#8c5a00',
    to: '#f0c36b',
    alt: t('Talc in everyday products', 'Talkum in Alltagsprodukten'),
  },
  news: { from: '#00418c', to: '#9fb8da', alt: t('Company news', 'Unternehmensnachrichten') },
  press: { from: '#4a4a4a', to: '#b8b8b8', alt: t('Press coverage', 'Presseberichte') },
  logistics: {
    from: '#8c2d00',
    to: '#f09a6b',
    alt: t('Big bags ready for delivery', 'Big Bags bereit zur Lieferung'),
  },
  sustainability: {
    from: '#1f6b2a',
    to: '#a7d98f',
    alt: t('Renaturated quarry slope', 'Renaturierter Steinbruchhang'),
  },
  documents: {
    from: '#24324a',
    to: '#8a9ab8',
    alt: t('Technical documents', 'Technische Dokumente'),
  },
  contact: { from: '#00418c', to: '#6fb1e6', alt: t('Our sales team', 'Unser Vertriebsteam') },
} as const
type ImageKey = keyof typeof IMAGES

const card = (
  href: string,
  en: string,
  de: string,
  image: ImageKey,
  textEn: string,
  textDe: string,
): DemoSublink => ({ ...link(href, en, de), image, text: t(textEn, textDe) })

const PLASTICS_MARKETS: DemoLink[] = [
  link(
    '/our-products/product-markets/plastics/automotive-plastics',
    'Automotive plastics',
    'Automobilkunststoffe',
  ),
  link('/our-products/product-markets/plastics/biopolymers', 'Biopolymers', 'Biopolymere'),
  link(
    '/our-products/product-markets/plastics/breathable-film',
    'Breathable film',
    'Atmungsaktive Folien',
  ),
  link(
    '/our-products/product-markets/plastics/construction-plastics',
    'Construction plastics',
    'Baukunststoffe',
  ),
  link(
    '/our-products/product-markets/plastics/electrical-and-electronics',
    'Electrical and electronics',
    'Elektro und Elektronik',
  ),
  link(
    '/our-products/product-markets/plastics/electrically-conductive',
    'Electrically conductive',
    'Elektrisch leitfähig',
  ),
]

/** The navigation of SPEC §2.2 in both languages: About Us, Products, Media, Manufacturing, … */
export const DEMO_NAVIGATION: DemoItem[] = [
  {
    ...link('/about-us', 'About Us', 'Über uns'),
    sublinks: [
      card(
        '/about-us/company-profile',
        'Company profile',
        'Unternehmensprofil',
        'plant',
        '31 years of talc manufacturing and 2000 tons of talc per month.',
        '31 Jahre Talkumproduktion und 2000 Tonnen Talkum pro Monat.',
      ),
      card(
        '/about-us/about-technology',
        'About technology',
        'Über die Technologie',
        'technology',
        'How talc improves plastics, paper, ceramics, paints, fertilizers and agriculture.',
        'Wie Talkum Kunststoffe, Papier, Keramik, Farben, Düngemittel und Landwirtschaft verbessert.',
      ),
      card(
        '/about-us/our-laboratory',
        'Our laboratory',
        'Unser Labor',
        'laboratory',
        'Every batch is tested for particle size, whiteness and purity.',
        'Jede Charge wird auf Korngröße, Weißgrad und Reinheit geprüft.',
      ),
      link('/about-us/product-quality', 'Product quality', 'Produktqualität'),
      link('/about-us/our-team', 'Our team', 'Unser Team'),
      link('/about-us/gallery', 'Gallery', 'Galerie'),
      link('/about-us/careers', 'Careers', 'Karriere'),
    ],
  },
  {
    ...link('/our-products', 'Products', 'Produkte'),
    sublinks: [
      card(
        '/our-products/about-talc',
        'About talc',
        'Über Talkum',
        'quarry',
        'The softest mineral: a hydrated magnesium silicate with a platy structure.',
        'Das weichste Mineral: ein wasserhaltiges Magnesiumsilikat mit plättchenförmiger Struktur.',
      ),
      {
        ...card(
          '/our-products/product-markets',
          'Product markets',
          'Produktmärkte',
          'markets',
          'Talc grades for plastics, paper and ceramics.',
          'Talkumsorten für Kunststoffe, Papier und Keramik.',
        ),
        markets: [
          {
            ...link('/our-products/product-markets/plastics', 'Plastics', 'Kunststoffe'),
            related: PLASTICS_MARKETS,
          },
          link('/our-products/product-markets/paper', 'Paper', 'Papier'),
          link('/our-products/product-markets/ceramics', 'Ceramics', 'Keramik'),
        ],
      },
      card(
        '/our-products/talc-in-your-life',
        'Talc in your life',
        'Talkum in Ihrem Leben',
        'everyday',
        'From car bumpers to paper and tiles: where you meet talc every day.',
        'Von der Stoßstange bis zu Papier und Fliesen: wo Ihnen Talkum täglich begegnet.',
      ),
    ],
  },
  {
    ...link('/news-events', 'Media', 'Medien'),
    sublinks: [
      card(
        '/news-events/company-news',
        'Company news',
        'Unternehmensnachrichten',
        'news',
        'New grades, investments and events.',
        'Neue Sorten, Investitionen und Veranstaltungen.',
      ),
      card(
        '/news-events/media-about-us',
        'Media about us',
        'Medien über uns',
        'press',
        'What the trade press writes about us.',
        'Was die Fachpresse über uns schreibt.',
      ),
    ],
  },
  {
    ...link('/our-production', 'Manufacturing', 'Produktion'),
    sublinks: [
      card(
        '/our-production/innovations',
        'Innovations',
        'Innovationen',
        'laboratory',
        'New grades and better processes, developed with our customers.',
        'Neue Sorten und bessere Prozesse, gemeinsam mit unseren Kunden entwickelt.',
      ),
      card(
        '/our-production/logistics',
        'Logistics',
        'Logistik',
        'logistics',
        'Bags, big bags and bulk, delivered across Europe.',
        'Säcke, Big Bags und Schüttgut, geliefert in ganz Europa.',
      ),
      card(
        '/our-production/sustainability',
        'Sustainability',
        'Nachhaltigkeit',
        'sustainability',
        'Responsible mining, renaturation and energy-efficient milling.',
        'Verantwortungsvoller Abbau, Renaturierung und energieeffizientes Mahlen.',
      ),
    ],
  },
  {
    ...link('/download', 'Download', 'Download'),
    sublinks: [
      card(
        '/download?tab=product-literature',
        'Product literature',
        'Produktliteratur',
        'documents',
        'Data sheets and brochures for every grade.',
        'Datenblätter und Broschüren zu jeder Sorte.',
      ),
      card(
        '/download?tab=safety-data-sheets',
        'Safety data sheets',
        'Sicherheitsdatenblätter',
        'documents',
        'Current SDS in English and German.',
        'Aktuelle Sicherheitsdatenblätter auf Englisch und Deutsch.',
      ),
      card(
        '/download?tab=regulatory-documents',
        'Regulatory documents',
        'Regulatorische Dokumente',
        'documents',
        'REACH, food contact and other declarations.',
        'REACH, Lebensmittelkontakt und weitere Erklärungen.',
      ),
      link('/download?tab=quality-documents', 'Quality documents', 'Qualitätsdokumente'),
    ],
  },
  link('/blog', 'Blog', 'Blog'),
  link('/faq', 'FAQ', 'FAQ'),
  {
    ...link('/contacts', 'Contacts', 'Kontakt'),
    sublinks: [
      card(
        '/contacts/contact-us',
        'Contact us',
        'Kontaktieren Sie uns',
        'contact',
        'We answer within one working day.',
        'Wir antworten innerhalb eines Werktages.',
      ),
      card(
        '/contacts/contact-sales',
        'Contact sales',
        'Vertrieb kontaktieren',
        'plant',
        'Prices, grades and delivery terms.',
        'Preise, Sorten und Lieferbedingungen.',
      ),
      card(
        '/contacts/request-a-sample',
        'Request a sample',
        'Muster anfordern',
        'markets',
        'Test our talc grades in your own process.',
        'Testen Sie unsere Talkumsorten in Ihrem eigenen Prozess.',
      ),
      link('/contacts/general-enquiries', 'General enquiries', 'Allgemeine Anfragen'),
    ],
  },
]

export const DEMO_SETTINGS = {
  companyName: 'EuroTalc GmbH',
  address: t(
    'Talkwerkstraße 12\n8700 Leoben\nAustria',
    'Talkwerkstraße 12\n8700 Leoben\nÖsterreich',
  ),
  phone: '+43 3842 123 450',
  email: 'info@eurotalc.example',
  linkedinUrl: 'https://www.linkedin.com/company/eurotalc-example',
  youtubeUrl: 'https://www.youtube.com/@eurotalc-example',
  copyrightYear: 2022,
}

/* Lexical rich text, as the admin's editor stores it. */
const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})
const block = { direction: 'ltr' as const, format: '' as const, indent: 0 }
const paragraph = (...children: object[]) => ({
  type: 'paragraph',
  version: 1,
  textFormat: 0,
  textStyle: '',
  ...block,
  children,
})
const heading = (value: string) => ({
  type: 'heading',
  tag: 'h3',
  version: 1,
  ...block,
  children: [text(value)],
})
const anchor = (url: string, value: string) => ({
  type: 'link',
  version: 3,
  ...block,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(value)],
})
const richText = (...children: object[]) => ({
  root: { type: 'root', version: 1, ...block, children },
})

export const DEMO_COOKIE_TEXT = {
  en: {
    title: 'Cookie settings',
    content: richText(
      paragraph(
        text(
          'Cookies are small text files that a website stores in your browser. We use them only where they serve you, and we ask before we use any that are not needed for the site to work.',
        ),
      ),
      heading('Necessary cookies'),
      paragraph(
        text(
          'They remember your language and keep you logged in. The site does not work without them, so they cannot be switched off.',
        ),
      ),
      heading('Analytics cookies'),
      paragraph(
        text(
          'With your permission, Google Tag Manager counts page views, so we learn which pages help our visitors. Nothing is loaded from Google before you allow it.',
        ),
      ),
      heading('Advertising cookies'),
      paragraph(text('With your permission, advertising partners may show you relevant offers.')),
      paragraph(
        text(
          'You can change your choice at any time under Cookie settings at the bottom of every page. Details are in our ',
        ),
        anchor('/terms-conditions', 'privacy policy'),
        text('.'),
      ),
    ),
  },
  de: {
    title: 'Cookie-Einstellungen',
    content: richText(
      paragraph(
        text(
          'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Wir verwenden sie nur, wo sie Ihnen dienen, und fragen, bevor wir solche verwenden, die für den Betrieb der Website nicht nötig sind.',
        ),
      ),
      heading('Notwendige Cookies'),
      paragraph(
        text(
          'Sie merken sich Ihre Sprache und halten Sie angemeldet. Ohne sie funktioniert die Website nicht; sie lassen sich daher nicht abschalten.',
        ),
      ),
      heading('Analyse-Cookies'),
      paragraph(
        text(
          'Mit Ihrer Erlaubnis zählt der Google Tag Manager Seitenaufrufe, damit wir erfahren, welche Seiten unseren Besuchern helfen. Vor Ihrer Zustimmung wird nichts von Google geladen.',
        ),
      ),
      heading('Werbe-Cookies'),
      paragraph(text('Mit Ihrer Erlaubnis können Werbepartner Ihnen passende Angebote zeigen.')),
      paragraph(
        text(
          'Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern. Einzelheiten finden Sie in unserer ',
        ),
        anchor('/de/terms-conditions', 'Datenschutzerklärung'),
        text('.'),
      ),
    ),
  },
}

async function ensureCardImage(payload: Payload, key: ImageKey): Promise<number> {
  return ensureImage(payload, `nav-${key}.webp`, { key, ...IMAGES[key] })
}

/** The navigation rows in one language. */
function navigationData(locale: 'en' | 'de', images: Map<ImageKey, number>) {
  return DEMO_NAVIGATION.map((item) => ({
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
 * Navigation, site settings and cookie text, each only when it is still empty: an editor's
 * changes survive every restart.
 */
export async function seedDemoShell(payload: Payload): Promise<ShellSeedReport> {
  const report: ShellSeedReport = { navigation: false, settings: false, cookieText: false }

  const nav = await payload.findGlobal({
    slug: 'navigation',
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  if (!nav.items?.length) {
    const images = new Map<ImageKey, number>()
    for (const key of Object.keys(IMAGES) as ImageKey[])
      images.set(key, await ensureCardImage(payload, key))
    const en = await payload.updateGlobal({
      slug: 'navigation',
      locale: 'en',
      depth: 0,
      data: { items: navigationData('en', images), _status: 'published' },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'de',
      depth: 0,
      // The same rows as the English save, filled with the German texts.
      data: {
        items: withRowIds(navigationData('de', images), en.items) as never,
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
    const { address, ...shared } = DEMO_SETTINGS
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: { ...shared, address: address.en },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'de',
      data: { address: address.de },
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
        data: DEMO_COOKIE_TEXT[locale],
        overrideAccess: true,
      })
    }
    report.cookieText = true
  }
  return report
}
