import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type Endpoint,
  type Field,
  type PayloadRequest,
  type Plugin,
  ValidationError,
} from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { isStaff } from '@/access/is-staff'
import { cacheControl, PRIVATE } from '@/lib/cache-headers'
import { checkRedirectTarget, targetRefusalMessage } from '@/lib/redirect-target'
import { normalizeFrom, parseRedirectCsv, REDIRECT_STATUSES } from '@/features/redirects/redirects'
import { adminMessage } from '@/payload/localized-message'
import {
  locationOf,
  readRedirects,
  type RedirectRows,
  redirectsChanged,
  sitePath,
} from '@/features/redirects/redirect-table'

import { importText, reported } from './import-body'
import {
  type CheckedRow,
  replacedMessage,
  sameAddressMessage,
  sameAddressRows,
} from './import-duplicates'

/** Where a redirect may point to a document: every collection with pages of its own. */
export const REDIRECT_TARGETS = [
  'pages',
  'product-markets',
  'news',
  'blog-posts',
  'jobs',
  'grades',
] as const

/** At most this many rows per CSV import (an old site's URL list; bigger lists in parts). */
export const IMPORT_MAX_ROWS = 5000

/** The save's "from", normalized as the proxy looks it up; its custom target trimmed. */
const normalize: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.from === 'string') data.from = normalizeFrom(data.from) ?? data.from
  const to = data.to as { url?: unknown } | undefined
  if (to && typeof to.url === 'string') to.url = to.url.trim()
  return data
}

type Language = { i18n?: { language?: string } }

/**
 * A custom target (ADR 0026): a path of this site or an https address, checked by the one rule
 * the import and the proxy's table use too; the editor gets the reason in their language.
 */
const validateTarget = (
  value: unknown,
  { req, siblingData }: { req: Language; siblingData?: { type?: unknown } },
): string | true => {
  if (siblingData?.type !== 'custom') return true
  const check = checkRedirectTarget(value)
  return check.ok ? true : targetRefusalMessage(check.refusal, req?.i18n?.language)
}

/** A custom target that the field's validation refuses (it reports why, after the hooks). */
const refusedTarget = (to: unknown): boolean => {
  const target = to as { type?: unknown; url?: unknown } | null | undefined
  return target?.type === 'custom' && !checkRedirectTarget(target.url).ok
}

/** The field an editor fills for the target: the page chooser or the custom address. */
const targetPath = (to: unknown): string =>
  (to as { type?: unknown } | null | undefined)?.type === 'reference' ? 'to.reference' : 'to.url'

/**
 * The ring a new redirect would close: its own address, its target, and the hops the saved
 * redirects take from there back to its address; empty when they lead elsewhere.
 */
function ringThrough(from: string, target: string, others: Map<string, string | null>): string[] {
  const bare = (path: string) => path.split('?')[0]
  const hops = [from, target]
  const seen = new Set([bare(from)])
  let current = target
  while (!seen.has(bare(current))) {
    seen.add(bare(current))
    const next = others.get(current)
    if (!next) return []
    hops.push(next)
    current = next
  }
  return bare(current) === bare(from) ? hops : []
}

/**
 * The refusal of a save, with its reasons in the message too: the admin shows the message above
 * the form (Payload's own one named only the fields, "to, from", in English) and each reason
 * under its field (by the path of the input: the group "to" shows none).
 */
function refusedRedirect(errors: { path: string; message: string }[], req: PayloadRequest) {
  const error = new ValidationError({ collection: 'redirects', errors, req }, req.t)
  const intro = adminMessage(
    req,
    'This redirect was not saved',
    'Diese Weiterleitung wurde nicht gespeichert',
  )
  // One sentence after another: the admin's notice lists what follows the colon by its commas.
  error.message = `${intro}: ${errors.map((e) => e.message).join(' ')}`
  return error
}

/**
 * Loops and chains are refused on save: a redirect to its own address, to an address that is
 * itself redirected, or from an address another redirect leads to. A visitor then always gets
 * one redirect to a real page, never a ring or a row of hops.
 */
