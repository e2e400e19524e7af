import type { StoredBlock } from '../block-types'

export type CertificatesView = {
  heading: string | null
  items: { standard: string; scope: string; document: { title: string; href: string } | null }[]
}

export function certificatesView(block: StoredBlock<'certificates'>): CertificatesView {
  return {
    heading: block.heading ?? null,
    items: (block.items ?? []).map((item) => ({
      standard: item.standard,
      scope: item.scope,
      document: null,
    })),
  }
}
