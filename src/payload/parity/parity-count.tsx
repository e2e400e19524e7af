import Link from 'next/link'
import type { ServerComponentProps } from 'payload'

import { isStaff } from '@/access/is-staff'
import { recentTranslationParity } from '@/payload/parity/translation-parity'

import { parityText } from './texts'

/** On the admin dashboard (ADR 0022): how many published items need translating, with the link. */
export async function TranslationParityCount({ payload, i18n, user }: ServerComponentProps) {
  if (!isStaff({ req: { user } })) return null
  const t = parityText(i18n.language)
  const count = (await recentTranslationParity(payload)).length
  return (
    <p style={{ margin: '0 0 1.5rem' }}>
      {count ? t.count(count) : t.allDone} <Link href="/admin/translation-parity">{t.open}</Link>
    </p>
  )
}
