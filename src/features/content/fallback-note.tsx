import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/**
 * The live preview's note on the texts of a page, article or job still shown in the other
 * language ('Not yet translated, shown in English: title, text'): `fallback` maps each such text
 * (title, excerpt, html: "text") to that language. Nothing when every text is this language's.
 */
export async function FallbackNote({
  locale,
  fallback,
}: {
  locale: Locale
  fallback: Partial<Record<'title' | 'excerpt' | 'html', Locale>>
}) {
  const fields = Object.keys(fallback) as (keyof typeof fallback)[]
  const language = Object.values(fallback)[0]
  if (!language) return null
  const t = await getTranslations({ locale, namespace: 'content' })
  return (
    <p className="preview-fallback" role="note">
      {t('previewFallback', {
        language: t(`fallbackLanguages.${language}`),
        fields: fields.map((field) => t(`fallbackFields.${field}`)).join(', '),
      })}
    </p>
  )
}
