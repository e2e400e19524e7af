import { type APIRequestContext, expect } from './fixtures'
import { staffToken } from './global-setup'

/**
 * An approved member of one test alone, in the page's language, made through REST by the setup's
 * admin. Tests that log in use one of these rather than the seeded member: Payload keeps an
 * account's sessions as a list in the account, rewritten by every login from what that login
 * read, so two logins of one account at the same moment (two workers, two projects) keep only
 * one of the new sessions, and the other browser's downloads are refused.
 */
export async function newMember(request: APIRequestContext, locale: 'en' | 'de', name: string) {
  const email = `${name}-${locale}-${Date.now()}@example.com`
  const password = 'Test-Member-2026'
  const created = await request.post('/api/cms/members', {
    headers: { Authorization: `JWT ${staffToken('admin')}` },
    data: {
      email,
      password,
      status: 'approved',
      firstName: 'Rita',
      lastName: 'Revision',
      company: 'Revision Compounds',
      jobTitle: 'Buyer',
      phone: '+43 316 1234',
      city: 'Graz',
      country: 'AT',
      market: 'Plastics',
      language: locale,
      termsAcceptedAt: new Date().toISOString(),
    },
  })
  expect(created.status()).toBe(201)
  return { email, password }
}
