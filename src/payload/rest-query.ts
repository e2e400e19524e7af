/**
 * What a REST query may ask of Payload before it reaches the database (ADR 0026, 0029): the
 * shape of a `where` key, and each compared value checked by the type of its field. A value the
 * column cannot hold (`where[id][in]=a,b`, `where[createdAt][equals]=x`, `1e999`, an option a
 * PostgreSQL enum does not have) made the database layer throw, answered with 500.
 */

/**
 * The operators a `where` may use: those both database adapters implement (ADR 0029).
 * db-sqlite and db-postgres share @payloadcms/drizzle's operator map; Payload's own list
 * (`validOperators` of payload/shared) has four more: `all`, in neither adapter ("TODO: support
 * this" in that map; the query threw, 500, on every collection), and the geometry operators
 * `near`, `within` and `intersects`, which need a point field no collection has. A new operator
 * is allowed here only when tests/int/query-operators.test.ts, which runs each of these on every
 * field of every public collection, passes with it on both databases.
 */
export const QUERY_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'exists',
] as const

const OPERATORS = new Set<string>(QUERY_OPERATORS)
const LIST_OPERATORS = new Set(['in', 'not_in'])
/** The operators that compare a field with values of its own type (not text search, not exists). */
const COMPARED = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const LOGICAL = new Set(['and', 'or'])
const INDEX = /^\d{1,4}$/

/** The largest id: PostgreSQL's `serial` (integer) columns end there; SQLite's go further. */
export const MAX_DOCUMENT_ID = 2_147_483_647

export type WhereTerm = {
  /** The field's path, e.g. `createdAt`, `meta.title`, `version.title`. */
  path: string
  operator: string
  /** `where[field][in][0]`: one list item, not a comma-separated list. */
  item: boolean
}

/**
 * A `where` Payload can run: `where[field][op]`, `where[field][in][0]` for the list operators,
 * and `where[and|or][n]…` around them. Anything else (an operator not in QUERY_OPERATORS, an
 * object where a value belongs: `where[path][equals][x]`) is null.
 */
export function parseWhereKey(key: string): WhereTerm | null {
  const match = /^where((?:\[[^[\]]*\])+)$/.exec(key)
  if (!match?.[1]) return null
  const parts = match[1].slice(1, -1).split('][')
  let i = 0
  for (;;) {
    const part = parts[i]
    if (part === undefined || part === '') return null
    if (LOGICAL.has(part)) {
      if (!INDEX.test(parts[i + 1] ?? '')) return null
      i += 2
      continue
    }
    const operator = parts[i + 1]
    if (operator === undefined || !OPERATORS.has(operator)) return null
    const rest = parts.slice(i + 2)
    if (rest.length === 0) return { path: part, operator, item: false }
    return rest.length === 1 && LIST_OPERATORS.has(operator) && INDEX.test(rest[0] ?? '')
      ? { path: part, operator, item: true }
      : null
  }
}

/** What a compared value must be, by its field's type; null: anything Payload takes. */
export type ValueKind =
  | { type: 'id' }
  | { type: 'number' }
  | { type: 'date' }
  | { type: 'boolean' }
  | { type: 'option'; values: ReadonlySet<string> }
  /** Rich text or JSON: compared as Payload compares it, never searched as text. */
  | { type: 'structured' }
  /**
   * Which block a row of a blocks field is (`layout.blockType`): Payload looks the value up as a
   * block's slug before it queries (an unknown one, a comma list or `exists`: 500); one slug,
   * equals or not.
   */
  | { type: 'blockType'; values: ReadonlySet<string> }
  /** A group, array or blocks field itself, or a field Payload cannot query: no operator. */
  | { type: 'container' }

/** A document id in a path (`/api/cms/pages/{id}`): a whole number within MAX_DOCUMENT_ID. */
export function isDocumentId(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) <= MAX_DOCUMENT_ID
}

/** Whether Payload turns `value` into one the column holds; '' and 'null' it reads as null. */
function fits(kind: ValueKind, value: string): boolean {
  switch (kind.type) {
    case 'id':
      return (
        value === '' ||
        value === 'null' ||
        (/^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= MAX_DOCUMENT_ID)
      )
    case 'number':
      return (
        value === '' ||
        value === 'null' ||
        (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value.trim()) &&
          Number.isFinite(Number(value)))
      )
    case 'date': {
      if (value === '' || value === 'null') return true
      const date = new Date(value)
      const year = date.getUTCFullYear()
      return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999
    }
    case 'boolean':
      return /^(true|false)$/i.test(value)
    case 'option':
    case 'blockType':
      return kind.values.has(value)
    case 'structured':
      return true
    case 'container':
      return false
  }
}

/** The operators that search text: a field holding no text cannot run them (PostgreSQL has no
 * ILIKE for numbers, dates, booleans, enums or rich text's JSON: 500). */
const TEXT_SEARCH = new Set(['like', 'not_like', 'contains'])

/** Whether `exists` is asked as Payload reads it: true or false. */
export function existsValueFits(term: WhereTerm, value: string): boolean {
  return term.operator !== 'exists' || /^(true|false)$/i.test(value)
}

