// The admin access table (tests/support/admin-access.ts) of the business listings: the business form
// and its awards, deletes, the CSV export, import and undo, submissions, claims and their documents,
// and the Public records tab's decisions. A new loader or action of these modules without an entry
// here fails the first test.
import { expect } from 'vitest'
import { openAppDatabase } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'
import type { Entry } from '../support/admin-access.ts'

const db = await openAppDatabase('admin-access-businesses', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000' })
const { ADMIN, adminOnly, adminPageOnly, adminTab, adminAccessTests, statusBecomes, tabAction } = await import('../support/admin-access.ts')
type DB = typeof db

const business = (name: string) =>
  new URLSearchParams({ name, category: 'retail', description: 'Test listing', rating: '4.5', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '90', audited_on: '2026-11-02', status: 'hidden' })
const countBusinesses = async (db: DB, name: string) =>
  Number((await db.selectFrom('businesses').select((eb) => eb.fn.countAll().as('n')).where('name', '=', name).executeTakeFirstOrThrow()).n)

/** A decision of the Public records tab on one match: only the admin's changes its status, with its audit entry. */
const recordsDecision = (intent: 'confirm' | 'reopen', activityNr: string, status: { before: string; afterAdmin: string }): Entry => ({
  file: 'records.ts', kind: 'action', path: '/admin/records',
  body: () => new URLSearchParams({ intent, activityNr }),
  expect: adminOnly({ status: 302, location: '/admin?tab=records' }),
  check: async ({ db, recordsBusinessId }, role) => {
    expect((await db.selectFrom('osha_inspections').select('match_status').where('activity_nr', '=', activityNr).executeTakeFirstOrThrow()).match_status).toBe(role === 'admin' ? status.afterAdmin : status.before)
    const audit = await db.selectFrom('audit_log').select(['actor', 'entity_id']).where('action', '=', `records.${intent}-match`).execute()
    expect(audit).toEqual(role === 'admin' ? [{ actor: ADMIN.email, entity_id: recordsBusinessId }] : [])
  },
})

const TABLE: Entry[] = [
  {
    file: 'business-form.tsx', kind: 'loader', path: '/business-form',
    expect: adminPageOnly,
  },
  {
    file: 'business-form.tsx', kind: 'action', path: '/business-form',
    body: (_ctx, role) => business(`Access Test ${role}`),
    expect: adminOnly({ status: 302, location: '/admin' }),
    check: async ({ db }, role) => expect(await countBusinesses(db, `Access Test ${role}`)).toBe(role === 'admin' ? 1 : 0),
  },
  {
    // The business form's Awards section: "Add award".
    file: 'business-awards.ts', kind: 'action', path: '/admin/businesses/{id}/awards', params: (ctx) => ({ id: ctx.businessId }),
    body: (_ctx, role) => new URLSearchParams({ intent: 'add', badgeId: 'fire-safety', issuer: `Access ${role}`, issuedOn: '2026-01-01', expiresOn: '2027-01-01' }),
    expect: adminOnly(),
    check: async ({ db, businessId }, role) =>
      expect((await db.selectFrom('awards').select('id').where('business_id', '=', businessId).where('issuer', '=', `Access ${role}`).execute()).length).toBe(role === 'admin' ? 1 : 0),
  },
  {
    // "Revoke" (a reason is required).
    file: 'business-awards.ts', kind: 'action', path: '/admin/businesses/{id}/awards', params: (ctx) => ({ id: ctx.businessId }),
    body: (ctx) => new URLSearchParams({ intent: 'revoke', code: ctx.awardCode, reason: 'Access test' }),
    expect: adminOnly(),
    check: async ({ db, awardCode }, role) =>
      expect((await db.selectFrom('awards').select('revoked_reason').where('code', '=', awardCode).executeTakeFirstOrThrow()).revoked_reason).toBe(role === 'admin' ? 'Access test' : null),
  },
  {
    file: 'businesses.ts', kind: 'action', path: '/admin/businesses',
    body: (ctx) => new URLSearchParams({ intent: 'delete', id: ctx.businessId }),
    expect: adminOnly(),
    check: async ({ db, businessId }, role) => expect(await db.selectFrom('businesses').select('id').where('id', '=', businessId).executeTakeFirst()).toEqual(role === 'admin' ? undefined : { id: businessId }),
  },
  {
    file: 'submissions.ts', kind: 'action', path: '/admin/submissions',
    body: (ctx, role) => new URLSearchParams({ intent: 'reject', submissionId: ctx.submissionIds[role], reason: 'Not a real business' }),
    expect: adminOnly(),
    check: statusBecomes('submissions', (ctx, role) => ctx.submissionIds[role], 'rejected', 'pending'),
  },
  // The Claims tab and its decisions: only the admin decides a claim, audited.
  adminTab('claims'),
  tabAction('claims.ts', 'claims', (ctx) => new URLSearchParams({ intent: 'refuse-claim', id: ctx.claimId, reason: 'No proof' }), statusBecomes('business_claims', (ctx) => ctx.claimId, 'refused', 'review')),
  {
    // A claim's private document: the admin only (an unknown document: 404).
    file: 'claim-document.ts', kind: 'loader', path: '/admin/claims/{id}/documents/{doc}',
    params: (ctx) => ({ claimId: ctx.claimId, docId: ctx.claimId }),
    expect: adminOnly({ status: 404 }),
  },
  // The Public records tab and its decisions: only the admin confirms an uncertain match or reopens a rejected one, audited.
  adminTab('records'),
  recordsDecision('confirm', '990035', { before: 'pending', afterAdmin: 'confirmed' }),
  recordsDecision('reopen', '990036', { before: 'rejected', afterAdmin: 'pending' }),
  {
    // An upload is queued as a job only for the admin.
    file: 'records.ts', kind: 'action', path: '/admin/records',
    body: () => {
      const form = new FormData()
      form.set('intent', 'upload')
      form.set('source', 'osha')
      form.append('files', new File(['activity_nr,estab_name,open_date\n1,A,2024-01-01\n'], 'inspection.csv', { type: 'text/csv' }))
      form.append('files', new File(['activity_nr,citation_id\n1,01001\n'], 'violation.csv', { type: 'text/csv' }))
      return form
    },
    expect: adminOnly({ status: 302, location: '/admin?tab=records' }),
    check: async ({ db }, role) => expect(await db.selectFrom('record_imports').select('source').execute()).toEqual(role === 'admin' ? [{ source: 'upload' }] : []),
  },
  {
    file: 'businesses-export.ts', kind: 'loader', path: '/admin/businesses.csv',
    expect: adminOnly(),
  },
  {
    file: 'businesses-import.ts', kind: 'action', path: '/admin/businesses/import',
    body: () => {
      const form = new FormData()
      form.set('intent', 'preview')
      form.set('file', new File(['name,type,description,rating,address,phone\nImported,retail,Desc,4,"1 Main St, Denver, CO 80202",(303) 555-0100\n'], 'listings.csv', { type: 'text/csv' }))
      return form
    },
    expect: adminOnly(),
  },
  {
    // Undo a CSV import from the Activity tab: an unknown batch is 404 for the admin, nothing changes for the others.
    file: 'imports.ts', kind: 'action', path: '/admin/imports',
    body: () => new URLSearchParams({ intent: 'undo', batchId: '00000000-0000-4000-8000-000000000000' }),
    expect: adminOnly({ status: 404 }),
  },
]

adminAccessTests(db, 'businesses', TABLE)
