import type { ApplicationStatus } from '~/lib/db-schema-applications.ts'
import { longDate } from '~/lib/audit-dates.ts'

// The Audits tab's steps and whether each can succeed now: the tab offers only those that can (and
// says why the others cannot), and the server refuses the others with the same reason.

export interface AuditStepState {
  status: ApplicationStatus
  /** YYYY-MM-DD the audit is scheduled for, or null. */
  auditDate: string | null
  /** The application's business is in the directory (listed, or its submission approved). */
  hasBusiness: boolean
}

export type AuditStep = 'schedule' | 'start' | 'pass' | 'fail'
/** Null: the step can be taken; otherwise why not. */
export type AuditStepCheck = Record<AuditStep, string | null>

const OPEN: ApplicationStatus[] = ['new', 'scheduled']

export function auditSteps(a: AuditStepState, today: string): AuditStepCheck {
  const early = a.auditDate && today < a.auditDate ? `The audit is scheduled for ${longDate(a.auditDate)}: its outcome can be recorded from that day` : null
  const outcome = a.status !== 'in_audit' ? (a.status === 'scheduled' ? 'Start the audit first' : 'Schedule the audit first') : early
  return {
    schedule: OPEN.includes(a.status) ? null : 'Only a new or scheduled application can be scheduled',
    start: a.status === 'scheduled' ? null : a.status === 'new' ? 'Schedule the audit first' : 'The audit has started already',
    pass: outcome ?? (a.hasBusiness ? null : 'Approve the business’s submission first: an award needs a business in the directory'),
    fail: outcome,
  }
}
