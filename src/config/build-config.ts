import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { HeadingFeature, lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@/i18n/locales'
import { hasRole } from '@/access/has-role'
import { isSignedInStaff } from '@/access/is-signed-in-staff'
import { blogPostsCollection } from '@/features/content/collections/blog-posts'
import { consentRecordsCollection } from '@/features/consent/collections/consent-records'
import { documentFamiliesCollection } from '@/features/documents/collections/document-families'
import { documentsCollection } from '@/features/documents/collections/documents'
import { downloadLogsCollection } from '@/features/documents/collections/download-logs'
import { enquiryAttachmentsCollection } from '@/features/enquiries/collections/enquiry-attachments'
import { enquiriesCollection } from '@/features/enquiries/collections/enquiries'
import { faqEntriesCollection } from '@/features/content/collections/faq-entries'
import { galleryPhotosCollection } from '@/features/content/collections/gallery-photos'
import { gradesCollection } from '@/features/grades/collections/grades'
import { jobsCollection } from '@/features/content/collections/jobs'
import { mediaCollection } from '@/features/content/collections/media'
import { membersCollection } from '@/features/accounts/collections/members'
import { missingPathsCollection } from '@/features/redirects/collections/missing-paths'
import { newsCollection } from '@/features/content/collections/news'
import { officesCollection } from '@/features/content/collections/offices'
import { pagesCollection } from '@/features/content/collections/pages'
import { productMarketsCollection } from '@/features/markets/collections/product-markets'
import { rateLimitsCollection } from '@/server/rate-limits-collection'
import { redirectsCollectionPlugin } from '@/features/redirects/collections/redirects'
import { revisionNoticesCollection } from '@/features/documents/collections/revision-notices'
import { searchIndexCollection } from '@/features/search/collections/search-index'
import { teamMembersCollection } from '@/features/content/collections/team-members'
import { STAFF_LOGIN_LOGGING_LEVELS, usersCollection } from '@/features/accounts/collections/users'
import { readableJsonFields } from '@/components/admin/readable-json'
import type { DatabaseConfig, Env } from '@/env'
import { cookieTextGlobal } from '@/features/consent/globals/cookie-text'
import { navigationGlobal } from '@/features/shell/globals/navigation'
import { siteSettingsGlobal } from '@/features/shell/globals/site-settings'
import { formRecipientsGlobal } from '@/features/enquiries/globals/form-recipients'
import { PAYLOAD_API_ROUTE } from '@/lib/routes'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { revisionNoticeMailTask, revisionNoticesTask } from '@/features/documents/revision-notices'
import { uploadStoragePlugin } from '@/server/storage/upload-storage'
import { accountMailTask } from '@/features/accounts/mail'
import { enquiryMailTask } from '@/features/enquiries/mail'
import { mailAdapter } from '@/server/mail/adapter'

import { ADMIN_DATE_TIME_FORMAT, ADMIN_TIMEZONES, adminDatesPlugin } from '@/payload/admin-dates'
import { withAdminTranslations } from '@/payload/admin-translations'
import { keepErrorDetails } from '@/payload/error-details'
import { schedulePublishButtonPlugin } from '@/payload/schedule-publish'
import { seoCollectionsPlugin } from '@/payload/seo'
import { staffOnlySystem } from '@/payload/staff-only-system'
import { storageFieldsPlugin } from '@/payload/storage-fields'

// The folder that holds payload.config.ts, migrations/ and app/ (Payload's importMap base).
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function databaseAdapter(database: DatabaseConfig): DatabaseAdapterObj {
  // Schema changes go through committed migrations only (scripts/migrate-create.mjs), never
  // through Payload's dev-mode schema push, so SQLite and PostgreSQL stay in step.
  if (database.dialect === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: database.url },
      migrationDir: path.resolve(srcDir, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: database.url },
    migrationDir: path.resolve(srcDir, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
    wal: true,
    busyTimeout: 5000,
    // Ids are never reused after a delete (ADR 0026): a deleted member's id given to a stranger
    // would inherit whatever still names it (links, logs).
    autoIncrement: true,
  })
}

/** The whole CMS configuration for one environment (tests build their own with a fresh database). */
export function buildPayloadConfig(env: Env) {
  // Payload's system collections and endpoints for staff only (src/payload/staff-only-system.ts),
  // and the admin's own words over Payload's, "Sie" in German (src/payload/admin-translations.ts).
  return staffOnlySystem(withAdminTranslations(cmsConfig(env)))
}

