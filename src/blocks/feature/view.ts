import type { FeatureKind } from '@/lib/content-types'

import type { StoredBlock } from '../block-types'

export type FeatureView = { kind: FeatureKind; text: string | null }

export function featureView(block: StoredBlock<'feature'>): FeatureView {
  return { kind: block.kind, text: block.text ?? null }
}
