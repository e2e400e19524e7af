/** The demo member the benchmarks sign in as (src/seed/demo-accounts.ts). */
export const MEMBER = { email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }

/**
 * Signs the member in at `base` as the site's login dialog does (the XSRF cookie first, then the
 * login with its header and the site's origin); the cookie header of the session.
 */
export async function signIn(base, origin, member = MEMBER) {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`)
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0])
  const xsrf = decodeURIComponent(
    cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '',
  )
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': xsrf,
      origin,
    },
    body: JSON.stringify(member),
  })
  if (!login.ok) throw new Error(`The member's login answered ${login.status}.`)
  return [...cookies, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ')
}
