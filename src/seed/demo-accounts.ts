import type { StaffRole } from '@/access/staff-roles'

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
    password: 'EuroTalc-Chief-2026',
    name: 'Demo Admin',
    roles: ['admin'],
  },
  {
    email: 'editor@eurotalc.example',
    password: 'EuroTalc-Writer-2026',
    name: 'Demo Editor',
    roles: ['editor'],
  },
  {
    email: 'moderator@eurotalc.example',
    password: 'EuroTalc-Approver-2026',
    name: 'Demo Moderator',
    roles: ['moderator'],
  },
]

/**
 * Demo site members (customers), listed in README.md: one approved (downloads, personal area)
 * and one still waiting for a moderator (the login shows the not-approved view).
 */
export const DEMO_MEMBERS = [
  {
    email: 'member@eurotalc.example',
    password: 'EuroTalc-Customer-2026',
    status: 'approved',
    firstName: 'Anna',
    lastName: 'Berger',
    company: 'Polymer Compounds GmbH',
    jobTitle: 'Head of Purchasing',
    phone: '+43 1 234 5678',
    city: 'Linz',
    country: 'AT',
    market: 'Automotive plastics',
    language: 'de',
  },
  {
    email: 'pending@eurotalc.example',
    password: 'EuroTalc-Waiting-2026',
    status: 'pending',
    firstName: 'Paul',
    lastName: 'Jensen',
    company: 'Nordic Paper Mills',
    jobTitle: 'Process Engineer',
    phone: '+45 33 12 34 56',
    city: 'Aarhus',
    country: 'DK',
    market: 'Paper',
    language: 'en',
  },
] as const