/**
 * Whether a compared value (or each of a list's) fits its field; a text search of a field that
 * holds no text does not, nor does any query of a container; other operators pass.
 */
export function whereValueFits(kind: ValueKind, term: WhereTerm, value: string): boolean {
  if (kind.type === 'container' || TEXT_SEARCH.has(term.operator)) return false
  if (kind.type === 'blockType') {
    return (term.operator === 'equals' || term.operator === 'not_equals') && fits(kind, value)
  }
  if (!COMPARED.has(term.operator)) return true
  const values =
    LIST_OPERATORS.has(term.operator) && !term.item
      ? value.split(',').map((item) => item.trim())
      : [value]
  return values.every((item) => fits(kind, item))
}

/** The parts of a Payload field config the checks read (flattened: rows and collapsibles gone). */
export type FieldShape = {
  name?: string
  type: string
  localized?: boolean
  relationTo?: unknown
  options?: readonly unknown[]
  flattenedFields?: readonly FieldShape[]
  /** A blocks field's blocks, each with its own fields. */
  blocks?: readonly { slug: string; flattenedFields?: readonly FieldShape[] }[]
}

export type IdType = 'number' | 'text' | 'uuid' | string

function kindOfField(
  field: FieldShape,
  idTypeOf: (slug: string) => IdType | null,
): ValueKind | null {
  switch (field.type) {
    case 'number':
      return { type: 'number' }
    case 'date':
      return { type: 'date' }
    case 'checkbox':
      return { type: 'boolean' }
    case 'blockType':
    case 'select':
    case 'radio':
      return {
        type: field.type === 'blockType' ? 'blockType' : 'option',
        values: new Set(
          (field.options ?? []).map((option) =>
            typeof option === 'string' ? option : String((option as { value?: unknown }).value),
          ),
        ),
      }
    case 'richText':
    case 'json':
      return { type: 'structured' }
    case 'group':
    case 'tab':
    case 'array':
    case 'blocks':
    case 'unqueryable':
      return { type: 'container' }
    case 'relationship':
    case 'upload':
      return typeof field.relationTo === 'string' && idTypeOf(field.relationTo) === 'number'
        ? { type: 'id' }
        : null
    default:
      return null
  }
}

/** What stands for a path Payload cannot query, though it names a field (see fieldAt). */
const UNQUERYABLE: FieldShape = { type: 'unqueryable' }

/**
 * The field at a dotted path: through groups, named tabs, arrays and blocks (a block's field by
 * its name; the project's blocks give one name one type; `blockType`, which block a row is), or a
 * localized field's locale. Payload queries no array or blocks field inside a block, nor what
 * they hold (its own 400; the array itself failed in the database layer: 500): UNQUERYABLE.
 */
function fieldAt(
  fields: readonly FieldShape[],
  path: string,
  locales: readonly string[],
): FieldShape | null {
  const segments = path.split('.')
  let current = fields
  let inBlock = false
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]
    const field = current.find((candidate) => candidate.name === segment)
    if (!field) return null
    if (inBlock && (field.type === 'array' || field.type === 'blocks')) return UNQUERYABLE
    if (i === segments.length - 1) return field
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
      current = field.flattenedFields ?? []
      continue
    }
    if (field.type === 'blocks') {
      const blocks = field.blocks ?? []
      if (segments[i + 1] === 'blockType' && i + 1 === segments.length - 1) {
        return { name: 'blockType', type: 'blockType', options: blocks.map(({ slug }) => slug) }
      }
      current = blocks.flatMap((block) => block.flattenedFields ?? [])
      inBlock = true
      continue
    }
    if (field.localized && i === segments.length - 2 && locales.includes(segments[i + 1] ?? ''))
      return field
    return null
  }
  return null
}

export type QueryTarget = {
  fields: readonly FieldShape[]
  /** The collection's id type (a custom id field's, else the database's). */
  idType: IdType
  /** The database's id type: versions' own ids. */
  defaultIdType: IdType
  /** `/versions`: fields under `version.`, the document as `parent`. */
  versions: boolean
  locales: readonly string[]
  idTypeOf: (slug: string) => IdType | null
}

const ID_KIND: ValueKind = { type: 'id' }

const DATE_KIND: ValueKind = { type: 'date' }
const BOOLEAN_KIND: ValueKind = { type: 'boolean' }

/** What the values at `path` must be in a query of `target`; null when anything goes. */
export function kindAt(target: QueryTarget, path: string): ValueKind | null {
  const idKind = (type: IdType) => (type === 'number' ? ID_KIND : null)
  if (target.versions) {
    if (path === 'id') return idKind(target.defaultIdType)
    if (path === 'parent') return idKind(target.idType)
    if (path === 'createdAt' || path === 'updatedAt') return DATE_KIND
    if (path === 'latest' || path === 'autosave') return BOOLEAN_KIND
    if (!path.startsWith('version.')) return null
    return kindAt({ ...target, versions: false }, path.slice('version.'.length))
  }
  const field = fieldAt(target.fields, path, target.locales)
  if (field) return kindOfField(field, target.idTypeOf)
  return path === 'id' ? idKind(target.idType) : null
}