const refuseLoopsAndChains: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const from = normalizeFrom(String(data.from ?? ''))
  // The field validation, which runs after this hook, refuses these with their reasons.
  if (!from || refusedTarget(data.to)) return data
  const location = await locationOf(req.payload, { from, to: data.to }, req)
  const errors: { path: string; message: string }[] = []
  const to = targetPath(data.to)
  if (location === null) {
    errors.push({
      path: to,
      message: adminMessage(
        req,
        'The target is not a published page.',
        'Das Ziel ist keine veröffentlichte Seite.',
      ),
    })
  }
  const target = location ? sitePath(location) : null
  // An import passes the table it keeps up to date: one read for all its rows, not one per row.
  const table =
    (req.context?.redirectTable as RedirectRows | undefined) ??
    (await readRedirects(req.payload, req))
  const others = [...table].filter(([, rule]) => rule.id !== originalDoc?.id)
  const ring = target
    ? ringThrough(from, target, new Map(others.map(([f, rule]) => [f, sitePath(rule.location)])))
    : []
  if (target && target.split('?')[0] === from.split('?')[0]) {
    errors.push({
      path: to,
      message: adminMessage(
        req,
        'This redirect would lead to its own address (a loop).',
        'Diese Weiterleitung würde auf ihre eigene Adresse führen (eine Schleife).',
      ),
    })
  } else if (ring.length) {
    const hops = ring.join(' → ')
    errors.push({
      path: to,
      message: adminMessage(
        req,
        `This redirect would make a loop: ${hops}. Point it to the final address instead.`,
        `Diese Weiterleitung würde eine Schleife bilden: ${hops}. Lassen Sie sie direkt auf die endgültige Adresse zeigen.`,
      ),
    })
  } else if (target && others.some(([otherFrom]) => otherFrom === target)) {
    errors.push({
      path: to,
      message: adminMessage(
        req,
        `${target} is itself redirected. Point this redirect to the final address instead.`,
        `${target} wird selbst weitergeleitet. Lassen Sie diese Weiterleitung direkt auf die endgültige Adresse zeigen.`,
      ),
    })
  }
  const leadingHere = others.find(([, rule]) => sitePath(rule.location) === from)
  if (leadingHere) {
    errors.push({
      path: 'from',
      message: adminMessage(
        req,
        `The redirect from ${leadingHere[0]} leads to this address. Change that one to the final address instead.`,
        `Die Weiterleitung von ${leadingHere[0]} führt auf diese Adresse. Ändern Sie stattdessen jene auf die endgültige Adresse.`,
      ),
    })
  }
  if (errors.length) throw refusedRedirect(errors, req)
  return data
}

const changed: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc, req }) => {
  if (!req.context?.skipRedirectReload) redirectsChanged(req.payload)
  return doc
}

type ImportOutcome = {
  line: number
  from: string
  outcome: 'created' | 'updated' | 'refused'
  message?: string
}

/**
 * POST /api/cms/redirects/import: an old site's URL list as CSV (`from,to[,type]`, a header row
 * allowed; `to` a path of this site or an https URL; type 301 by default). Every row is saved like
 * one made in the admin (same checks: loops and chains refused); the answer lists each row's
 * outcome, so a bad row is reported with its line and the others are saved.
 */
