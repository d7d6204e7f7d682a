import { data, useLoaderData, useSearchParams } from 'react-router'
import { ActivityTab } from '~/components/admin/activity-tab.tsx'
import { AdminHeader } from '~/components/admin/admin-header.tsx'
import { AuditsTab } from '~/components/admin/audits-tab.tsx'
import { BadgesTab } from '~/components/admin/badges-tab.tsx'
import { CityImagesTab } from '~/components/admin/city-images-tab.tsx'
import { ContentTab } from '~/components/admin/content-tab.tsx'
import { findAdminPosts } from '~/domain/blog/find-editable-posts.admin.server.ts'
import { findAdminGuides } from '~/domain/guides/find-editable-guides.admin.server.ts'
import { cityImagesStatus } from '~/domain/city-images/city-images-tab.admin.server.ts'
import { JobsTab } from '~/components/admin/jobs-tab.tsx'
import { OutboxTab } from '~/components/admin/outbox-tab.tsx'
import { findOutbox } from '~/domain/email/find-outbox.admin.server.ts'
import { BusinessesTab } from '~/components/admin/businesses-tab.tsx'
import { ClaimsTab } from '~/components/admin/claims-tab.tsx'
import { findClaimQueue } from '~/domain/owner/find-claim-queue.admin.server.ts'
import { MembersTab } from '~/components/admin/members-tab.tsx'
import { NewsletterTab } from '~/components/admin/newsletter-tab.tsx'
import { findCampaigns } from '~/domain/campaign/find-campaigns.admin.server.ts'
import { RecordsTab } from '~/components/admin/records-tab.tsx'
import { findRecordsAdmin } from '~/domain/records/records-tab.admin.server.ts'
import { SettingsTab } from '~/components/admin/settings-tab.tsx'
import { ReportsTab } from '~/components/admin/reports-tab.tsx'
import { ReviewsTab } from '~/components/admin/reviews-tab.tsx'
import { findReviewQueue, REVIEW_QUEUE_FILTERS, type ReviewQueueFilter } from '~/domain/reviews/find-review-queue.admin.server.ts'
import { findProblemReports } from '~/domain/problem-report/find-problem-reports.admin.server.ts'
import { SubmissionsTab } from '~/components/admin/submissions-tab.tsx'
import { TabLoadError } from '~/components/admin/tab-load-error.tsx'
import { AdminNav } from '~/components/admin/admin-nav.tsx'
import { adminSection, type AdminSection } from '~/domain/admin/admin-sections.ts'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { findAuditLog } from '~/domain/audit-log/find-audit-log.admin.server.ts'
import { findAuditQueue } from '~/domain/application/find-audit-queue.admin.server.ts'
import { AUDIT_QUEUE_FILTERS, type AuditQueueFilter } from '~/domain/application/model.ts'
import { findMembers } from '~/domain/account/find-members.admin.server.ts'
import { findPendingSubmissions } from '~/domain/submission/find-pending-submissions.admin.server.ts'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { findBadges } from '~/domain/badge/find-badges.server.ts'
import { findSiteSettings } from '~/domain/site-settings/find-site-settings.server.ts'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { findBusinessRows } from '~/domain/business/find-business-rows.admin.server.ts'
import { parseBusinessQuery } from '~/domain/business/business-query.ts'
import { database, type DB } from '~/lib/db.server.ts'
import { jobsOverview } from '~/lib/jobs/read-jobs.server.ts'
import { log } from '~/lib/log.server.ts'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => [{ title: 'Admin Dashboard | Safest' }, { name: 'robots', content: 'noindex' }]


export const headers = () => ({ 'Cache-Control': 'no-store' })

