import type { BlockViewContext, StoredBlock } from '../block-types'

export type CertificateDocumentLink = { title: string; href: string }

export type CertificatesView = {
  heading: string | null
  items: { standard: string; scope: string; document: CertificateDocumentLink | null }[]
}

/**
 * The certificates strip: each certificate with the document that proves it, as a
 * link to the document family's lasting page in the download area (where its access rules
 * apply); a certificate whose document is gone or not yet published is shown without a link.
 */
export async function certificatesView(
  block: StoredBlock<'certificates'>,
  ctx: BlockViewContext,
): Promise<CertificatesView> {
  return {
    heading: block.heading ?? null,
    items: await Promise.all(
      (block.items ?? []).map(async (item) => ({
        standard: item.standard,
        scope: item.scope,
        document: await ctx.documentFamily(item.document),
      })),
    ),
  }
}
