import type { FullConfig } from '@playwright/test'

import { DEMO_STAFF } from '../../src/seed/demo-accounts'

/**
 * Logs every demo staff account in once, one after the other, before the tests start, and hands
 * the tokens to the workers (E2E_STAFF_TOKENS). Payload stores a login's session by rewriting
 * the user's session list, so two logins of the same account at the same moment (two workers)
 * can drop one of the sessions; a token made here is in every later read of that list.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('No baseURL in the Playwright config')
  const tokens: Record<string, string> = {}
  for (const staff of DEMO_STAFF) {
    const response = await fetch(new URL('/api/cms/users/login', baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    })
    if (!response.ok) throw new Error(`Login of ${staff.email} failed: ${response.status}`)
    tokens[staff.roles[0]!] = ((await response.json()) as { token: string }).token
  }
  process.env.E2E_STAFF_TOKENS = JSON.stringify(tokens)
}

/** The token of the seeded staff account with this role, logged in by the global setup. */
export function staffToken(role: 'admin' | 'editor' | 'moderator'): string {
  const tokens = JSON.parse(process.env.E2E_STAFF_TOKENS ?? '{}') as Record<string, string>
  const token = tokens[role]
  if (!token) throw new Error(`No ${role} token: is tests/e2e/global-setup.ts configured?`)
  return token
}
