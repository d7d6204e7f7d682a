import { useEffect, useState } from 'react'
import { compareHref, MAX_COMPARED_BUSINESSES } from '~/domain/compare/model.ts'
import { isUuid } from '~/lib/uuid.ts'
import { Checkbox } from '../ui/checkbox.tsx'
import { lazyDialog, preloadOnIntent } from '../ui/lazy-dialog.tsx'
import { toast } from '../ui/toast.tsx'
import { createCompareStore } from './compare-store.ts'

interface PickedBusiness {
  id: string
  name: string
}

/** The businesses picked with Add to Compare, on any directory page, kept in localStorage. */
export const businessCompare = createCompareStore<PickedBusiness>('safest.compare.businesses', {
  read: (v) => {
    const { id, name } = (v && typeof v === 'object' ? v : {}) as { id?: unknown; name?: unknown }
    return isUuid(id) && typeof name === 'string' && name.length > 0 ? { id, name: name.slice(0, 200) } : null
  },
  idOf: (b) => b.id,
})

// The tray's code loads with the first business picked.
const Tray = lazyDialog(() => import('./compare-tray.tsx').then((m) => m.CompareTray), (p) => p.items.length > 0)

/** "Add to Compare" on a business card or page; disabled until the page's script runs (it needs it). */
export function CompareCheckbox({ business, describedBy }: { business: PickedBusiness; describedBy?: string }) {
  const picked = businessCompare.useEntries()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const toggle = () => {
    if (businessCompare.toggle({ id: business.id, name: business.name }) === 'full') {
      toast.error(`You can compare at most ${MAX_COMPARED_BUSINESSES} businesses`, { description: 'Remove one from the comparison tray to add another.' })
    }
  }
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <Checkbox checked={picked.some((b) => b.id === business.id)} disabled={!hydrated} onChange={toggle} aria-describedby={describedBy} {...preloadOnIntent(Tray.preload)} />
      Add to Compare
    </label>
  )
}

/** The comparison tray of a directory page: Compare opens /compare (with `near`, the place the page searched near). */
export function BusinessCompareTray({ near = '' }: { near?: string }) {
  const picked = businessCompare.useEntries()
  return <Tray items={picked} noun="businesses" onRemove={businessCompare.remove} onClear={businessCompare.clear} compareHref={compareHref(picked.map((b) => b.id), near)} />
}
