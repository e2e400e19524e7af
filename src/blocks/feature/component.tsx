import { FeatureSection } from '@/blocks/sections'

import type { BlockComponentProps } from '../component-props'
import type { FeatureView } from './view'

/** Where a page shows a feature (form, download area, search, personal area), with its intro. */
export function FeatureBlock({ block, locale, feature }: BlockComponentProps<FeatureView>) {
  // Only the introduction is the block's text: the feature speaks the page's language.
  const intro = block.text ? (
    <p className="feature__intro" lang={block.lang}>
      {block.text}
    </p>
  ) : null
  return <FeatureSection kind={block.kind} locale={locale} intro={intro} data={feature} />
}
