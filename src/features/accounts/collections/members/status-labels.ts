import type { MemberStatus } from '@/features/accounts/accounts'

/** How the admin names each member status, in its two languages. */
export const MEMBER_STATUS_LABELS: Record<MemberStatus, { en: string; de: string }> = {
  pending: { en: 'Pending approval', de: 'Wartet auf Freigabe' },
  approved: { en: 'Approved', de: 'Freigegeben' },
  rejected: { en: 'Rejected', de: 'Abgelehnt' },
}

export const MEMBER_STATUS_OPTIONS = Object.entries(MEMBER_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}))
