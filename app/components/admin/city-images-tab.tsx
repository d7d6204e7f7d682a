import { useEffect, useRef, useState } from 'react'
import { CityImage } from '~/components/city-image.tsx'
import { Button } from '~/components/ui/button.tsx'
import { toast, toastFailure } from '~/components/ui/toast.tsx'
import type { AdminCityImage } from '~/domain/city-images/city-images-tab.admin.server.ts'
import type { JobView } from '~/domain/city-images/city-image-jobs.server.ts'
import type { Answer } from '~/lib/app-error.ts'
import { titleByCode } from './admin-toasts.ts'

/** Spec §8: 'City Not Found' (Could not find reference city); otherwise the generation's failure. */
const requestFailureTitle = titleByCode({ 'not-found': 'City Not Found', conflict: 'Nothing to Generate', default: 'Image Generation Failed' })

export interface CityImagesTabProps {
  title: string
  /** The Specific Cities tab: the spec's six cities, and Generate All runs for exactly those. */
  specific: boolean
  cities: AdminCityImage[]
  job: JobView | null
}

const active = (job: JobView | null) => job !== null && (job.state === 'queued' || job.state === 'running')

/**
 * City Image Manager (spec §2): each city with its image or "Using placeholder image", Generate
 * Image / Regenerate, Generate All, and the running job's progress, read back from the server
 * (polled each second while it runs), so a reload shows it too.
 */
export function CityImagesTab({ title, specific, cities: initialCities, job: initialJob }: CityImagesTabProps) {
  const [cities, setCities] = useState(initialCities)
  const [job, setJob] = useState(initialJob)
  const [afterCity, setAfterCity] = useState(initialCities.some((c) => c.name === 'Milwaukee') ? 'Milwaukee' : (initialCities[0]?.name ?? ''))
  const [busy, setBusy] = useState(false)
  const watched = useRef<string | null>(active(initialJob) ? initialJob!.id : null)

  useEffect(() => {
    if (!active(job)) return
    const timer = setInterval(async () => {
      const response = await fetch(`/admin/city-images?job=${job!.id}${specific ? '&specific=1' : ''}`, { headers: { accept: 'application/json' } })
      if (!response.ok) return
      const status = (await response.json()) as { cities: AdminCityImage[]; job: JobView | null }
      setCities(status.cities)
      setJob(status.job)
    }, 1000)
    return () => clearInterval(timer)
  }, [job, specific])

  useEffect(() => {
    if (!job || active(job) || watched.current !== job.id) return
    watched.current = null
    if (job.state === 'failed') {
      toast.error('Image Generation Failed', { description: `${job.message}. The placeholder image /city-night.jpg is shown instead.` })
    } else if (job.kind === 'city') {
      toast.success('Image Generated', { description: `Successfully generated image for ${job.label}` })
    } else {
      toast.success('Image Generated', { description: `Successfully generated images for ${job.total - job.failures.length} of ${job.total} cities` })
      for (const f of job.failures) toast.error('Image Generation Failed', { description: `Failed to generate image: ${f.error} (${f.city})` })
    }
  }, [job])

  async function request(fields: Record<string, string>) {
    setBusy(true)
    try {
      const response = await fetch('/admin/city-images', { method: 'POST', body: new URLSearchParams(fields), headers: { accept: 'application/json' } })
      const answer = (await response.json()) as Answer<{ job: JobView }>
      if (!answer.ok) {
        toastFailure(answer, requestFailureTitle(answer))
        return
      }
      watched.current = answer.job.id
      setJob(answer.job)
    } catch {
      toast.error('Image Generation Failed', { description: 'Failed to generate image: the server did not answer' })
    } finally {
      setBusy(false)
    }
  }

  // The start-up fill does not block the buttons: admin requests go before it.
  const running = active(job) && !job!.system
  const missing = cities.filter((c) => c.imageVersion === 0).length
  return (
    <section aria-labelledby="city-images-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="city-images-heading" className="text-xl font-bold text-navy">{title}</h2>
          <p className="text-sm text-muted-foreground">{cities.length} cities · {missing} using the placeholder image</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {specific ? (
            <Button disabled={busy || running} onClick={() => request({ intent: 'generate-all', scope: 'specific' })}>Generate All</Button>
          ) : (
            <>
              <Button variant="outline" disabled={busy || running || missing === 0} onClick={() => request({ intent: 'generate-all', scope: 'missing' })}>
                Generate All Missing
              </Button>
              <label className="grid gap-1 text-sm">
                <span className="font-medium">All cities after</span>
                <select className="h-9 rounded-md border bg-white px-2" value={afterCity} onChange={(e) => setAfterCity(e.target.value)}>
                  {cities.map((c) => <option key={c.id} value={c.name}>{c.name}</option>)}
                </select>
              </label>
              <Button disabled={busy || running || !afterCity} onClick={() => request({ intent: 'generate-all', scope: 'after', afterCity })}>Generate All</Button>
            </>
          )}
        </div>
      </div>
      {job && <JobProgress job={job} />}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((c) => (
          <li key={c.id} className="overflow-hidden rounded-xl border bg-white shadow-sm">
            <CityImage slug={c.slug} version={c.imageVersion} alt={`${c.name}, ${c.state}`} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" maxWidth={800} className="aspect-video w-full object-cover" />
            <div className="flex items-center justify-between gap-2 p-3">
              <div>
                <p className="font-semibold text-navy">{c.name}, {c.state}</p>
                {c.imageVersion === 0 ? <p className="text-sm text-muted-foreground">Using placeholder image</p> : <p className="text-sm text-muted-foreground">Version {c.imageVersion}</p>}
              </div>
              <Button size="sm" variant="outline" disabled={busy || running} aria-label={`${c.imageVersion === 0 ? 'Generate Image' : 'Regenerate'} for ${c.name}`}
                onClick={() => request({ intent: 'generate', cityId: String(c.id) })}>
                {c.imageVersion === 0 ? 'Generate Image' : 'Regenerate'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function JobProgress({ job }: { job: JobView }) {
  const label = job.state === 'queued' ? 'Waiting for the image generator...' : job.state === 'running' ? job.message : job.message || (job.state === 'done' ? 'Image generation complete' : 'Image generation failed')
  return (
    <div className="grid gap-2 rounded-xl border bg-white p-4 shadow-sm" aria-live="polite">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold text-navy">{job.label}</span>
        <span>{job.progress}%</span>
      </div>
      <div role="progressbar" aria-label="Image generation progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={job.progress} className="h-2.5 overflow-hidden rounded-full bg-muted">
        <div className={`h-full rounded-full transition-all ${job.state === 'failed' ? 'bg-red-600' : 'bg-primary'}`} style={{ width: `${job.progress}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">
        {label}
        {job.state === 'running' && job.currentCity && <> · Current city: <strong>{job.currentCity}</strong></>}
        {job.total > 1 && <> · {job.completed} of {job.total} cities</>}
      </p>
    </div>
  )
}
