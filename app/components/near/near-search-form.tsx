import { useEffect, useState } from 'react'
import { Form, useSubmit } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { MapPin, Search } from '~/components/ui/icons.tsx'
import { Options } from '~/components/ui/select.tsx'
import { SelectField, TextField } from '~/components/forms/field.tsx'
import { NEAR_SORTS, RADIUS_CHOICES, nearHref, parseNearQuery, type NearQuery } from '~/domain/places/near-query.ts'
import { ALL_CATEGORIES_LABEL, DIRECTORY_CATEGORIES } from '~/lib/categories.ts'

/**
 * /search's form: a plain GET form (it works without JavaScript) of what, near where, how far, which
 * category and in which order. "Use my location" asks the browser for its position only when pressed
 * and posts it (never in the URL, so never in the page cache's key or the request log).
 */
export function NearSearchForm({ query, position }: { query: NearQuery; position?: { latitude: string; longitude: string } }) {
  const submit = useSubmit()
  const radii: number[] = RADIUS_CHOICES.includes(query.radius as (typeof RADIUS_CHOICES)[number]) ? [...RADIUS_CHOICES] : [...RADIUS_CHOICES, query.radius].sort((a, b) => a - b)
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Business search"
      // Searching near the browser's position: a new choice (radius, category, sort) keeps the position by
      // posting it again, as "Use my location" did; a place typed in Near searches there (a plain GET).
      onSubmit={(event) => {
        const fields = new FormData(event.currentTarget)
        if (!position || String(fields.get('near') ?? '').trim()) return
        event.preventDefault()
        const chosen = parseNearQuery(new URLSearchParams([...fields.entries()].map(([k, v]) => [k, String(v)])))
        submit(position, { method: 'post', action: nearHref({ ...chosen, near: '', page: 1 }) })
      }}
      className="grid gap-4 rounded-xl border bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1.3fr_1.2fr_auto] lg:items-end">
      <TextField label="Search" name="q" type="search" defaultValue={query.q} placeholder="Name, service or certification" maxLength={100} />
      <TextField label="Near" name="near" defaultValue={query.near} placeholder={position ? 'Your location' : 'ZIP code or city'} maxLength={100} autoComplete="postal-code" />
      <SelectField label="Radius" name="radius" defaultValue={String(query.radius)} options={radii.map((r) => ({ value: r, label: `${r} miles` }))} />
      <SelectField label="Category" name="category" defaultValue={query.category ?? ''}>
        <option value="">{ALL_CATEGORIES_LABEL}</option>
        <Options choices={DIRECTORY_CATEGORIES} />
      </SelectField>
      <SelectField label="Sort by" name="sort" defaultValue={query.sort ?? ''}>
        <option value="">Best match</option>
        <Options choices={NEAR_SORTS} />
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">
          <Search aria-hidden /> Search
        </Button>
      </div>
      <UseMyLocation query={query} />
    </Form>
  )
}

/** Asks for the browser's position (only when pressed) and posts it with the search; hidden until the page's script runs. */
function UseMyLocation({ query }: { query: NearQuery }) {
  const submit = useSubmit()
  const [ready, setReady] = useState(false)
  const [status, setStatus] = useState('')
  useEffect(() => setReady(typeof navigator !== 'undefined' && 'geolocation' in navigator), [])
  if (!ready) return null
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          setStatus('Finding your location…')
          navigator.geolocation.getCurrentPosition(
            (position) => {
              setStatus('')
              // The search's other choices stay in the URL; the position goes in the body only.
              submit(
                { latitude: position.coords.latitude.toFixed(5), longitude: position.coords.longitude.toFixed(5) },
                { method: 'post', action: nearHref({ ...query, near: '', page: 1 }) },
              )
            },
            () => setStatus('We couldn’t get your location. Type a ZIP code or city instead.'),
            { maximumAge: 600_000, timeout: 15_000 },
          )
        }}
      >
        <MapPin aria-hidden /> Use my location
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  )
}