const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!canEditContent({ req })) return Response.json({ message: 'Forbidden' }, { status: 403 })
    // Bounded, and a multipart body's file rather than its raw parts (./import-body.ts).
    const text = await importText(req)
    if (text instanceof Response) return text
    const rows = parseRedirectCsv(text)
    if (rows.length === 0 || rows.length > IMPORT_MAX_ROWS) {
      return Response.json(
        {
          message: adminMessage(
            req,
            `Send a CSV file with 1 to ${IMPORT_MAX_ROWS} rows: from,to[,type].`,
            `Senden Sie eine CSV-Datei mit 1 bis ${IMPORT_MAX_ROWS} Zeilen: from,to[,type].`,
          ),
        },
        { status: 400 },
      )
    }
    const results: ImportOutcome[] = []
    const table = await readRedirects(req.payload)
    const language = req.i18n?.language
    // Each row's own checks first; then the rows that name the same old address:
    // contradicting rows are all refused, a repeated one is saved once. Either way the report
    // names the other lines, instead of the last row silently winning.
    const checked: CheckedRow[] = []
    for (const row of rows) {
      const from = normalizeFrom(row.from)
      const type = row.type || '301'
      const target = checkRedirectTarget(row.to)
      const problem = !from
        ? adminMessage(req, 'not a path of this site', 'kein Pfad dieser Website')
        : !(REDIRECT_STATUSES as readonly string[]).includes(type)
          ? adminMessage(req, 'type must be 301 or 302', 'Typ muss 301 oder 302 sein')
          : !target.ok
            ? targetRefusalMessage(target.refusal, language)
            : null
      if (problem || !from || !target.ok) {
        results.push({ line: row.line, from: row.from, outcome: 'refused', message: problem! })
        continue
      }
      checked.push({ line: row.line, from, to: target.target, type })
    }
    const sameAddress = sameAddressRows(checked)
    for (const { line, from, to, type } of checked) {
      const shared = sameAddress.get(line)
      if (shared && shared.kind !== 'first') {
        const message = sameAddressMessage(shared, language)
        results.push({ line, from, outcome: 'refused', message })
        continue
      }
      const data = { from, to: { type: 'custom' as const, url: to }, type: type as '301' }
      try {
        const existing = await req.payload.find({
          collection: 'redirects',
          where: { from: { equals: from } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
        // A saved redirect of the same address is updated (an old site's list imported again,
        // corrected), and the report says what it led to before.
        const before = existing.docs[0] ? table.get(from) : undefined
        const context = { skipRedirectReload: true, redirectTable: table }
        const saved = existing.docs[0]
          ? await req.payload.update({
              collection: 'redirects',
              id: existing.docs[0].id,
              data,
              user: req.user,
              overrideAccess: false,
              context,
            })
          : await req.payload.create({
              collection: 'redirects',
              data,
              user: req.user,
              overrideAccess: false,
              context,
            })
        table.set(from, { id: saved.id, location: to, status: type === '302' ? 302 : 301 })
        const notes = [
          existing.docs[0] ? replacedMessage(before, language) : null,
          shared ? sameAddressMessage(shared, language) : null,
        ].filter(Boolean)
        results.push({
          line,
          from,
          outcome: existing.docs[0] ? 'updated' : 'created',
          ...(notes.length ? { message: notes.join(' ') } : {}),
        })
      } catch (error) {
        const message =
          error instanceof ValidationError
            ? error.data.errors.map((e) => e.message).join(' ')
            : error instanceof Error
              ? error.message
              : String(error)
        results.push({ line, from, outcome: 'refused', message })
      }
    }
    results.sort((a, b) => a.line - b.line)
    redirectsChanged(req.payload)
    return Response.json({ results: results.map(reported) }, { headers: cacheControl(PRIVATE) })
  },
}

/**
 * Redirects of old addresses (ADR 0022) through Payload's official plugin: its collection and
 * REST shape (`from`, `to: { type: 'reference' | 'custom', reference, url }`, `type`), with the
 * site's checks, the admin's CSV import and the table the request proxy applies.
 */
const pluginCollection = redirectsPlugin({
  collections: [...REDIRECT_TARGETS],
  redirectTypes: [...REDIRECT_STATUSES],
  redirectTypeFieldOverride: {
    defaultValue: '301',
    label: { en: 'Redirect type', de: 'Art der Weiterleitung' },
    // The plugin's own options are English only ("301 - Permanent").
    options: [
      { label: { en: '301 – permanent', de: '301 – dauerhaft' }, value: '301' },
      { label: { en: '302 – temporary', de: '302 – vorübergehend' }, value: '302' },
    ],
    admin: {
      description: {
        en: '301 for an address that has moved for good (search engines follow it), 302 for a while.',
        de: '301 für eine dauerhaft umgezogene Adresse (Suchmaschinen übernehmen sie), 302 für eine Weile.',
      },
    },
  },
  overrides: {
    labels: {
      singular: { en: 'Redirect', de: 'Weiterleitung' },
      plural: { en: 'Redirects', de: 'Weiterleitungen' },
    },
    admin: {
      group: { en: 'Content', de: 'Inhalte' },
      useAsTitle: 'from',
      // "to" is the target column (./target-cell.tsx): where the old address leads.
      defaultColumns: ['from', 'to', 'type', 'updatedAt'],
      description: {
        en: 'Old addresses that lead to a page of this site or elsewhere. "From" is a path as visitors request it (/old-page, or /de/alte-seite for the German one); the visitor’s query goes along.',
        de: 'Alte Adressen, die auf eine Seite dieser Website oder anderswohin führen. „Von“ ist ein Pfad, wie Besucher ihn aufrufen (/alte-seite, oder /de/alte-seite für die deutsche); die Abfrage des Besuchers wird mitgenommen.',
      },
      components: {
        beforeListTable: ['@/features/redirects/collections/redirects/import-form#RedirectImport'],
      },
    },
    access: {
      read: isStaff,
      create: canEditContent,
      update: canEditContent,
      delete: canEditContent,
    },
    endpoints: [importEndpoint],
    hooks: {
      beforeChange: [normalize, refuseLoopsAndChains],
      afterChange: [changed],
      afterDelete: [changed],
    },
    fields: ({ defaultFields }) =>
      defaultFields.map((field) =>
        'name' in field && field.name === 'to' && field.type === 'group'
          ? ({
              ...field,
              label: { en: 'Target', de: 'Ziel' },
              admin: {
                ...field.admin,
                components: {
                  Cell: '@/features/redirects/collections/redirects/target-cell#RedirectTargetCell',
                },
              },
              fields: field.fields.map((inner) =>
                'name' in inner && inner.name === 'url'
                  ? ({
                      ...inner,
                      label: { en: 'Custom URL', de: 'Eigene Adresse' },
                      validate: validateTarget,
                      admin: {
                        ...inner.admin,
                        description: {
                          en: 'A path of this site (/products) or an https:// address.',
                          de: 'Ein Pfad dieser Website (/produkte) oder eine https://-Adresse.',
                        },
                      },
                    } as Field)
                  : inner,
              ),
            } as Field)
          : 'name' in field && field.name === 'from'
            ? ({
                ...field,
                validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
                  typeof value === 'string' && normalizeFrom(value) !== null
                    ? true
                    : adminMessage(
                        req,
                        'A path of this site, e.g. /old-page (not /admin or /api).',
                        'Ein Pfad dieser Website, z. B. /alte-seite (nicht /admin oder /api).',
                      ),
              } as Field)
            : field,
      ),
  },
})

/**
 * The plugin's labels in the admin's two languages: it ships no German, so the German
 * admin showed its keys (`plugin-redirects:fromUrl`). Merged over the plugin's own translations.
 */
export const REDIRECTS_TRANSLATIONS = {
  en: {
    'plugin-redirects': {
      fromUrl: 'From',
      toUrlType: 'Leads to',
      internalLink: 'Page of this site',
      customUrl: 'Custom URL',
      documentToRedirect: 'Page',
      redirectType: 'Redirect type',
    },
  },
  de: {
    'plugin-redirects': {
      fromUrl: 'Von',
      toUrlType: 'Führt zu',
      internalLink: 'Seite dieser Website',
      customUrl: 'Eigene Adresse',
      documentToRedirect: 'Seite',
      redirectType: 'Art der Weiterleitung',
    },
  },
}

/**
 * Redirects of old addresses (ADR 0022) through Payload's official plugin, with its labels in
 * English and German (the plugin merges the config's translations over its own).
 */
export const redirectsCollectionPlugin: Plugin = (config) =>
  pluginCollection({
    ...config,
    i18n: {
      ...config.i18n,
      translations: {
        ...config.i18n?.translations,
        en: { ...config.i18n?.translations?.en, ...REDIRECTS_TRANSLATIONS.en },
        de: { ...config.i18n?.translations?.de, ...REDIRECTS_TRANSLATIONS.de },
      },
    },
  })
