/**
 * A browser for integration tests that call the route handlers directly: it keeps cookies,
 * sends the XSRF header like the site's client, and names its address.
 */
export type Handler = (request: Request) => Promise<Response> | Response
export type AccountRoutes = { csrf: Handler; login: Handler; user: Handler }

export const ORIGIN = 'http://localhost:3000'

export class Browser {
  cookies = new Map<string, string>()
  constructor(
    private readonly routes: () => AccountRoutes,
    public ip = '203.0.113.10',
  ) {}

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index)
      const value = pair!.slice(index + 1)
      if (/Max-Age=0/.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  async csrf() {
    return this.keep(await this.routes().csrf(new Request(`${ORIGIN}/sanctum/csrf-cookie`)))
  }

  async send(
    handler: Handler,
    path: string,
    body?: unknown,
    { xsrf = 'echo' as 'echo' | 'none' | string, method = 'POST', language = 'en' } = {},
  ) {
    const headers = new Headers({
      cookie: this.header(),
      'x-forwarded-for': this.ip,
      origin: ORIGIN,
      'content-type': 'application/json',
      'accept-language': language,
    })
    const token = this.cookies.get('XSRF-TOKEN')
    if (xsrf === 'echo' && token) headers.set('x-xsrf-token', decodeURIComponent(token))
    else if (xsrf !== 'echo' && xsrf !== 'none') headers.set('x-xsrf-token', xsrf)
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    })
    return this.keep(await handler(request))
  }

  get(handler: Handler, path: string, language = 'en') {
    return this.send(handler, path, undefined, { method: 'GET', language })
  }

  async login(email: string, password: string) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.csrf()
    return this.send(this.routes().login, '/login', { email, password })
  }

  me() {
    return this.get(this.routes().user, '/api/v1/user')
  }
}
