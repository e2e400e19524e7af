import { NavLink } from '@/components/ui/nav-link'

type Props = {
  /** The document title ('Page not found', 'An error occurred', …). */
  title: string
  kicker?: string
  code?: number
  heading: string
  text: string
  homeLabel: string
  /** The home page in the page's language ('/' or '/de'). */
  homeHref: string
  onRetry?: () => void
  retryLabel?: string
  /** The failed request's reference (its digest, also in the server's log line). */
  reference?: string
}

/** The one layout for 404, error and data-connection screens (SPEC §2.3, §8). */
export function ErrorScreen({
  title,
  kicker,
  code,
  heading,
  text,
  homeLabel,
  homeHref,
  onRetry,
  retryLabel,
  reference,
}: Props) {
  return (
    <section className="error-screen" aria-labelledby="error-heading">
      <title>{title}</title>
      {kicker ? <p className="error-screen__kicker">{kicker}</p> : null}
      <h1 id="error-heading" className="error-screen__heading">
        {code ? <span className="error-screen__code">{code}</span> : null}
        <span>{heading}</span>
      </h1>
      <p className="error-screen__text">{text}</p>
      {reference ? <p className="error-screen__reference">{reference}</p> : null}
      <div className="error-screen__actions">
        <NavLink className="button button--primary" href={homeHref}>
          {homeLabel}
        </NavLink>
        {onRetry && retryLabel ? (
          <button type="button" className="button" onClick={onRetry}>
            {retryLabel}
          </button>
        ) : null}
      </div>
    </section>
  )
}
