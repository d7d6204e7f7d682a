import type { ApplicationAnswer, ApplicationStatus } from '~/lib/db-schema-applications.ts'
import { shownDate } from '~/lib/shown-date.ts'

// Where a badge application stands, as the dashboard and /applications/{id} say it: what was sent
// and what happens next.

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** "3 answers and 1 document", for a business already listed or a new one sent with its details. */
export function applicationSent(a: { answers: ApplicationAnswer[]; newBusiness: boolean }): string {
  const documents = a.answers.filter((x) => x.kind === 'document' && x.value !== '').length
  const answers = a.answers.filter((x) => x.kind !== 'document').length
  const parts = [...(a.newBusiness ? ['your business’s details'] : []), ...(answers > 0 ? [plural(answers, 'answer')] : []), ...(documents > 0 ? [plural(documents, 'document')] : [])]
  if (parts.length === 0) return 'Your application'
  const text = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** What happens next at each status. */
export function applicationNextStep(a: { status: ApplicationStatus; auditDate: string | null }): string {
  switch (a.status) {
    case 'awaiting_payment':
      return 'Pay the badge’s fee: your application goes to our team once it is paid.'
    case 'new':
      return 'Our team schedules your audit and e-mails you its date.'
    case 'scheduled':
      return `Your audit is on ${a.auditDate ? shownDate(a.auditDate) : 'the date we e-mailed you'}: an auditor checks the badge’s checklist with you, and we e-mail you the outcome.`
    case 'in_audit':
      return 'Your audit is under way: we e-mail you the outcome as soon as it is recorded.'
    case 'passed':
      return 'Your business earned the badge: its certificate and seal are under My Badges.'
    case 'failed':
      return 'The audit did not pass. Read the auditor’s note, and apply again when you are ready.'
    case 'withdrawn':
      return 'You withdrew this application. You can apply again from the badge catalog.'
  }
}

/** Open: still on its way (the dashboard lists these as pending). */
export const PENDING_APPLICATION_STATUSES: ApplicationStatus[] = ['awaiting_payment', 'new', 'scheduled', 'in_audit']
