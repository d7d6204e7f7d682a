import { Link, useLoaderData } from 'react-router'
import { SealSnippet } from '~/components/application/seal-snippet.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { ListPanel } from '~/components/ui/list-panel.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { findMemberApplications } from '~/domain/application/find-applications.server.ts'
import { findMemberAwards } from '~/domain/application/find-member-awards.server.ts'
import { APPLICATION_STATUS_LABELS } from '~/domain/application/model.ts'
import { applicationNextStep } from '~/domain/application/application-standing.ts'
import { AWARD_STATUS_LABELS } from '~/domain/award/model.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import type { Route } from './+types/dashboard.badges'
import { TitledSection } from '~/components/ui/titled-section.tsx'
import { DashboardPage } from '~/components/dashboard-page.tsx'
import { shownDate } from '~/lib/shown-date.ts'

export const meta = () => [{ title: 'My Badges | Dashboard | Safest' }]

/** /dashboard/badges — the member's badge applications and their businesses' awards, with seals. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const [applications, awards] = await Promise.all([findMemberApplications(db, user.id), findMemberAwards(db, user.id)])
  return {
    origin: getEnv().SITE_URL,
    applications: applications.map((a) => ({ id: a.id, badgeName: a.badgeName, businessName: a.businessName, status: a.status, auditDate: a.auditDate })),
    awards,
  }
}

export default function MyBadges() {
  const { origin, applications, awards } = useLoaderData<typeof loader>()
  return (
    <DashboardPage title="My Badges">
      <TitledSection id="awards-heading" title="Awards" className="space-y-3">
        {awards.length === 0 ? (
          <p className="text-muted-foreground">No awards yet: a passed audit earns one.</p>
        ) : (
          <ul className="grid gap-4">
            {awards.map((a) => (
              <li key={a.id} className="grid gap-3 rounded-xl border bg-white p-4 shadow-sm" data-testid="member-award">
                <p>
                  <strong className="text-navy">{a.badgeName}</strong> · {a.businessName} · <span>{AWARD_STATUS_LABELS[a.status]}</span>
                </p>
                <p className="text-sm">
                  Certificate <code>{a.code}</code> · issued {shownDate(a.issuedOn)} · expires {shownDate(a.expiresOn)} ·{' '}
                  <a href={`/verify/${a.code}`} className="text-primary underline">
                    Verification page
                  </a>{' '}
                  · QR code{' '}
                  <a href={`/verify/${a.code}/qr.png`} className="text-primary underline">
                    PNG
                  </a>{' '}
                  <a href={`/verify/${a.code}/qr.svg`} className="text-primary underline">
                    SVG
                  </a>
                  {a.status !== 'revoked' && (
                    <>
                      {' '}·{' '}
                      <Link to={`/badge/${encodeURIComponent(a.badgeId)}/apply?renew=${a.id}`} className="text-primary underline">
                        Renew
                      </Link>
                    </>
                  )}
                </p>
                {a.status === 'current' && <SealSnippet origin={origin} code={a.code} badgeName={a.badgeName} />}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="applications-heading" title="Applications" className="space-y-3">
        <ListPanel
          items={applications}
          empty={
            <>
              <p>You have not applied for a badge yet.</p>
              <Link to="/badge" className={buttonVariants({ className: 'mt-4' })}>
                See the badges
              </Link>
            </>
          }
        >
          {(a) => (
            <>
              <Link to={`/applications/${a.id}`} className="font-semibold text-navy hover:underline">
                {a.badgeName} — {a.businessName}
              </Link>
              <span className="text-sm">
                {APPLICATION_STATUS_LABELS[a.status]}
                {a.auditDate && ` · audit ${shownDate(a.auditDate)}`}
              </span>
              <span className="text-sm">
                <span className="font-medium">What happens next:</span> {applicationNextStep(a)}
              </span>
            </>
          )}
        </ListPanel>
      </TitledSection>
    </DashboardPage>
  )
}