export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request, 'page')
  const params = url.searchParams
  const tab = adminSection(params.get('tab'))
  try {
    return { admin: { email: admin.email }, tab, content: await loadTab(db, tab, params) }
  } catch (error) {
    // Spec §8: the tab says what it could not fetch; the rest of the dashboard stays usable.
    const title = FETCH_ERRORS[tab]
    if (!title) throw error
    log('error', 'admin tab failed to load', { tab, error: String(error) })
    const content = { tab: 'error' as const, title, description: 'The server could not read them just now. Please refresh to try again.' }
    return data({ admin: { email: admin.email }, tab, content }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}

const FETCH_ERRORS: Partial<Record<AdminSection, string>> = {
  listings: 'Error fetching business listings',
  badges: 'Error fetching badges',
}

/** Only the open tab's data is read. */
async function loadTab(db: DB, tab: AdminSection, params: URLSearchParams) {
  const cityOptions = async () => (await findCities(db)).map((c) => ({ id: c.id, name: c.name, state: c.state, slug: c.slug, imagePath: c.imagePath }))
  switch (tab) {
    case 'listings': {
      const query = parseBusinessQuery(params)
      const page = await findBusinessRows(db, query, { includeHidden: true })
      const allCount = query.q === '' ? page.total : (await findBusinessRows(db, { ...query, q: '', page: 1 }, { includeHidden: true })).total
      return { tab, page, allCount, cities: await cityOptions() }
    }
    case 'submissions':
      return { tab, submissions: await findPendingSubmissions(db), cities: await cityOptions() }
    case 'badges':
      return { tab, badges: await findBadges(db) }
    case 'audits': {
      const status = (AUDIT_QUEUE_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as AuditQueueFilter) : 'open'
      return { tab, status, applications: await findAuditQueue(db, status) }
    }
    case 'claims':
      return { tab, ...(await findClaimQueue(db)) }
    case 'reviews': {
      const filter = (REVIEW_QUEUE_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ReviewQueueFilter) : 'held'
      return { tab, filter, ...(await findReviewQueue(db, filter)) }
    }
    case 'reports':
      return { tab, reports: await findProblemReports(db) }
    case 'city-images':
      return { tab, ...(await cityImagesStatus(db)) }
    case 'specific-cities':
      return { tab, ...(await cityImagesStatus(db, { specific: true })) }
    case 'records':
      return { tab, ...(await findRecordsAdmin(db)) }
    case 'members':
      return { tab, ...(await findMembers(db, params.get('q') ?? '', Number(params.get('page')) || 1)) }
    case 'newsletter':
      return { tab, campaigns: await findCampaigns(db) }
    case 'activity':
      return { tab, ...(await findAuditLog(db, Number(params.get('page')) || 1)) }
    case 'outbox':
      return { tab, ...(await findOutbox(db, params.get('q') ?? '', Number(params.get('page')) || 1)) }
    case 'jobs':
      return { tab, ...(await jobsOverview(db)) }
    case 'content':
      return { tab, posts: (await findAdminPosts(db)).map(({ id, slug, title, publishedOn, status }) => ({ id, slug, title, publishedOn, status })), guides: await findAdminGuides(db) }
    case 'settings':
      return { tab, ...(await findSiteSettings(db)) }
  }
}

export default function AdminDashboard() {
  const { admin, tab, content } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  return (
    <div className="bg-muted/60">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-10 sm:px-6">
        <AdminHeader title="Admin Dashboard" email={admin.email} />
        <AdminNav section={tab} />
        <div className="min-w-0">
          {content.tab === 'error' && <TabLoadError title={content.title} description={content.description} />}
          {content.tab === 'listings' && <BusinessesTab key={params.get('q') ?? ''} page={content.page} cities={content.cities} allCount={content.allCount} />}
          {content.tab === 'submissions' && <SubmissionsTab submissions={content.submissions} cities={content.cities} />}
          {content.tab === 'badges' && <BadgesTab badges={content.badges} />}
          {content.tab === 'audits' && <AuditsTab status={content.status} applications={content.applications} />}
          {content.tab === 'claims' && <ClaimsTab claims={content.claims} changes={content.changes} />}
          {content.tab === 'reviews' && <ReviewsTab filter={content.filter} reviews={content.reviews} watchWords={content.watchWords} />}
          {content.tab === 'reports' && <ReportsTab reports={content.reports} />}
          {content.tab === 'city-images' && <CityImagesTab title="City Images" specific={false} cities={content.cities} job={content.job} />}
          {content.tab === 'specific-cities' && <CityImagesTab title="Specific Cities" specific cities={content.cities} job={content.job} />}
          {content.tab === 'records' && <RecordsTab imports={content.imports} pending={content.pending} pendingCount={content.pendingCount} rejected={content.rejected} rejectedCount={content.rejectedCount} />}
          {content.tab === 'members' && <MembersTab members={content.members} q={content.q} page={content.page} pageCount={content.pageCount} total={content.total} />}
          {content.tab === 'newsletter' && <NewsletterTab campaigns={content.campaigns} />}
          {content.tab === 'activity' && <ActivityTab entries={content.entries} page={content.page} pageCount={content.pageCount} />}
          {content.tab === 'outbox' && <OutboxTab messages={content.messages} q={content.q} page={content.page} pageCount={content.pageCount} total={content.total} smtp={content.smtp} />}
          {content.tab === 'jobs' && <JobsTab queues={content.queues} failures={content.failures} />}
          {content.tab === 'content' && <ContentTab posts={content.posts} guides={content.guides} />}
          {content.tab === 'settings' && <SettingsTab sampleNotice={content.sampleNotice} />}
        </div>
      </div>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
