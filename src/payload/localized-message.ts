import { inLocale } from '@/i18n/locales'

/** A validation message in the admin user's language (Payload passes req.i18n to validators). */
export function adminMessage(
  req: { i18n?: { language?: string } } | undefined,
  en: string,
  de: string,
): string {
  return inLocale({ en, de }, req?.i18n?.language)
}
