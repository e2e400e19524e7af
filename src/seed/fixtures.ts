/**
 * Reads the demo content from the Markdown fixtures in src/seed/content (format: its README.md)
 * and returns it as the seed's `DemoContent`. Imported dynamically, only when seeding runs, and
 * reads the files at run time: the texts never become part of the server bundle.
 *
 * Every problem of every file is collected and thrown as one error that names the file and the
 * field, so an editor fixes all of them in one go.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import { CORE_SCHEMA, load as parseYaml } from 'js-yaml'
import { z } from 'zod'

import { text } from '@/blocks/fixture-text'
import {
  demoBlogPost,
  type DemoContent,
  demoCookieText,
  type DemoDocument,
  demoDocument,
  demoFaqEntry,
  demoGalleryPhoto,
  type DemoGrade,
  demoGrade,
  demoImage,
  demoJob,
  demoNavigation,
  demoNewsItem,
  demoOffice,
  demoPage,
  type DemoProductMarket,
  demoProductMarket,
  type DemoShell,
  demoSiteSettings,
  demoTeamMember,
} from './demo-content-types'

/** Where the fixtures live. The app and the Payload CLI both run from the repository root. */
export const DEFAULT_FIXTURES_DIR = 'src/seed/content'

type Data = Record<string, unknown>
type Lang = 'en' | 'de'
const LANGS: Lang[] = ['en', 'de']

/** How one collection's files map onto its items. */
type Collection<T extends z.ZodObject> = {
  folder: string
  schema: T
  /** The field the file name gives (the page's path, an item's slug), if any. */
  fromName?: { field: string; value: (name: string) => string }
  /** The field the Markdown after the front matter holds, if any. */
  body?: string
  /** One item at a fixed name (a global), not one of several: it has no `order`. */
  single?: boolean
}

const slugFromName = { field: 'slug', value: (name: string) => name }

const COLLECTIONS = {
  pages: {
    folder: 'pages',
    schema: demoPage,
    // 'home' is '/'; '--' stands for '/' ('about-us--careers' is /about-us/careers).
    fromName: {
      field: 'path',
      value: (name: string) => (name === 'home' ? '/' : `/${name.replaceAll('--', '/')}`),
    },
  },
  news: { folder: 'news', schema: demoNewsItem, fromName: slugFromName, body: 'content' },
  blogPosts: {
    folder: 'blog-posts',
    schema: demoBlogPost,
    fromName: slugFromName,
    body: 'content',
  },
  jobs: { folder: 'jobs', schema: demoJob, fromName: slugFromName },
  gallery: { folder: 'gallery-photos', schema: demoGalleryPhoto, fromName: slugFromName },
  team: { folder: 'team-members', schema: demoTeamMember },
  faq: { folder: 'faq-entries', schema: demoFaqEntry, body: 'answer' },
  offices: { folder: 'offices', schema: demoOffice },
} satisfies Record<string, Collection<z.ZodObject>>

const DOCUMENTS: Collection<typeof demoDocument> = { folder: 'documents', schema: demoDocument }
const GRADES: Collection<typeof demoGrade> = {
  folder: 'grades',
  schema: demoGrade,
  fromName: slugFromName,
}

const GLOBALS = {
  navigation: { folder: 'globals', schema: demoNavigation, single: true },
  settings: { folder: 'globals', schema: demoSiteSettings, single: true },
  cookieText: { folder: 'globals', schema: demoCookieText, single: true, body: 'content' },
} satisfies Record<string, Collection<z.ZodObject>>

/** The navigation cards' images, apart from images.yaml: they are seeded as `nav-<key>.png`. */
const NAVIGATION_IMAGES = 'globals/navigation-images.yaml'

const PRODUCT_MARKETS: Collection<typeof demoProductMarket> = {
  folder: 'product-markets',
  schema: demoProductMarket,
  fromName: slugFromName,
}

const order = z.number().int().positive()

/** The keys an `image` field may name, and the file that lists them. */
type ImageKeys = { file: string; keys: Set<string> }

/** The problems found so far, each naming its file (relative to the fixtures folder). */
class Problems {
  readonly list: string[] = []
  add(file: string, field: string, message: string) {
    this.list.push(`${file}: ${field ? `${field}: ` : ''}${message}`)
  }
}

