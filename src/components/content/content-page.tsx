import type { PageView } from '@/server/pages'

export function ContentPage({ page }: { page: PageView }) {
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      {page.summary ? <p className="content-page__summary">{page.summary}</p> : null}
    </article>
  )
}
