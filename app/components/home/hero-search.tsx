import { Search } from '~/components/ui/icons.tsx'
import { ALL_CATEGORIES_LABEL, DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import { Button } from '../ui/button.tsx'
import { Options } from '../ui/select.tsx'

/**
 * The home page leads with search. A ZIP code or city (the directory's
 * cities are offered as you type) and a category go to /search near that place. A plain GET form.
 */
export function HeroSearch({ cities }: { cities: { slug: string; name: string; state: string }[] }) {
  const sorted = [...cities].sort((a, b) => a.name.localeCompare(b.name))
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Find safe businesses"
      className="mt-8 grid w-full max-w-3xl min-w-0 grid-cols-1 gap-2 rounded-card bg-white p-2 text-left text-foreground shadow-xl sm:grid-cols-[1fr_1fr_auto]"
    >
      <label className="grid min-w-0 gap-0.5 rounded-lg px-3 py-1.5 focus-within:ring-2 focus-within:ring-ring">
        <span className="text-xs font-semibold text-muted-foreground">Near</span>
        <input name="near" list="hero-places" placeholder="ZIP code or city" maxLength={100} className="w-full min-w-0 bg-transparent py-1 text-base outline-none" />
        <datalist id="hero-places">
          {sorted.map((c) => (
            <option key={c.slug} value={`${c.name}, ${c.state}`} />
          ))}
        </datalist>
      </label>
      <label className="grid min-w-0 gap-0.5 rounded-lg px-3 py-1.5 focus-within:ring-2 focus-within:ring-ring sm:border-l">
        <span className="text-xs font-semibold text-muted-foreground">Category</span>
        <select name="category" defaultValue="" className="w-full min-w-0 bg-transparent py-1 text-base outline-none">
          <option value="">{ALL_CATEGORIES_LABEL}</option>
          <Options choices={DIRECTORY_CATEGORIES} />
        </select>
      </label>
      <Button type="submit" size="lg-fill">
        <Search aria-hidden /> Search
      </Button>
    </form>
  )
}
