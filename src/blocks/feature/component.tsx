// The kind → feature island mapping stays in src/components/content/feature.tsx until the features
// get their own folders (src/features/).
import { FeatureBlock as Feature } from '@/components/content/feature'

import type { BlockComponentProps } from '../component-props'
import type { FeatureView } from './view'

export function FeatureBlock({
  block,
  locale,
  settings,
  search,
}: BlockComponentProps<FeatureView>) {
  return (
    <Feature
      kind={block.kind}
      text={block.text}
      locale={locale}
      settings={settings}
      search={search}
    />
  )
}
