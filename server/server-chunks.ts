/**
 * One copy of each server chunk (ADR 0032).
 *
 * Turbopack names a server chunk after its chunk group, not its content: the build writes the
 * same 3.9 MB chunk (Payload, its plugins, the database adapters, redis, undici, nodemailer) once
 * for every route handler that uses it, 20 byte-identical files under 20 names, and the pages'
 * runtime has two copies of its own large chunk. Node keeps the source text of every file it
 * loads for the life of the process, and these chunks hold characters beyond Latin-1 (the
 * plugins' translations), so V8 stores each copy as a two-byte string: about 7.5 MB of heap per
 * copy, 150 MB for the copies alone once every route has been asked for.
 *
 * After compiling (next.config.ts, `compiler.runAfterProductionCompile`: before the standalone
 * tree is traced and copied), each file whose content equals an earlier one's in the same folder
 * becomes a one-line module that requires that file: Node loads and keeps it once, and every
 * route gets the same module list it would have read from its own copy.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The folders of server chunks that the runtimes load with require(). */
const CHUNK_FOLDERS = ['server/chunks', 'server/chunks/ssr']
const STUB = /^module\.exports=require\("\.\/[^"/]+"\);?\n?$/
const SOURCE_MAP_LINE = /\n\/\/# sourceMappingURL=[^\n]*\s*$/

export type DedupeReport = { files: number; replaced: number; bytesSaved: number }

/** The stub that stands for a copy of `kept` (a file name in the same folder). */
export const stubFor = (kept: string) => `module.exports=require(${JSON.stringify(`./${kept}`)});\n`

/**
 * Replaces every copy of an earlier chunk in the build's server folders by a stub requiring it.
 * Idempotent: stubs are left as they are. `distDir` is the build's folder (`.next`).
 */
export function dedupeServerChunks(distDir: string): DedupeReport {
  const report: DedupeReport = { files: 0, replaced: 0, bytesSaved: 0 }
  for (const folder of CHUNK_FOLDERS) {
    const dir = path.join(distDir, folder)
    if (!fs.existsSync(dir)) continue
    const firstByContent = new Map<string, string>()
    const names = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .sort()
    for (const name of names) {
      const file = path.join(dir, name)
      const text = fs.readFileSync(file, 'utf8')
      report.files += 1
      if (STUB.test(text)) continue
      // Each copy names its own source map on its last line; the code before it is what counts.
      const code = text.replace(SOURCE_MAP_LINE, '')
      const key = crypto.createHash('sha256').update(code).digest('hex')
      const kept = firstByContent.get(key)
      if (kept === undefined) {
        firstByContent.set(key, name)
        continue
      }
      fs.writeFileSync(file, stubFor(kept))
      fs.rmSync(`${file}.map`, { force: true })
      report.replaced += 1
      report.bytesSaved += Buffer.byteLength(text)
    }
  }
  return report
}