/** `blocks[2].items[0].title` */
function fieldName(keys: readonly PropertyKey[]): string {
  return keys
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`))
    .join('')
}

const isPlainObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const describe = (value: unknown) => JSON.stringify(value) ?? String(value)

/**
 * Joins an item's EN and DE values along its schema: where the schema expects a text, the result
 * is `{ en, de }` of the two files' values; everywhere else the EN file's value, which the DE file
 * may repeat (then it must agree) or leave out. Tolerant by design: whatever is missing or of the
 * wrong type is passed on for the schema to report.
 */
function mergeLanguages(
  schema: z.ZodType,
  en: unknown,
  de: unknown,
  keys: PropertyKey[],
  /** Reports a problem of the DE file. */
  problem: (keys: PropertyKey[], message: string) => void,
): unknown {
  if (schema === text) return en === undefined && de === undefined ? undefined : { en, de }
  if (schema instanceof z.ZodOptional)
    // Left out in both files stays left out (an optional list does not become []).
    return en === undefined && de === undefined
      ? undefined
      : mergeLanguages(schema.unwrap() as z.ZodType, en, de, keys, problem)
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const discriminator = schema.def.discriminator
    const tag = isPlainObject(en) ? en[discriminator] : undefined
    const option = (schema.options as z.ZodObject[]).find((o) =>
      (o.shape[discriminator] as z.ZodLiteral).values.has(tag as never),
    )
    return option ? mergeLanguages(option, en, de, keys, problem) : en
  }
  if (schema instanceof z.ZodObject) {
    if (en === undefined && de === undefined) return undefined
    if (en !== undefined && !isPlainObject(en)) return en
    if (de !== undefined && !isPlainObject(de)) {
      problem(keys, `expected fields (an object), found ${describe(de)}`)
      return en
    }
    const shape = schema.shape as Record<string, z.ZodType>
    const out: Data = {}
    for (const [key, field] of Object.entries(shape)) {
      const value = mergeLanguages(field, en?.[key], de?.[key], [...keys, key], problem)
      if (value !== undefined) out[key] = value
    }
    // Unknown fields: the EN file's go on for the schema to reject; the DE file's are reported.
    for (const key of Object.keys(en ?? {})) if (!(key in shape)) out[key] = en![key]
    for (const key of Object.keys(de ?? {}))
      if (!(key in shape)) problem([...keys, key], 'unknown field')
    return out
  }
  if (schema instanceof z.ZodArray) {
    if (en !== undefined && !Array.isArray(en)) return en
    if (de !== undefined && !Array.isArray(de)) {
      problem(keys, `expected a list, found ${describe(de)}`)
      return en
    }
    if (en && de && en.length !== de.length)
      problem(keys, `${de.length} entries, but the EN file has ${en.length}`)
    const rows = en ?? de ?? []
    return rows.map((_, i) =>
      mergeLanguages(schema.element as z.ZodType, en?.[i], de?.[i], [...keys, i], problem),
    )
  }
  if (de !== undefined && !isDeepStrictEqual(en, de))
    problem(
      keys,
      en === undefined
        ? `set in the DE file only (only texts differ by language: put it in the EN file)`
        : `${describe(de)}, but the EN file says ${describe(en)} (the DE file may leave it out)`,
    )
  return en
}

/** Splits `---\n<YAML>\n---\n<Markdown>`; the Markdown is trimmed (empty if there is none). */
function splitFrontMatter(source: string): { frontMatter: string; body: string } | null {
  const match = /^---\n([\s\S]*?\n)?---(?:\n([\s\S]*))?$/.exec(source.replaceAll('\r\n', '\n'))
  if (!match) return null
  return { frontMatter: match[1] ?? '', body: (match[2] ?? '').trim() }
}

async function readYaml(dir: string, file: string, problems: Problems): Promise<unknown> {
  const source = await readFile(path.join(dir, file), 'utf8')
  try {
    // The core schema: dates stay strings ('2026-05-12'), as the content types want them.
    return parseYaml(source, { schema: CORE_SCHEMA, filename: file })
  } catch (error) {
    problems.add(file, '', `not valid YAML: ${error instanceof Error ? error.message : error}`)
    return undefined
  }
}

type FileContent = { data: Data; body: string } | null

async function readFixture(dir: string, file: string, problems: Problems): Promise<FileContent> {
  let source: string
  try {
    source = await readFile(path.join(dir, file), 'utf8')
  } catch {
    // A collection's files are listed first; a global's have fixed names.
    problems.add(file, '', 'missing')
    return null
  }
  const parts = splitFrontMatter(source)
  if (!parts) {
    problems.add(file, '', "expected front matter: a first line '---', YAML, then a line '---'")
    return null
  }
  let data: unknown
  try {
    data = parseYaml(parts.frontMatter, { schema: CORE_SCHEMA, filename: file }) ?? {}
  } catch (error) {
    problems.add(
      file,
      '',
      `front matter is not valid YAML: ${error instanceof Error ? error.message : error}`,
    )
    return null
  }
  if (!isPlainObject(data)) {
    problems.add(file, '', 'the front matter must hold fields (`name: value` lines)')
    return null
  }
  return { data, body: parts.body }
}

/** The items of one folder: `<name>.en.md` and `<name>.de.md` each, and the sub-folders. */
async function listFolder(dir: string, rel: string, problems: Problems) {
  const names = new Set<string>()
  const folders = new Set<string>()
  let entries
  try {
    entries = await readdir(path.join(dir, rel), { withFileTypes: true })
  } catch {
    problems.add(`${rel}/`, '', 'folder missing')
    return { names: [], folders }
  }
  const files = new Set(entries.filter((e) => e.isFile()).map((e) => e.name))
  for (const entry of entries) {
    if (entry.isDirectory()) {
      folders.add(entry.name)
      continue
    }
    const match = /^(.+)\.(en|de)\.md$/.exec(entry.name)
    if (!match) {
      problems.add(
        `${rel}/${entry.name}`,
        '',
        'unexpected file: fixtures are <name>.en.md and <name>.de.md',
      )
      continue
    }
    const name = match[1]!
    const other = `${name}.${match[2] === 'en' ? 'de' : 'en'}.md`
    if (!files.has(other)) problems.add(`${rel}/${other}`, '', `missing (beside ${entry.name})`)
    else names.add(name)
  }
  return { names: [...names].sort(), folders }
}

/**
 * One item from its two files: checked against the collection's schema in the merged form.
 * Returns the item and its `order`, or null when something is wrong (then `problems` says what).
 */
async function readItem<T extends z.ZodObject>(
  dir: string,
  rel: string,
  name: string,
  collection: Collection<T>,
  imageKeys: ImageKeys,
  problems: Problems,
): Promise<{ item: z.infer<T>; order: number } | null> {
  const files = { en: `${rel}/${name}.en.md`, de: `${rel}/${name}.de.md` }
  const en = await readFixture(dir, files.en, problems)
  const de = await readFixture(dir, files.de, problems)
  if (!en || !de) return null
  const before = problems.list.length
  const data = { en: { ...en.data }, de: { ...de.data } }
  const bodies = { en: en.body, de: de.body }

  for (const lang of LANGS) {
    const fields = data[lang]
    const body = bodies[lang]
    if (collection.fromName && collection.fromName.field in fields)
      problems.add(
        files[lang],
        collection.fromName.field,
        'comes from the file name: remove it here',
      )
    if (collection.body) {
      if (collection.body in fields)
        problems.add(
          files[lang],
          collection.body,
          'is the Markdown after the front matter: remove it here',
        )
      else if (body) fields[collection.body] = body
    } else if (body) {
      problems.add(
        files[lang],
        '',
        `no Markdown after the front matter expected (${collection.folder} keep every text in the front matter)`,
      )
    }
  }

  // A global has no siblings: an `order` there is an unknown field, which its schema reports.
  const orderResult = collection.single ? order.safeParse(1) : order.safeParse(data.en.order)
  if (!orderResult.success)
    problems.add(
      files.en,
      'order',
      `a whole number > 0 expected (the item's place among its siblings), found ${describe(data.en.order)}`,
    )
  if (!collection.single) {
    if (data.de.order !== undefined && data.de.order !== data.en.order)
      problems.add(
        files.de,
        'order',
        `${describe(data.de.order)}, but the EN file says ${describe(data.en.order)} (the DE file may leave it out)`,
      )
    delete data.en.order
    delete data.de.order
  }

  const merged = mergeLanguages(collection.schema, data.en, data.de, [], (keys, message) =>
    problems.add(files.de, fieldName(keys), message),
  )
  if (collection.fromName)
    (merged as Data)[collection.fromName.field] = collection.fromName.value(name)

  const result = collection.schema.safeParse(merged, { reportInput: true })
  if (!result.success) {
    for (const issue of result.error.issues) {
      // The texts' halves come from their own file; everything else from the EN file.
      const last = issue.path.at(-1)
      const lang: Lang = last === 'de' ? 'de' : 'en'
      const keys = last === 'en' || last === 'de' ? issue.path.slice(0, -1) : issue.path
      const missing = issue.code === 'invalid_type' && issue.input === undefined
      const field = fieldName(keys)
      const hint =
        collection.fromName && keys[0] === collection.fromName.field
          ? ' (from the file name)'
          : keys[0] === collection.body
            ? ' (the Markdown after the front matter)'
            : ''
      problems.add(files[lang], field, (missing ? 'missing' : issue.message) + hint)
    }
  }
  if (problems.list.length > before || !result.success || !orderResult.success) return null

  // An unknown image would otherwise only fail half-way through seeding.
  const checkImages = (value: unknown, keys: PropertyKey[]) => {
    if (Array.isArray(value)) value.forEach((v, i) => checkImages(v, [...keys, i]))
    else if (isPlainObject(value))
      for (const [key, v] of Object.entries(value)) {
        if (key === 'image' && typeof v === 'string' && !imageKeys.keys.has(v))
          problems.add(
            files.en,
            fieldName([...keys, key]),
            `unknown image '${v}' (not in ${imageKeys.file})`,
          )
        else checkImages(v, [...keys, key])
      }
  }
  checkImages(result.data, [])
  return { item: result.data, order: orderResult.data }
}

