/** A validation message in the admin user's language (Payload passes req.i18n to validators). */
export function adminMessage(
  req: { i18n?: { language?: string } } | undefined,
  en: string,
  de: string,
): string {
  return req?.i18n?.language === 'de' ? de : en
}
