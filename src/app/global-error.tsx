'use client'

import { localeOfPath } from '@/i18n/locales'

/**
 * Last resort when the site layout itself fails: no translations are loaded here, so the
 * language comes from the address (/de…) and both texts live in this file.
 */
const TEXT = {
  en: {
    title: 'An error occurred',
    text: 'Something went wrong on our side.',
    home: 'Back to the home page',
    href: '/',
  },
  de: {
    title: 'Ein Fehler ist aufgetreten',
    text: 'Bei uns ist etwas schiefgelaufen.',
    home: 'Zurück zur Startseite',
    href: '/de',
  },
}

export default function GlobalError() {
  const lang = localeOfPath(typeof window !== 'undefined' ? window.location.pathname : '/')
  const text = TEXT[lang]
  return (
    <html lang={lang}>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <title>{text.title}</title>
        <h1 style={{ color: '#00418c' }}>{text.title}</h1>
        <p>{text.text}</p>
        <a href={text.href}>{text.home}</a>
      </body>
    </html>
  )
}