/** The items of a folder in their `order`. */
async function readCollection<T extends z.ZodObject>(
  dir: string,
  rel: string,
  collection: Collection<T>,
  imageKeys: ImageKeys,
  problems: Problems,
): Promise<{ items: { name: string; item: z.infer<T> }[]; folders: Set<string> }> {
  const { names, folders } = await listFolder(dir, rel, problems)
  const read: { name: string; item: z.infer<T>; order: number }[] = []
  for (const name of names) {
    const result = await readItem(dir, rel, name, collection, imageKeys, problems)
    if (result) read.push({ name, ...result })
  }
  read.sort((a, b) => a.order - b.order)
  for (const [i, entry] of read.entries()) {
    const previous = read[i - 1]
    if (previous && previous.order === entry.order)
      problems.add(
        `${rel}/${entry.name}.en.md`,
        'order',
        `${entry.order} is also the order of ${previous.name}.en.md`,
      )
  }
  return { items: read, folders }
}

/** The product-market tree: a node's children are the fixtures in the folder named like it. */
async function readProductMarkets(
  dir: string,
  rel: string,
  imageKeys: ImageKeys,
  problems: Problems,
): Promise<DemoProductMarket[]> {
  const { items, folders } = await readCollection(dir, rel, PRODUCT_MARKETS, imageKeys, problems)
  const names = new Set(items.map((entry) => entry.name))
  for (const folder of folders)
    if (!names.has(folder))
      problems.add(
        `${rel}/${folder}/`,
        '',
        `a folder of children needs its parent ${folder}.en.md beside it`,
      )
  const nodes: DemoProductMarket[] = []
  for (const { name, item } of items) {
    const node: DemoProductMarket = { ...item }
    if (folders.has(name)) {
      const children = await readProductMarkets(dir, `${rel}/${name}`, imageKeys, problems)
      if (children.length > 0) node.children = children
    }
    nodes.push(node)
  }
  return nodes
}

