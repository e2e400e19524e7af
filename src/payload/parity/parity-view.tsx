import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaff } from '@/access/is-staff'
import { translationParity } from '@/payload/parity/translation-parity'

import { fieldLabel } from './field-label'
import { parityText, problemText } from './texts'

/** The view's path under the admin (src/config/build-config.ts names it there). */
export const PARITY_PATH = '/translation-parity'

/**
 * Where the view sends whoever is not staff, as Payload's own views do (Payload leaves custom
 * views to themselves: its shell and navigation were rendered to anyone):
 * a visitor to the login, which comes back here; a signed-in account without a staff role to
 * the admin's "unauthorized" page. Null for staff.
 */
export function parityViewRedirect(req: {
  user?: unknown
  payload: { config: { routes: { admin: string }; admin: { routes: Record<string, string> } } }
}): string | null {
  if (isStaff({ req })) return null
  const { config } = req.payload
  const adminRoute = config.routes.admin
  if (req.user) {
    return formatAdminURL({ adminRoute, path: config.admin.routes.unauthorized as `/${string}` })
  }
  const login = formatAdminURL({ adminRoute, path: config.admin.routes.login as `/${string}` })
  const here = formatAdminURL({ adminRoute, path: PARITY_PATH })
  return `${login}?${new URLSearchParams({ redirect: here })}`
}

/**
 * /admin/translation-parity (ADR 0022): every published item whose English or German text is
 * missing or out of date, field by field, with a link to edit it in that language. Staff only.
 */
export async function TranslationParityView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req } = initPageResult
  const elsewhere = parityViewRedirect(req)
  if (elsewhere) redirect(elsewhere)
  const t = parityText(req.i18n.language)
  const items = await translationParity(req.payload)
  const labelOf = (slug: string) => {
    const labels = req.payload.collections[slug as 'pages']?.config.labels.plural
    if (typeof labels === 'string') return labels
    if (labels && typeof labels === 'object')
      return String(
        (labels as Record<string, string>)[req.i18n.language] ?? Object.values(labels)[0],
      )
    return slug
  }
  // A field by its label in the admin's language ("Inhalt"), not its key ("layout").
  const fieldOf = (slug: string, field: string) =>
    fieldLabel(req.payload.collections[slug as 'pages']?.config.fields ?? [], field, req.i18n)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <section className="translation-parity" aria-labelledby="translation-parity-title">
          <h1 id="translation-parity-title">{t.title}</h1>
          <p>{t.intro}</p>
          {items.length === 0 ? (
            <p role="status">{t.none}</p>
          ) : (
            <table style={{ borderCollapse: 'collapse', width: '100%', textAlign: 'left' }}>
              <thead>
                <tr>
                  <th scope="col">{t.item}</th>
                  <th scope="col">{t.collection}</th>
                  <th scope="col">{t.problems}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={`${item.collection}:${item.id}`}>
                    <td>{item.title}</td>
                    <td>{labelOf(item.collection)}</td>
                    <td>
                      <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
                        {item.problems.map((problem) => {
                          const field = fieldOf(item.collection, problem.field)
                          const text = problemText(problem, field, req.i18n)
                          return (
                            <li
                              key={`${problem.field}:${problem.locale}`}
                              style={{ padding: '0.3rem 0' }}
                            >
                              <a
                                href={`/admin/collections/${item.collection}/${item.id}?locale=${problem.locale}`}
                                style={{ display: 'inline-block', minHeight: '24px' }}
                              >
                                {text}
                              </a>
                            </li>
                          )
                        })}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </Gutter>
    </DefaultTemplate>
  )
}
