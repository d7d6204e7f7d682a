import type { JobFailure, QueueOverview } from '~/lib/jobs/read-jobs.server.ts'

const COUNTS = [['Queued', 'queued'], ['Running', 'running'], ['Retried', 'retried'], ['Failed', 'failed'], ['Done', 'completed']] as const
const COLUMNS = ['Queue', 'Schedule (UTC)', ...COUNTS.map(([label]) => label)]

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'

/**
 * Jobs tab: each queue's jobs of the last seven days (queued, running, retried, failed, done) and
 * the last failures with their error. A failed job was retried with backoff first; once its
 * retries are spent it is also kept among the failed jobs (the dead letter).
 */
export function JobsTab({ queues, failures }: { queues: QueueOverview[]; failures: JobFailure[] }) {
  return (
    <section aria-labelledby="jobs-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="jobs-heading" className="text-xl font-bold text-navy">Jobs</h2>
        <p className="text-sm text-muted-foreground">Background work of the last seven days: e-mail delivery, city images and scheduled upkeep.</p>
      </div>
      {/* Phones: one card per queue, every count visible without a sideways scroll. */}
      <ul className="grid gap-2 sm:hidden" aria-label="Jobs by queue">
        {queues.map((q) => (
          <li key={q.name} className="rounded-xl border bg-white p-3 text-sm shadow-sm">
            <p className="font-medium">{q.label} <span className="font-normal text-muted-foreground">({q.name})</span></p>
            {q.cron && <p className="font-mono text-xs text-muted-foreground">{q.cron}</p>}
            <dl className="mt-2 grid grid-cols-5 gap-1 text-center">
              {COUNTS.map(([label, key]) => (
                <div key={key}>
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className={key === 'failed' && q.failed > 0 ? 'font-semibold text-red-700' : ''}>{q[key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border bg-white shadow-sm sm:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Jobs by queue</caption>
          <thead className="border-b bg-muted/60 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              {COLUMNS.map((column, i) => (
                <th key={column} scope="col" className={`px-3 py-2 ${i > 1 ? 'text-right' : ''}`}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {queues.map((q) => (
              <tr key={q.name}>
                <th scope="row" className="px-3 py-2 font-medium">{q.label} <span className="font-normal text-muted-foreground">({q.name})</span></th>
                <td className="px-3 py-2 font-mono text-xs">{q.cron ?? '—'}</td>
                {COUNTS.map(([, key]) => (
                  <td key={key} className={`px-3 py-2 text-right ${key === 'failed' && q.failed > 0 ? 'font-semibold text-red-700' : ''}`}>{q[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="text-lg font-semibold text-navy">Last failures</h3>
      {failures.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-white p-6 text-center text-muted-foreground">No job has failed.</p>
      ) : (
        <ul className="grid gap-2">
          {failures.map((f) => (
            <li key={f.id} className="rounded-xl border bg-white p-3 text-sm shadow-sm">
              <p className="font-medium">{f.queue} · {when(f.at)} · {f.attempts} {f.attempts === 1 ? 'attempt' : 'attempts'}</p>
              <p className="break-words text-red-700">{f.error}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
