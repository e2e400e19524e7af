// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import {
  draftOf,
  greetingOf,
  type MailDraft,
  type MailLocale,
  translator,
} from '@/server/mail/templates'

/** An SDS update notice (ADR 0021): what changed, the personal link and the lasting address. */
export function revisionNotice(
  locale: MailLocale,
  to: string,
  name: string,
  notice: {
    title: string
    grades: string
    revision: string
    date: string
    note: string | null
    personalUrl: string
    stableUrl: string
    pageUrl: string
    /** Safety data sheets are the legal case; other types get the same mail in general words. */
    safetyDataSheet: boolean
  },
): MailDraft {
  const t = translator(locale)
  const sds = notice.safetyDataSheet
  return draftOf(
    locale,
    to,
    t(sds ? 'revisionNotice.subject' : 'revisionNotice.subjectOther', {
      title: notice.title,
      revision: notice.revision,
    }),
    {
      paragraphs: [
        greetingOf(t, name),
        t(sds ? 'revisionNotice.text' : 'revisionNotice.textOther'),
        t('revisionNotice.details', {
          title: notice.title,
          grades: notice.grades || '—',
          revision: notice.revision,
          date: notice.date,
        }),
        ...(notice.note ? [t('revisionNotice.changes', { note: notice.note })] : []),
        // Each address right after the sentence that introduces it, so each link is plainly named.
        t('revisionNotice.personal'),
        { link: notice.personalUrl },
        t('revisionNotice.stable'),
        { link: notice.stableUrl },
        t('revisionNotice.page'),
        { link: notice.pageUrl },
      ],
    },
  )
}
