import localFont from 'next/font/local'

/**
 * Open Sans, weights 300–800 in one variable file from @fontsource (SPEC §9), served by the site
 * itself: no request to a font CDN. The fallback is sized to match ('Open Sans Fallback' in
 * globals.css), so the swap does not move the layout. Not preloaded (ADR 0015): a preloaded font
 * held the first frame back until its 48 kB had arrived, and on a phone that was after the
 * framework's scripts had started to run; the text now paints at once in the matched fallback and
 * swaps when the font is there.
 */
export const uiFont = localFont({
  src: '../../../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2',
  weight: '300 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  // Our own metric-matched stand-in (globals.css), with more sources than next/font's Arial.
  adjustFontFallback: false,
  variable: '--font-ui',
  fallback: [
    'Open Sans Fallback',
    'system-ui',
    'Segoe UI',
    'Roboto',
    'Helvetica Neue',
    'Arial',
    'sans-serif',
  ],
})
