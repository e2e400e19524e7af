import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { SiteSettingsView } from '@/server/shell'

import { CardsBlock } from './cards/component'
import type { BlockComponentProps } from './component-props'
import { blockFallbackLang, blockFallbackLangs } from './fallback-lang'
import { HeroBlock } from './hero/component'
import { MediaTextBlock } from './media-text/component'
import { RichTextBlock } from './rich-text/component'
import { StatsBlock } from './stats/component'
import { TimelineBlock } from './timeline/component'

/** Rich text as Payload stores it. */
const lexical = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
})

/**
 * A page's block whose texts are the other language's (Payload's fallback, the
 * block not yet translated) carries that language's `lang` (WCAG 3.1.2), as news, blog posts and
 * jobs do.
 */
describe('blocks shown in the other language', () => {
  it("finds a block whose every text falls back, by comparing the shown and the own language's", () => {
    const shown = [
      { id: 'a', blockType: 'richText', content: lexical('Only in English') },
      {
        id: 'b',
        blockType: 'mediaText',
        heading: 'Our mill',
        content: lexical('Text'),
        image: 4,
        imagePosition: 'left',
      },
      { id: 'c', blockType: 'richText', content: lexical('Auf Deutsch') },
      {
        id: 'd',
        blockType: 'timeline',
        heading: 'History',
        entries: [
          { id: 'e1', year: 1991, text: 'Founded' },
          { id: 'e2', year: 2006, text: 'New mill' },
        ],
      },
      // Translated in part: its element holds both languages, so it is not marked as a whole.
      {
        id: 'e',
        blockType: 'stats',
        heading: 'Zahlen',
        items: [{ id: 's1', value: 31, label: 'Years' }],
      },
      { id: 'f', blockType: 'list', heading: null, source: 'jobs' },
    ]
    const own = [
      { id: 'a', blockType: 'richText', content: null },
      {
        id: 'b',
        blockType: 'mediaText',
        heading: null,
        content: null,
        image: 4,
        imagePosition: 'left',
      },
      { id: 'c', blockType: 'richText', content: lexical('Auf Deutsch') },
      {
        id: 'd',
        blockType: 'timeline',
        heading: '',
        entries: [
          { id: 'e1', year: 1991, text: null },
          { id: 'e2', year: 2006 },
        ],
      },
      { id: 'e', blockType: 'stats', heading: 'Zahlen', items: [{ id: 's1', value: 31 }] },
      { id: 'f', blockType: 'list', heading: null, source: 'jobs' },
    ]
    const langs = blockFallbackLangs(shown, own, 'de')
    expect(Object.fromEntries(langs)).toEqual({ a: 'en', b: 'en', d: 'en' })
    // The same blocks read in English, where they were written: none is marked.
    expect(blockFallbackLangs(shown, shown, 'en').size).toBe(0)
    // Written in German only, shown on the English page: German.
    expect(blockFallbackLang(shown[2]!, { id: 'c', blockType: 'richText' }, 'en')).toBe('de')
  })

  const settings = {} as SiteSettingsView
  const render = <V>(
    component: (props: BlockComponentProps<V>) => ReactElement | null,
    block: V & { lang?: 'en' | 'de'; id?: string; blockType?: string },
    extra: Partial<BlockComponentProps<V>> = {},
  ) =>
    renderToStaticMarkup(
      createElement(component, {
        block,
        first: false,
        pageTitle: null,
        locale: 'de',
        settings,
        ...extra,
      }),
    )

  it('renders each such block with lang="en" on its element on a German page', () => {
    expect(
      render(RichTextBlock, { id: 'a', blockType: 'richText', html: '<p>Hello</p>', lang: 'en' }),
    ).toMatch(/^<div class="rich-text block" lang="en">/)
    expect(
      render(MediaTextBlock, {
        id: 'b',
        blockType: 'mediaText',
        heading: 'Our mill',
        html: '<p>Text</p>',
        image: null,
        imagePosition: 'left',
        lang: 'en',
      } as never),
    ).toMatch(/^<section class="media-text media-text--image-left block" lang="en">/)
    expect(
      render(TimelineBlock, {
        id: 'd',
        blockType: 'timeline',
        heading: 'History',
        entries: [{ id: 'e1', year: 1991, text: 'Founded' }],
        lang: 'en',
      }),
    ).toMatch(/^<section class="block" lang="en">/)
    expect(
      render(StatsBlock, {
        id: 'e',
        blockType: 'stats',
        heading: null,
        items: [{ value: 31, unit: null, label: 'Years' }],
        lang: 'en',
      }),
    ).toMatch(/^<section class="block" lang="en">/)
    expect(
      render(CardsBlock, {
        id: 'f',
        blockType: 'cards',
        heading: 'Markets',
        items: [],
        lang: 'en',
      } as never),
    ).toMatch(/^<section class="block" lang="en">/)
  })

  it('marks a hero in English under a German title, and a translated block not at all', () => {
    const hero = render(
      HeroBlock,
      {
        id: 'h',
        blockType: 'hero',
        heading: 'Welcome',
        text: 'Lead',
        image: null,
        link: null,
        lang: 'en',
      } as never,
      { pageTitle: 'Willkommen' },
    )
    expect(hero).toMatch(/^<section class="hero" lang="en">/)
    // The page's own (German) title keeps its language inside the English hero.
    expect(hero).toContain('<h1 class="hero__heading" lang="de">Willkommen</h1>')
    expect(
      render(RichTextBlock, { id: 'c', blockType: 'richText', html: '<p>Hallo</p>' }),
    ).not.toContain('lang=')
  })
})