async function readImages(
  dir: string,
  file: string,
  problems: Problems,
): Promise<DemoContent['images']> {
  const data = await readYaml(dir, file, problems).catch(() => {
    problems.add(file, '', 'missing')
    return undefined
  })
  const result = z.array(demoImage).safeParse(data, { reportInput: true })
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.add(
        file,
        fieldName(issue.path),
        issue.code === 'invalid_type' && issue.input === undefined ? 'missing' : issue.message,
      )
    return []
  }
  const seen = new Set<string>()
  for (const [i, image] of result.data.entries()) {
    if (seen.has(image.key)) problems.add(file, `[${i}].key`, `'${image.key}' appears twice`)
    seen.add(image.key)
  }
  return result.data
}

export class FixtureError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: string[],
  ) {
    super(
      `The demo content in ${dir} has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    this.name = 'FixtureError'
  }
}

/**
 * The demo content from the fixtures in `dir` (relative to the working directory, or absolute).
 * Throws a FixtureError listing every problem, each with its file and field.
 */
export function loadDemoContent(dir: string = DEFAULT_FIXTURES_DIR): Promise<DemoContent> {
  return load(dir, readDemoContent)
}

async function readDemoContent(root: string, problems: Problems): Promise<DemoContent> {
  const imageFile = 'images.yaml'
  const images = await readImages(root, imageFile, problems)
  const imageKeys = { file: imageFile, keys: new Set(images.map((image) => image.key)) }
  const items = async <T extends z.ZodObject>(collection: Collection<T>) =>
    (await readCollection(root, collection.folder, collection, imageKeys, problems)).items.map(
      (entry) => entry.item,
    )

  const content: DemoContent = {
    images,
    pages: await items(COLLECTIONS.pages),
    productMarkets: await readProductMarkets(root, PRODUCT_MARKETS.folder, imageKeys, problems),
    news: await items(COLLECTIONS.news),
    blogPosts: await items(COLLECTIONS.blogPosts),
    jobs: await items(COLLECTIONS.jobs),
    gallery: await items(COLLECTIONS.gallery),
    team: await items(COLLECTIONS.team),
    faq: await items(COLLECTIONS.faq),
    offices: await items(COLLECTIONS.offices),
  }

  // The seed finds an existing market by its slug alone, wherever it sits in the tree.
  const slugs = new Map<string, string>()
  const walk = (nodes: DemoProductMarket[], rel: string) => {
    for (const node of nodes) {
      const file = `${rel}/${node.slug}.en.md`
      const other = slugs.get(node.slug)
      if (other) problems.add(file, '', `the slug '${node.slug}' is also ${other}'s`)
      slugs.set(node.slug, file)
      walk(node.children ?? [], `${rel}/${node.slug}`)
    }
  }
  walk(content.productMarkets, PRODUCT_MARKETS.folder)
  return content
}

