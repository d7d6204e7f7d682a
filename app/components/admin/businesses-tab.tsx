import { ArrowDown, ArrowUp, Pencil, Plus, RefreshCw, Trash2 } from '~/components/ui/icons.tsx'
import { useState } from 'react'
import { Form, Link, useRevalidator, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { ConfirmDelete } from '~/components/ui/confirm-dialog.tsx'
import { Input } from '~/components/ui/input.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { BusinessRowPage, BusinessRow } from '~/domain/business/find-business-rows.admin.server.ts'
import type { BusinessSort } from '~/domain/business/business-query.ts'
import { ADMIN_TOASTS, titleByCode } from './admin-toasts.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { countOf } from '~/lib/plural.ts'
import { cn } from '~/lib/utils.ts'
import { ExportBusinessesButton } from './export-businesses-button.tsx'
import { ImportBusinessesDialog } from './import-businesses-dialog.tsx'
import { BusinessFormDialog } from './business-form-dialog.tsx'
import type { CityOption } from './business-fields.tsx'
import { Pager } from '~/components/ui/pager.tsx'
import { useDeleteBusinesses } from './use-delete-businesses.ts'

const COLUMNS: { key: BusinessSort; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'category', label: 'Category' },
  { key: 'city', label: 'City' },
  { key: 'rating', label: 'Rating' },
  { key: 'safety_score', label: 'Safety Score' },
  { key: 'status', label: 'Status' },
  { key: 'updated_at', label: 'Updated' },
]

type Editing = { mode: 'add' } | { mode: 'edit'; business: BusinessRow } | null

/** Business Listings tab: every business, searchable, sortable, paged, with add/edit/delete/bulk. */
const saveFailureTitle = titleByCode({ 'not-found': ADMIN_TOASTS.businessNotFound, default: ADMIN_TOASTS.businessSaveError })

