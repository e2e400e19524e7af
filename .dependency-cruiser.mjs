/**
 * The import rules of src/ (ARCHITECTURE.md, "Layout"), checked by `npm test` (scripts/test.mjs,
 * step "dependencies"): no import cycles, type-only imports included; client modules never reach
 * a server module; a feature never reaches into another feature; dependencies point one way
 * (app -> features/blocks -> server/lib).
 *
 * Which modules are client or server is read from the files themselves: 'use client' marks a
 * client module, `import 'server-only'` a server module, 'use server' a server action (a client
 * module may import an action: Next.js replaces it by a reference, so the walk stops there).
 */
import fs from 'node:fs'
import path from 'node:path'

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : []
  })
}

const files = sourceFiles('src').map((file) => ({
  file: file.split(path.sep).join('/'),
  text: fs.readFileSync(file, 'utf8'),
}))
/** A directive counts only before the first statement (comments may stand above it). */
const directive = (text, name) =>
  new RegExp(`^(\\s*(//[^\\n]*|/\\*[\\s\\S]*?\\*/))*\\s*['"]${name}['"]`).test(text)
const escape = (file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`
const pathsOf = (list) => (list.length ? list.map(({ file }) => escape(file)) : ['^$nothing'])

const clientModules = pathsOf(files.filter(({ text }) => directive(text, 'use client')))
const serverActions = pathsOf(files.filter(({ text }) => directive(text, 'use server')))
const serverModules = pathsOf(files.filter(({ text }) => /^import 'server-only'/m.test(text)))

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move the shared part into its own module, or pass it in.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-reaches-server',
      severity: 'error',
      comment: "A 'use client' module reaches a server module (or Payload) through its imports.",
      from: { path: clientModules },
      to: {
        reachable: true,
        path: [...serverModules, '^node_modules/(payload|@payloadcms/db-|server-only)'],
        // The action itself is a server module; the client gets a reference to it.
        pathNot: serverActions,
      },
    },
    {
      name: 'feature-reaches-other-feature',
      severity: 'error',
      comment: 'A feature uses another feature: move what both need to src/lib or src/server.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'lib-stays-low',
      severity: 'error',
      comment: 'src/lib is isomorphic and shared: it imports nothing above it.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(app|features|blocks|components|server|collections|globals)/' },
    },
    {
      name: 'server-stays-below-features',
      severity: 'error',
      comment:
        'Shared server services serve features and blocks; they never import them or routes.',
      from: { path: '^src/server/' },
      to: { path: '^src/(app|features|components)/' },
    },
    {
      name: 'nothing-imports-routes',
      severity: 'error',
      comment: 'Route files are entry points; what two routes share lives in a feature or server.',
      from: { path: '^src/', pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
  ],
  options: {
    // Type-only imports form cycles for the reader too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // A client module may import a server action: the bundler replaces it by a reference.
    doNotFollow: { path: ['node_modules', ...serverActions] },
    exclude: { path: ['^src/migrations/', '\\.test\\.tsx?$', '^src/payload-types\\.ts$'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}

export default config
