/**
 * Navigation targets as editors type them: a site path without language ('/about-us',
 * '/download?tab=safety-data-sheets', '/faq#ordering') or an absolute https URL.
 */
export const NAV_HREF_PATTERN =
  /^(\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(\?[A-Za-z0-9_.~=&%-]*)?(#[A-Za-z0-9_-]*)?|https:\/\/[^\s"'<>]+)$/

export function isExternalHref(href: string): boolean {
  return href.startsWith('https://')
}

/** The query value of `tab` in an href ('/download?tab=quality-documents' → 'quality-documents'). */
export function tabOfHref(href: string): string | null {
  const query = href.split('#')[0]?.split('?')[1]
  if (!query) return null
  return new URLSearchParams(query).get('tab')
}
