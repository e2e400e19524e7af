// Transitional: src/seed/demo-accounts.ts (another part of issue 20) still imports StaffRole from
// here. Delete this file once it imports from '@/access/staff-roles'.
export type { StaffRole } from '@/access/staff-roles'
