/**
 * Client JavaScript of this build, gzipped: the framework floor (the chunks every App Router page
 * loads, `rootMainFiles` of .next/build-manifest.json: what an empty page of this build ships)
 * and the size of any set of /_next/static scripts a page loaded. Shared by
 * bench/measure-client-js.mjs and the site benchmark.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const sizes = new Map()

/** Gzipped size (level 9) of a file under .next/, e.g. `static/chunks/x.js`. */
export function gzipped(file) {
  if (!sizes.has(file))
    sizes.set(
      file,
      zlib.gzipSync(fs.readFileSync(path.join(root, '.next', file)), { level: 9 }).length,
    )
  return sizes.get(file)
}

function manifest() {
  return JSON.parse(fs.readFileSync(path.join(root, '.next/build-manifest.json'), 'utf8'))
}

/** The framework floor in bytes, and its files. */
export function framework() {
  const files = [...new Set(manifest().rootMainFiles)]
  return { files, bytes: files.reduce((sum, f) => sum + gzipped(f), 0) }
}

/**
 * Bytes of the scripts behind these URLs or paths (only /_next/static/…js; polyfills for old
 * browsers, which modern ones skip, left out), always counting the floor's files.
 */
export function scriptBytes(urls) {
  const { polyfillFiles = [] } = manifest()
  const files = new Set(framework().files)
  for (const url of urls) {
    const match = /\/_next\/(static\/[^?#]+\.js)/.exec(url)
    if (match && !polyfillFiles.includes(match[1])) files.add(decodeURI(match[1]))
  }
  return [...files].reduce((sum, f) => sum + gzipped(f), 0)
}

/** The scripts a page's HTML names (<script src>), as a browser without lazy chunks loads them. */
export async function scriptsOfPage(url) {
  const html = await (await fetch(url)).text()
  return [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1])
}
