import 'server-only'

import {
  convertLexicalToHTML,
  defaultHTMLConverters,
  LinkHTMLConverter,
} from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Locale } from '@/i18n/routing'
import { localizeHref, NAV_HREF_PATTERN } from '@/lib/nav-href'

/**
 * Rich text from the CMS as HTML for `locale`. Text is escaped by the converter. Links: a link to
 * a CMS page goes to that page in the reader's language; a site path typed by an editor
 * ('/about-us') gets the language prefix; unsafe schemes (javascript:) are neutralised by
 * Payload's sanitizeUrl.
 */
export function richTextToHtml(data: unknown, locale: Locale): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  const links = LinkHTMLConverter({
    internalDocToHref: ({ linkNode }) => {
      const doc = linkNode.fields.doc?.value
      const path = doc && typeof doc === 'object' ? (doc as { path?: unknown }).path : null
      return typeof path === 'string' ? localizeHref(path, locale) : localizeHref('/', locale)
    },
  })
  return convertLexicalToHTML({
    data: data as SerializedEditorState,
    disableContainer: true,
    converters: {
      ...defaultHTMLConverters,
      ...links,
      link: (args) => {
        const { fields } = args.node
        const url = fields.url ?? ''
        const sitePath =
          fields.linkType !== 'internal' && url.startsWith('/') && NAV_HREF_PATTERN.test(url)
        const node = sitePath
          ? { ...args.node, fields: { ...fields, url: localizeHref(url, locale) } }
          : args.node
        return typeof links.link === 'function' ? links.link({ ...args, node }) : ''
      },
    },
  })
}
