import type { StaffRole } from '@/collections/users/access'

/**
 * Demo staff accounts, created only when demo content is seeded (APP_ENV=demo). They are printed
 * at start and listed in README.md; a production configuration never creates them.
 */
export const DEMO_STAFF: ReadonlyArray<{
  email: string
  password: string
  name: string
  roles: StaffRole[]
}> = [
  {
    email: 'admin@eurotalc.example',
    password: 'EuroTalc-Admin-2026',
    name: 'Demo Admin',
    roles: ['admin'],
  },
  {
    email: 'editor@eurotalc.example',
    password: 'EuroTalc-Editor-2026',
    name: 'Demo Editor',
    roles: ['editor'],
  },
  {
    email: 'moderator@eurotalc.example',
    password: 'EuroTalc-Moderator-2026',
    name: 'Demo Moderator',
    roles: ['moderator'],
  },
]
