/**
 * The import rules of src/ (ARCHITECTURE.md, "Layout"), checked by `npm test` (scripts/test.mjs,
 * step "dependencies"): no import cycles, type-only imports included; client modules never reach
 * a server module; a topic (src/features/<topic>/) reaches another only through its entry file;
 * dependencies point one way: routes (src/app), the composition (src/config, src/payload.config.ts,
 * src/seed) -> topics and blocks -> shared layers (src/server, src/components, src/payload,
 * src/access, src/i18n) -> src/lib.
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

/**
 * Each topic's public files: the only files of src/features/<topic>/ that another topic or a block
 * may import (ADR 0030). Declared here, once: a file not listed is the topic's own.
 */
export const PUBLIC_FILES = {
  accounts: [
    'accounts.ts',
    'login-return.ts',
    'member-session.ts',
    'members.ts',
    'person-data.ts',
    'personal-section.tsx',
    'register-section.tsx',
  ],
  consent: ['cookie-consent.tsx', 'terms-consent.tsx'],
  content: [
    'blocks.ts',
    'card.tsx',
    'cms-page.tsx',
    'collections.ts',
    'content-collection.ts',
    'content-page.tsx',
    'lists.tsx',
    'pages.ts',
  ],
  documents: [
    'catalogue.ts',
    'documents.ts',
    'download-log.ts',
    'download-prompt.tsx',
    'download-section.tsx',
    'download.ts',
    'endpoint.ts',
    'my-documents-list.tsx',
    'revision-notices.ts',
    'use-checked-download.ts',
  ],
  enquiries: ['enquiries.ts', 'enquiry-section.tsx', 'my-enquiries.tsx'],
  grades: ['catalogue.ts', 'grade-data.ts', 'grade-markets.ts'],
  markets: ['market-cards.tsx', 'market-choices.ts', 'product-market-tree.ts'],
  redirects: ['redirect-table.ts'],
  search: [
    'collections/search-index/hooks.ts',
    'index-rows.ts',
    'not-found-help.tsx',
    'search-form.tsx',
    'search-section.tsx',
  ],
  shell: ['not-found-page.tsx'],
}

const publicPaths = Object.entries(PUBLIC_FILES).flatMap(([topic, list]) =>
  list.map((file) => escape(`src/features/${topic}/${file}`)),
)

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
      name: 'topic-reaches-into-another-topic',
      severity: 'error',
      comment:
        "A topic uses another topic's internals: import one of its public files (PUBLIC_FILES), or move what both need to src/lib or src/server.",
      from: { path: '^src/(features/[^/]+|blocks)/' },
      to: {
        path: '^src/features/',
        pathNot: [
          '^src/$1/',
          ...publicPaths,
          // A topic's stylesheet is shared by its class names: one topic's page may use another's.
          '\\.css$',
        ],
      },
    },
    {
      name: 'lib-stays-low',
      severity: 'error',
      comment: 'src/lib is isomorphic and shared: it imports nothing above it.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(app|config|features|blocks|components|server|payload|seed)/' },
    },
    {
      name: 'shared-layers-import-no-topic',
      severity: 'error',
      comment:
        'src/server, src/components, src/payload, src/access and src/i18n serve the topics: they never import a topic, a block, a route or the composition above them.',
      from: { path: '^src/(server|components|payload|access|i18n)/' },
      to: { path: '^src/(app|config|features|blocks|seed)/' },
    },
    {
      name: 'production-server-imports-shared-only',
      severity: 'error',
      comment:
        'The production server (server/) runs apart from the app: it imports its own files, src/lib, the locale list and the one grade-query rule the cache policy keys on, never the app, Payload or a topic.',
      from: { path: '^server/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/lib/',
          '^src/i18n/locales\\.ts$',
          '^src/features/grades/grade-query\\.mjs$',
        ],
      },
    },
    {
      name: 'app-imports-no-production-server',
      severity: 'error',
      comment:
        'The app is bundled by Next.js and reaches the production server only through the process bridge (src/lib/process-bridge.mjs).',
      from: { path: '^src/' },
      to: { path: '^server/' },
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
