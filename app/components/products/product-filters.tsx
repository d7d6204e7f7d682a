import { AssistiveSubmit } from '~/components/ui/assistive-submit.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Label } from '~/components/ui/label.tsx'
import { SearchInput } from '~/components/ui/search-input.tsx'
import { Options, type Choice } from '~/components/ui/select.tsx'
import { SelectField } from '~/components/forms/field.tsx'
import { PRODUCT_CATEGORIES } from '~/content/product-categories.ts'
import { MAX_SEARCH_LENGTH, PRICE_OPTIONS, RATING_OPTIONS, SORT_OPTIONS, type ProductFilters as Filters } from '~/domain/products/filter-products.ts'
import { cn } from '~/lib/utils.ts'

interface Props {
  /** The filters shown (the search box as typed). */
  view: Filters
  /** False until hydrated: the form then submits itself (Apply). */
  hydrated: boolean
  searchRef: React.Ref<HTMLInputElement>
  onSearch: (q: string) => void
  onChange: (filters: Filters) => void
}

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))

/** The products page's search, filters and sort: a GET form, applied as they change once hydrated. */
export function ProductFilters({ view, hydrated, searchRef, onSearch, onChange }: Props) {
  const set = <K extends keyof Filters>(key: K) => (value: string) => onChange({ ...view, [key]: value || null } as Filters)
  return (
    <form
      method="get"
      action="/products"
      role="search"
      aria-label="Filter products"
      className="grid grid-cols-2 gap-3 rounded-xl border bg-white p-4 shadow-sm sm:gap-4 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
      onSubmit={(e) => {
        if (!hydrated) return
        e.preventDefault()
        onChange(view)
      }}
    >
      <div className="col-span-2 flex flex-col gap-2 lg:col-span-1">
        <Label htmlFor="product-search">Search</Label>
        <SearchInput
          ref={searchRef}
          id="product-search"
          name="q"
          value={view.q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search products..."
          autoComplete="off"
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <FilterSelect className="col-span-2 sm:col-span-1" name="category" label="Category" allLabel="All Categories" options={CATEGORY_OPTIONS} value={view.category} onChange={set('category')} />
      <FilterSelect name="rating" label="Rating" allLabel="All Ratings" options={RATING_OPTIONS} value={view.rating} onChange={set('rating')} />
      <FilterSelect name="price" label="Price" allLabel="All Prices" options={PRICE_OPTIONS} value={view.price} onChange={set('price')} />
      <FilterSelect name="sort" label="Sort by" options={SORT_OPTIONS} value={view.sort} onChange={set('sort')} />
      {hydrated ? (
        <AssistiveSubmit>Apply filters</AssistiveSubmit>
      ) : (
        <div className="col-span-2 lg:col-span-5">
          <Button type="submit">Apply</Button>
        </div>
      )}
    </form>
  )
}

interface FilterSelectProps {
  name: string
  label: string
  /** The option for no filter (value ""), if there is one. */
  allLabel?: string
  options: readonly Choice[]
  value: string | null
  onChange: (value: string) => void
  className?: string
}

function FilterSelect({ allLabel, options, value, onChange, className, ...field }: FilterSelectProps) {
  return (
    <SelectField {...field} className={cn('min-w-0', className)} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
      {allLabel && <option value="">{allLabel}</option>}
      <Options choices={options} />
    </SelectField>
  )
}
