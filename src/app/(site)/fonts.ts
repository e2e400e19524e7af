import localFont from 'next/font/local'

/**
 * Open Sans, weights 300–800 in one variable file from @fontsource (SPEC §9), served by the site
 * itself: no request to a font CDN. next/font preloads it and sizes the fallback to match, so the
 * swap does not move the layout.
 */
export const uiFont = localFont({
  src: '../../../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2',
  weight: '300 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-ui',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
})