function cmsConfig(env: Env) {
  return buildConfig({
    serverURL: env.serverURL,
    secret: env.payloadSecret,
    // Payload's REST API moves under /api/cms so that /api/v1/* and the Sanctum-style auth paths
    // at the root belong to the public API of SPEC §7 (docs/decisions/0002-payload-api-route.md).
    routes: { admin: '/admin', api: PAYLOAD_API_ROUTE },
    graphQL: { disable: true },
    telemetry: false,
    // A wrong staff password is logged as one warning without a stack (src/collections/users).
    loggingLevels: STAFF_LOGIN_LOGGING_LEVELS,
    // A refused call's field errors stay in the answer, for the admin to show under the fields
    // (src/payload/error-details.ts).
    hooks: { afterError: [keepErrorDetails] },
    csrf: [env.serverURL],
    cors: [env.serverURL],
    admin: {
      user: 'users',
      importMap: { baseDir: srcDir },
      meta: { titleSuffix: ' – Admin' },
      // No Gravatar: the admin loads nothing from third parties (and the CSP would block it).
      avatar: 'default',
      // One way of writing a date per admin language, and the site's time zone for scheduling
      // (src/payload/admin-dates.ts).
      dateFormat: ADMIN_DATE_TIME_FORMAT,
      timezones: ADMIN_TIMEZONES,
      components: {
        // The admin language chosen stays with the account (src/payload/admin-language.ts).
        providers: ['@/payload/admin-language-memory#AdminLanguageMemory'],
        // Translation parity (ADR 0022): the count on the dashboard, the list in its own view.
        beforeDashboard: ['@/payload/parity/parity-count#TranslationParityCount'],
        views: {
          translationParity: {
            Component: '@/payload/parity/parity-view#TranslationParityView',
            path: '/translation-parity',
          },
        },
      },
    },
    i18n: {
      supportedLanguages: { en, de },
      fallbackLanguage: DEFAULT_LOCALE,
    },
    localization: {
      locales: LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
      defaultLocale: DEFAULT_LOCALE,
      fallback: true,
    },
    collections: [
      usersCollection({ secureCookies: env.isProduction }),
      pagesCollection,
      productMarketsCollection,
      newsCollection,
      blogPostsCollection,
      jobsCollection,
      galleryPhotosCollection,
      teamMembersCollection,
      faqEntriesCollection,
      officesCollection,
      mediaCollection({ dataDir: env.dataDir }),
      consentRecordsCollection,
      membersCollection,
      rateLimitsCollection,
      gradesCollection,
      documentFamiliesCollection,
      documentsCollection({ dataDir: env.dataDir }),
      downloadLogsCollection,
      revisionNoticesCollection,
      enquiriesCollection,
      enquiryAttachmentsCollection({ dataDir: env.dataDir }),
      searchIndexCollection,
      missingPathsCollection,
    ],
    // Uploads are read into memory by Payload: documents up to 100 MB.
    upload: { limits: { fileSize: 100 * 1024 * 1024 } },
    email: mailAdapter(env.mail),
    // The outbox (src/features/accounts/mail.ts): mail jobs with retries, run right after they
    // are queued and every minute in the server (src/config/boot.ts), one runner per process.
    jobs: {
      tasks: [accountMailTask, enquiryMailTask, revisionNoticesTask, revisionNoticeMailTask],
      deleteJobOnComplete: true,
      access: { run: isSignedInStaff, queue: isSignedInStaff, cancel: isSignedInStaff },
      jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
        ...defaultJobsCollection,
        admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => !hasRole(user, 'admin') },
        // Its input, state and log as read-only text: Payload's JSON editor loads from a CDN.
        fields: readableJsonFields(defaultJobsCollection.fields),
      }),
    },
    globals: [navigationGlobal, siteSettingsGlobal, cookieTextGlobal, formRecipientsGlobal],
    sharp,
    // The rich text editors get what the site renders (src/server/rich-text.ts): headings h2–h4
    // (the page has its h1), no checklists, no embedded documents or images (pages place images
    // with blocks), links as site paths or https:// addresses.
    editor: lexicalEditor({
      features: ({ defaultFeatures }) => [
        ...defaultFeatures.filter(
          (feature) =>
            !['heading', 'checklist', 'relationship', 'upload', 'link'].includes(feature.key),
        ),
        HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
        LinkFeature({ enabledCollections: [] }),
      ],
    }),
    db: databaseAdapter(env.database),
    // Production: JSON lines (pino's own format) for a log collector; elsewhere readable lines.
    ...(env.isProduction
      ? { logger: { options: { level: process.env.LOG_LEVEL || 'info' } } }
      : {}),
    onInit: async (payload) => {
      // node-postgres emits 'error' on the pool when the server drops an idle connection (restart,
      // failover). Without a listener that error would end the process; with one, the next query
      // reconnects or fails into the 'Data Connection Error' screen.
      const pool = (payload.db as { pool?: { on(event: 'error', fn: (e: Error) => void): void } })
        .pool
      pool?.on('error', (error) => {
        payload.logger.error(`PostgreSQL connection lost: ${error.message}`)
      })
    },
    // `payload db:prepare`: migrations, demo content and the printed logins (scripts/db-prepare.ts).
    bin: [{ key: 'db:prepare', scriptPath: path.resolve(srcDir, '../scripts/db-prepare.ts') }],
    typescript: { outputFile: path.resolve(srcDir, 'payload-types.ts') },
    // Uploads on the local disk, or in an S3-compatible bucket when S3_BUCKET is set (ADR 0020),
    // its bookkeeping fields kept out of the admin's lists (./storage-fields.ts).
    // The admin's date formats last: every date field, the plugins' ones too.
    plugins: [
      uploadStoragePlugin(env.storage),
      storageFieldsPlugin,
      redirectsCollectionPlugin,
      seoCollectionsPlugin,
      // The schedule drawer opens with "Publish" chosen (./schedule-publish-button.tsx).
      schedulePublishButtonPlugin,
      adminDatesPlugin,
    ],
  })
}
