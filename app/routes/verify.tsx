import { findSiteSettings } from '~/domain/site-settings/find-site-settings.server.ts'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { SampleNotice } from '~/components/directory/sample-notice.tsx'
import { data, Form, Link, redirect, useLoaderData } from 'react-router'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { Label } from '~/components/ui/label.tsx'
import { findAwardByCode } from '~/domain/award/find-awards.server.ts'
import { AWARD_STATUS_LABELS, normalizeAwardCode, verifyPath } from '~/domain/award/model.ts'
import { longDate } from '~/lib/audit-dates.ts'
import { database } from '~/lib/db.server.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { cn } from '~/lib/utils.ts'
import type { Route } from './+types/verify'
import { TitledSection } from '~/components/ui/titled-section.tsx'
import { Facts } from '~/components/ui/facts.tsx'
import { awardDates } from '~/components/directory/award-list.tsx'

// Never cached: a revocation must show at once (a code's page is one indexed read).
export const handle = { cache: 'none' } satisfies PageHandle

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.award ? `Certificate ${data.award.code}: ${data.award.badgeName}, ${data.award.businessName} | Safest` : 'Verify a Safest certificate | Safest' },
  { name: 'robots', content: 'noindex' },
]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const NOT_FOUND = 'Certificate not found'

/**
 * /verify/{code}: anyone can check an award: the business, the badge, its dates, its
 * status and what was checked. Codes are forgiven their case and format (a lowercase or spaced code
 * is redirected to its canonical page); an unknown one answers 404 with a search box. /verify
 * (and /verify?code=…) is that search box.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const asked = params.code ?? new URL(request.url).searchParams.get('code') ?? ''
  if (asked === '') return { award: null, asked: '' }
  const code = asked.length <= 40 ? normalizeAwardCode(asked) : null
  if (code && code !== params.code) return redirect(verifyPath(code))
  const db = await database()
  const award = code ? await findAwardByCode(db, code) : null
  if (!award) return data({ award: null, asked: asked.slice(0, 40), message: NOT_FOUND }, { status: 404 })
  return { award, asked: code!, sampleNotice: (await findSiteSettings(db)).sampleNotice }
}

export default function VerifyPage() {
  const loaded = useLoaderData<typeof loader>()
  const { award, asked } = loaded
  return (
    <div className="bg-muted/40 px-4 py-10 sm:px-6">
      <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6">
        {award ? (
          <article aria-labelledby="verify-heading" className="rounded-xl border bg-white p-6 shadow-sm">
            <SampleNotice show={'sampleNotice' in loaded && loaded.sampleNotice === true} className="mb-3" />
            <p className="text-xs font-semibold tracking-wide text-accent uppercase">Safest certificate {award.code}</p>
            <h1 id="verify-heading" className="mt-1 text-3xl font-extrabold tracking-tight text-navy">
              {award.badgeName}
            </h1>
            <p className="mt-1 text-lg text-slate-700">{award.businessName}</p>
            <p
              role="status"
              className={cn(
                'mt-4 inline-flex rounded-full px-3 py-1 text-sm font-semibold',
                award.status === 'current' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
              )}
            >
              Status: {AWARD_STATUS_LABELS[award.status]}
            </p>
            {award.status === 'revoked' && (
              <p className="mt-2 text-slate-700">
                Revoked on {longDate(award.revokedOn!)}. Reason: {award.revokedReason}
              </p>
            )}
            {award.status === 'expired' && <p className="mt-2 text-slate-700">This badge expired on {longDate(award.expiresOn)} and no longer counts.</p>}
            <Facts className="mt-4 gap-x-4 gap-y-1 text-slate-700" facts={[['Business', award.businessName], ['Badge', award.badgeName], ...awardDates(award)]} />
            <TitledSection id="checked-heading" title="What was checked" className="mt-6">
              <Facts
                className="mt-2 gap-x-4 gap-y-1 text-slate-700"
                facts={[
                  ['Issuer', award.issuer],
                  ['Checked', award.evidence.checkedOn && longDate(award.evidence.checkedOn)],
                  ['Auditor', award.evidence.auditor],
                ]}
              />
              {award.evidence.checklist && award.evidence.checklist.length > 0 && (
                <ul className="mt-3 grid gap-1 text-sm">
                  {award.evidence.checklist.map((item, i) => (
                    <li key={i} className="flex gap-2">
                      <span className={cn('font-semibold', item.passed ? 'text-green-800' : 'text-red-800')}>{item.passed ? 'Passed' : 'Failed'}</span>
                      <span>
                        {item.item}
                        {item.note ? ` (${item.note})` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </TitledSection>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <img src={`/seal/${award.code}.svg`} alt={`Seal: ${award.badgeName}, ${award.businessName}, ${AWARD_STATUS_LABELS[award.status]}`} width={240} height={96} />
              {award.businessPath && (
                <Link to={award.businessPath} className={cn(buttonVariants({ variant: 'outline' }), 'h-auto! min-h-10 max-w-full text-center whitespace-normal!')}>
                  See {award.businessName} in the directory
                </Link>
              )}
            </div>
          </article>
        ) : (
          <section aria-labelledby="verify-heading" className="rounded-xl border bg-white p-6 shadow-sm">
            <h1 id="verify-heading" className="text-3xl font-extrabold tracking-tight text-navy">
              {asked ? NOT_FOUND : 'Verify a Safest certificate'}
            </h1>
            <p className="mt-2 text-muted-foreground">
              {asked
                ? `No Safest badge has the code “${asked}”. Check the code on the seal or certificate and try again: be cautious of a seal that does not link here.`
                : 'Type the code on a Safest seal or certificate (SAF- and ten letters or digits) to see whose badge it is and whether it still counts.'}
            </p>
            <VerifySearch defaultValue={asked} />
          </section>
        )}
      </div>
    </div>
  )
}

function VerifySearch({ defaultValue }: { defaultValue: string }) {
  return (
    <Form method="get" action="/verify" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1">
        <Label htmlFor="verify-code">Certificate code</Label>
        <Input id="verify-code" name="code" required maxLength={40} placeholder="SAF-XXXXXXXXXX" defaultValue={defaultValue} autoComplete="off" />
      </div>
      <Button type="submit">Verify</Button>
    </Form>
  )
}

export const ErrorBoundary = RouteErrorBoundary
