import 'server-only'

import {
  BlockquoteHTMLConverter,
  convertLexicalToHTML,
  HorizontalRuleHTMLConverter,
  LinebreakHTMLConverter,
  LinkHTMLConverter,
  ListHTMLConverter,
  ParagraphHTMLConverter,
  TabHTMLConverter,
  TextHTMLConverter,
} from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/i18n/navigation'
import { NAV_HREF_PATTERN } from '@/lib/nav-href'

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

/**
 * Rich text from the CMS as HTML for `locale`. Only the node types the editor offers are
 * converted (text is escaped by the converters); any other node (a table or relationship sent
 * through the REST API, say) becomes nothing, so no crafted node can reach the page as markup.
 * Headings start at h2 (the page has its h1); list items carry no `value` attribute, which is
 * not valid in a bullet list. Links: a site path typed by an editor ('/about-us') gets the
 * language prefix; unsafe schemes (javascript:) are neutralised by Payload's sanitizeUrl.
 */
export function richTextToHtml(data: unknown, locale: Locale): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  const links = LinkHTMLConverter({ internalDocToHref: () => localizeHref('/', locale) })
  return convertLexicalToHTML({
    data: data as SerializedEditorState,
    disableContainer: true,
    converters: {
      ...TextHTMLConverter,
      ...LinebreakHTMLConverter,
      ...TabHTMLConverter,
      ...ParagraphHTMLConverter,
      ...BlockquoteHTMLConverter,
      ...HorizontalRuleHTMLConverter,
      ...links,
      heading: ({ node, nodesToHTML }) => {
        const tag = HEADINGS.has(node.tag) ? node.tag : 'h2'
        return `<${tag}>${nodesToHTML({ nodes: node.children }).join('')}</${tag}>`
      },
      list: ListHTMLConverter.list,
      listitem: ({ node, nodesToHTML }) =>
        `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`,
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
      unknown: () => '',
    },
  })
}