export function BusinessesTab({ page, cities, allCount }: { page: BusinessRowPage; cities: CityOption[]; allCount: number }) {
  const [params] = useSearchParams()
  const revalidator = useRevalidator()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [editing, setEditing] = useState<Editing>(null)
  const [dialogKey, setDialogKey] = useState(0)
  const [allMatching, setAllMatching] = useState(false)
  const { confirm, setConfirm, runDelete, busy } = useDeleteBusinesses((deleted) => {
    setAllMatching(false)
    setSelected((current) => new Set([...current].filter((id) => !deleted.includes(id))))
  })
  const q = params.get('q')?.trim() ?? ''

  const openEditor = (next: Editing) => {
    setDialogKey((k) => k + 1)
    setEditing(next)
  }
  const pageIds = page.businesses.map((l) => l.id)
  const allOnPageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id))
  const toggle = (id: string, on: boolean) => {
    setAllMatching(false)
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }

  const deleteSelected = () => {
    if (allMatching && q) {
      setConfirm({ intent: 'delete-matching', q, label: `all ${page.total.toLocaleString('en-US')}${page.totalIsLowerBound ? '+' : ''} listings matching “${q}”` })
      return
    }
    if (selected.size === 0) {
      toast.error(ADMIN_TOASTS.noneSelected, { description: 'Select at least one listing to delete.' })
      return
    }
    setConfirm({ intent: 'delete-selected', ids: [...selected], label: `${selected.size} selected ${selected.size === 1 ? 'listing' : 'listings'}` })
  }
  const sortHref = (key: BusinessSort) => {
    const next = new URLSearchParams(params)
    const current = params.get('sort') ?? 'name'
    next.set('sort', key)
    next.set('dir', current === key && params.get('dir') !== 'desc' ? 'desc' : 'asc')
    next.delete('page')
    return `?${next.toString()}`
  }

  return (
    <section aria-labelledby="businesses-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="businesses-heading" className="text-xl font-bold text-navy">Business Listings</h2>
          <p className="text-sm text-muted-foreground">
            {page.total.toLocaleString('en-US')}
            {page.totalIsLowerBound ? '+' : ''} {page.total === 1 ? 'listing' : 'listings'}
            {params.get('q') ? ` matching “${params.get('q')}”` : ''}
            {page.sortedAmong ? `, sorted among the first ${page.sortedAmong.toLocaleString('en-US')} found: add a word to narrow the search` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openEditor({ mode: 'add' })}>
            <Plus aria-hidden /> Add New
          </Button>
          <ExportBusinessesButton total={allCount} />
          <ImportBusinessesDialog />
          <Button variant="outline" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
            <RefreshCw aria-hidden className={cn(revalidator.state !== 'idle' && 'animate-spin')} /> Refresh
          </Button>
          <Button variant="destructive" onClick={deleteSelected}>
            <Trash2 aria-hidden /> Delete Selected{allMatching ? ' (all matching)' : selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
        </div>
      </div>

      <Form method="get" role="search" className="flex gap-2">
        <input type="hidden" name="tab" value="listings" />
        {params.get('sort') && <input type="hidden" name="sort" value={params.get('sort')!} />}
        {params.get('dir') && <input type="hidden" name="dir" value={params.get('dir')!} />}
        <label htmlFor="business-search" className="sr-only">Search listings</label>
        <Input id="business-search" type="search" name="q" defaultValue={params.get('q') ?? ''} placeholder="Search by name, category, address or city" className="max-w-md" />
        <Button type="submit" variant="outline">Search</Button>
      </Form>
      {q && allOnPageSelected && page.total > pageIds.length && (
        <p className="text-sm">
          {allMatching ? `All ${page.total.toLocaleString('en-US')}${page.totalIsLowerBound ? '+' : ''} listings matching “${q}” are selected. ` : `The ${pageIds.length} listings on this page are selected. `}
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => setAllMatching(!allMatching)}>
            {allMatching ? 'Select this page only' : `Select all ${page.total.toLocaleString('en-US')}${page.totalIsLowerBound ? '+' : ''} listings matching “${q}”`}
          </Button>
        </p>
      )}

      <div className="overflow-x-auto rounded-xl border bg-white shadow-sm">
        <table className="stack-table w-full text-left text-sm sm:min-w-[56rem]">
          <caption className="sr-only">Business listings, sorted by {params.get('sort') ?? 'name'}</caption>
          <thead className="border-b bg-muted/60 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <Checkbox
                  aria-label="Select all listings on this page"
                  checked={allOnPageSelected}
                  onChange={(e) => {
                    const on = e.target.checked
                    setAllMatching(false)
                    setSelected((current) => {
                      const next = new Set(current)
                      for (const id of pageIds) {
                        if (on) next.add(id)
                        else next.delete(id)
                      }
                      return next
                    })
                  }}
                />
              </th>
              {COLUMNS.map((c) => {
                const active = (params.get('sort') ?? 'name') === c.key
                const desc = params.get('dir') === 'desc'
                return (
                  <th key={c.key} scope="col" className="px-3 py-2" aria-sort={active ? (desc ? 'descending' : 'ascending') : undefined}>
                    <Link to={sortHref(c.key)} preventScrollReset className="inline-flex items-center gap-1 rounded hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                      {c.label}
                      {active && (desc ? <ArrowDown className="size-3" aria-hidden /> : <ArrowUp className="size-3" aria-hidden />)}
                    </Link>
                  </th>
                )
              })}
              <th scope="col" className="px-3 py-2 text-right">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {page.businesses.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length + 2} className="px-3 py-10 text-center text-muted-foreground">
                  No business listings found.
                </td>
              </tr>
            ) : (
              page.businesses.map((l) => (
                <tr key={l.id} className={cn(selected.has(l.id) && 'bg-blue-50')}>
                  <td className="px-3 py-2">
                    <Checkbox aria-label={`Select ${l.name}`} checked={selected.has(l.id)} onChange={(e) => toggle(l.id, e.target.checked)} />
                  </td>
                  <th scope="row" className="px-3 py-2 font-semibold text-navy sm:max-w-64 sm:truncate">{l.name}</th>
                  <td data-label="Category" className="px-3 py-2">{categoryLabel(l.category)}</td>
                  <td data-label="City" className="px-3 py-2">{l.cityName ? `${l.cityName}, ${l.state}` : <span className="text-muted-foreground">No city</span>}</td>
                  <td data-label="Rating" className="px-3 py-2 tabular-nums">
                    {l.reviewCount > 0 ? `${l.reviewAverage.toFixed(1)} (${countOf(l.reviewCount, 'review')})` : <span className="text-muted-foreground">No reviews</span>}
                  </td>
                  <td data-label="Safety Score" className="px-3 py-2 tabular-nums">{l.safetyScore}</td>
                  <td data-label="Status" className="px-3 py-2">
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', l.status === 'published' ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800')}>
                      {l.status === 'published' ? 'Published' : 'Hidden'}
                    </span>
                  </td>
                  <td data-label="Updated" className="px-3 py-2 whitespace-nowrap text-muted-foreground">{new Date(l.updatedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</td>
                  <td data-actions className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Button size="sm" variant="ghost" onClick={() => openEditor({ mode: 'edit', business: l })} aria-label={`Edit ${l.name}`}>
                        <Pencil aria-hidden /> Edit
                      </Button>
                      <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setConfirm({ intent: 'delete', ids: [l.id], label: l.name })} aria-label={`Delete ${l.name}`}>
                        <Trash2 aria-hidden /> Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <Pager page={page.page} pageCount={page.pageCount} label="Listings pages" preventScrollReset />

      {editing && (
        <BusinessFormDialog
          key={dialogKey}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing.mode === 'add' ? 'Add Business Listing' : 'Edit Business Listing'}
          description={editing.mode === 'add' ? 'A new listing shows on its city page as soon as it is saved.' : 'Changes show on the public pages as soon as they are saved.'}
          action="/admin/businesses"
          hidden={editing.mode === 'edit' ? { intent: 'save', id: editing.business.id } : { intent: 'save' }}
          defaults={editing.mode === 'edit' ? editing.business : undefined}
          awardsHref={editing.mode === 'edit' ? `/business-form/${editing.business.id}#awards-heading` : undefined}
          cities={cities}
          submitLabel={editing.mode === 'add' ? 'Add Listing' : 'Save Changes'}
          successToast={editing.mode === 'add' ? ADMIN_TOASTS.businessAdded : ADMIN_TOASTS.businessUpdated}
          failureTitle={saveFailureTitle}
        />
      )}
      <ConfirmDelete
        name={confirm?.label ?? null}
        what="listing"
        onCancel={() => setConfirm(null)}
        description="This cannot be undone."
        onConfirm={runDelete}
        busy={busy}
      />
    </section>
  )
}
