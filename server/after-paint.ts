/**
 * The framework's scripts are requested once the page has painted (ADR 0015).
 *
 * Next.js writes each client chunk as `<script src="/_next/static/…" async="">`. The browser
 * fetches them at once, and on a phone's link their 150 kB share the bandwidth with the page, its
 * hero image and its font, and whichever arrives first runs before the first frame. The server
 * turns each such tag into an inline call that queues the address; a small loader (sent once, in
 * place of the first tag) adds the scripts, with the same `async`, as soon as the browser reports
 * the first contentful paint (see LOADER for the exceptions). Queued in document order, so the order in which they start is unchanged. A tag in
 * any other form is left as it is, so a change in Next.js's markup costs this gain, not the page.
 *
 * Pages work without JavaScript; what waits is hydration, by about the time the scripts would
 * have spent sharing the link with the first paint.
 */
import type http from 'node:http'
import { StringDecoder } from 'node:string_decoder'

/** A framework chunk's tag exactly as Next.js writes it. */
const TAG = /<script src="(\/_next\/static\/[\w./~-]+\.js)" async=""><\/script>/g
const OPENING = '<script src="'

/**
 * Defines `self.__afterPaint(src)`: queued until the browser reports the first contentful paint
 * and the page's hero image (the one image Next.js marks `fetchpriority="high"`) has loaded, then
 * added on the next frame. A browser without paint timing adds them at once. A safety net adds
 * them 3 s after the load event if that has not happened by then (in a background tab the paint
 * waits for the tab to be shown; the scripts need not). `__afterPaint.ran()` tells whether every
 * script added so far has run (the e2e tests wait for it before they act on a page).
 */
export const LOADER =
  '(()=>{const q=[];let on=false,n=0;' +
  "const add=s=>{const e=document.createElement('script');e.src=s;e.async=true;n++;e.onload=e.onerror=()=>n--;document.head.appendChild(e)};" +
  'const go=()=>{if(on)return;on=true;q.splice(0).forEach(add)};' +
  'const f=s=>on?add(s):q.push(s);f.ran=()=>on&&!n;self.__afterPaint=f;' +
  "const P=self.PerformanceObserver;if(!P||!(P.supportedEntryTypes||[]).includes('paint'))return go();" +
  "const hero=()=>{const i=document.querySelector('img[fetchpriority=high]');" +
  "if(i&&!i.complete){i.addEventListener('load',hero);i.addEventListener('error',hero);return}" +
  'requestAnimationFrame(()=>setTimeout(go))};' +
  "new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();hero()}}).observe({type:'paint',buffered:true});" +
  "addEventListener('load',()=>setTimeout(go,3000))})();"

/**
 * A streaming rewriter of one HTML document: `write` takes the next piece of text and gives what
 * can be sent now (a tag cut in two by the stream is held back until its rest arrives); `end`
 * gives what is left.
 */
export function scriptDeferrer() {
  let held = ''
  let loaderSent = false
  const convert = (html: string) =>
    html.replace(TAG, (_, src: string) => {
      const call = `self.__afterPaint(${JSON.stringify(src)})`
      if (loaderSent) return `<script>${call}</script>`
      loaderSent = true
      return `<script>${LOADER}${call}</script>`
    })
  return {
    write(text: string): string {
      const all = held + text
      const cut = holdFrom(all)
      held = all.slice(cut)
      return convert(all.slice(0, cut))
    },
    end(): string {
      const rest = convert(held)
      held = ''
      return rest
    },
  }
}

/** Where a tag that may still be incomplete begins (the text's length when there is none). */
function holdFrom(text: string): number {
  const open = text.lastIndexOf(OPENING)
  if (open !== -1 && text.indexOf('</script>', open) === -1) return open
  for (let length = Math.min(OPENING.length - 1, text.length); length > 0; length--)
    if (OPENING.startsWith(text.slice(-length))) return text.length - length
  return text.length
}

/** What writeHead takes as headers: an object or a flat [name, value, …] list. */
type HeadHeaders = http.OutgoingHttpHeaders | http.OutgoingHttpHeader[] | undefined
export type Chunk = string | Uint8Array
export type Callback = (error?: Error | null) => void
/** The three methods rewritten below, with the argument forms Node accepts. */
export type Writer = {
  writeHead(status: number, ...rest: unknown[]): http.ServerResponse
  write(chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback): boolean
  end(
    chunk?: Chunk | Callback,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ): http.ServerResponse
}

/**
 * Rewrites the HTML that `response` sends; anything else passes untouched. Called before the
 * app writes: its Content-Length no longer holds for an HTML body and is dropped (the body is
 * sent chunked, or compressed by the layer below).
 */
export function deferScriptsIn(response: http.ServerResponse): void {
  const target = response as unknown as Writer
  const writeHead = target.writeHead.bind(response)
  const write = target.write.bind(response)
  const end = target.end.bind(response)
  /** undefined until decided */
  let deferrer: ReturnType<typeof scriptDeferrer> | null | undefined
  let decoder = new StringDecoder('utf8')
  const decide = (headers?: HeadHeaders) => {
    if (deferrer !== undefined) return
    const type = headerIn(headers, 'content-type') ?? response.getHeader('content-type')
    // Already compressed (by an app configured to compress itself): not text to rewrite.
    const coding = headerIn(headers, 'content-encoding') ?? response.getHeader('content-encoding')
    const html =
      /^text\/html/i.test(String(type ?? '')) && /^(identity)?$/i.test(String(coding ?? ''))
    deferrer = html ? scriptDeferrer() : null
    if (!deferrer) return
    decoder = new StringDecoder('utf8')
    if (!response.headersSent) response.removeHeader('content-length')
    dropHeader(headers, 'content-length')
  }
  const text = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === 'string'
      ? decoder.write(Buffer.from(chunk, encoding ?? 'utf8'))
      : decoder.write(Buffer.from(chunk))

  target.writeHead = (status, ...rest) => {
    decide((typeof rest[0] === 'string' ? rest[1] : rest[0]) as HeadHeaders)
    return writeHead(status, ...rest)
  }
  target.write = (chunk, encoding, callback) => {
    decide()
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (!deferrer) return write(chunk, encoding as BufferEncoding, callback)
    return write(deferrer.write(text(chunk, encoding)), 'utf8', callback)
  }
  target.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    decide()
    if (!deferrer) return end(chunk, encoding as BufferEncoding, callback)
    const last = (chunk == null ? '' : text(chunk, encoding)) + decoder.end()
    return end(deferrer.write(last) + deferrer.end(), 'utf8', callback)
  }
}

/** A header's value in writeHead's headers. */
function headerIn(headers: HeadHeaders, name: string): http.OutgoingHttpHeader | undefined {
  if (!headers) return undefined
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === name) return headers[i + 1]
    return undefined
  }
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name)
  return key === undefined ? undefined : headers[key]
}

function dropHeader(headers: HeadHeaders, name: string): void {
  if (!headers) return
  if (Array.isArray(headers)) {
    for (let i = headers.length - 2; i >= 0; i -= 2)
      if (String(headers[i]).toLowerCase() === name) headers.splice(i, 2)
    return
  }
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key]
}