/**
 * Navigation, site settings and cookie text from `dir`'s globals folder. Throws a FixtureError
 * like loadDemoContent.
 */
export function loadDemoShell(dir: string = DEFAULT_FIXTURES_DIR): Promise<DemoShell> {
  return load(dir, async (root, problems) => {
    const navigationImages = await readImages(root, NAVIGATION_IMAGES, problems)
    const imageKeys = {
      file: NAVIGATION_IMAGES,
      keys: new Set(navigationImages.map((image) => image.key)),
    }
    const noImages = { file: NAVIGATION_IMAGES, keys: new Set<string>() }
    const global = async <T extends z.ZodObject>(
      name: string,
      collection: Collection<T>,
      keys: ImageKeys,
    ) => (await readItem(root, collection.folder, name, collection, keys, problems))?.item
    const navigation = await global('navigation', GLOBALS.navigation, imageKeys)
    const settings = await global('site-settings', GLOBALS.settings, noImages)
    const cookieText = await global('cookie-text', GLOBALS.cookieText, noImages)
    // A missing one has its problem listed, and load() throws before this value is used.
    return { navigation, navigationImages, settings, cookieText } as DemoShell
  })
}

/** The documents of /download, in their `order`. Throws a FixtureError like loadDemoContent. */
export function loadDemoDocuments(dir: string = DEFAULT_FIXTURES_DIR): Promise<DemoDocument[]> {
  const noImages = { file: 'images.yaml', keys: new Set<string>() }
  return load(dir, async (root, problems) =>
    (await readCollection(root, DOCUMENTS.folder, DOCUMENTS, noImages, problems)).items.map(
      (entry) => entry.item,
    ),
  )
}

/** The product grades (ADR 0021), in their `order`. Throws a FixtureError like loadDemoContent. */
export function loadDemoGrades(dir: string = DEFAULT_FIXTURES_DIR): Promise<DemoGrade[]> {
  const noImages = { file: 'images.yaml', keys: new Set<string>() }
  return load(dir, async (root, problems) =>
    (await readCollection(root, GRADES.folder, GRADES, noImages, problems)).items.map(
      (entry) => entry.item,
    ),
  )
}

/** Runs `read` on the fixtures in `dir` and throws every problem it found at once. */
async function load<T>(
  dir: string,
  read: (root: string, problems: Problems) => Promise<T>,
): Promise<T> {
  const root = path.resolve(/* turbopackIgnore: true */ process.cwd(), dir)
  const problems = new Problems()
  const result = await read(root, problems)
  if (problems.list.length > 0) throw new FixtureError(root, problems.list)
  return result
}
