/** SPEC §9: the copyright line shows 2022. */
export const COPYRIGHT_YEAR = 2022

/** The sections of SPEC §2.2; the shell issue replaces this with navigation edited in the CMS. */
export const MAIN_NAVIGATION = [
  { label: 'aboutUs', href: '/about-us' },
  { label: 'products', href: '/our-products' },
  { label: 'media', href: '/news-events' },
  { label: 'manufacturing', href: '/our-production' },
  { label: 'download', href: '/download' },
  { label: 'blog', href: '/blog' },
  { label: 'faq', href: '/faq' },
  { label: 'contacts', href: '/contacts' },
] as const
