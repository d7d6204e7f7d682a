import { Search } from '~/components/ui/icons.tsx'
import { useNavigate } from 'react-router'
import { ALL_CATEGORIES_LABEL, DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import { Button } from '../ui/button.tsx'

/**
 * Issue 11 item 8: the home page leads with search. A city and a category go to that city's
 * page with the category ticked. Without JavaScript the form asks /city, which redirects.
 */
export function HeroSearch({ cities }: { cities: { slug: string; name: string; state: string }[] }) {
  const navigate = useNavigate()
  const sorted = [...cities].sort((a, b) => a.name.localeCompare(b.name))
  return (
    <form
      method="get"
      action="/city"
      role="search"
      aria-label="Find safe businesses"
      className="mt-8 grid w-full max-w-3xl min-w-0 grid-cols-1 gap-2 rounded-card bg-white p-2 text-left text-foreground shadow-xl sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={(e) => {
        e.preventDefault()
        const form = new FormData(e.currentTarget)
        const city = String(form.get('city') ?? '')
        const category = String(form.get('category') ?? '')
        if (city) navigate(`/city/${city}${category ? `?category=${category}` : ''}`)
      }}
    >
      <label className="grid min-w-0 gap-0.5 rounded-lg px-3 py-1.5 focus-within:ring-2 focus-within:ring-ring">
        <span className="text-xs font-semibold text-muted-foreground">City</span>
        <select name="city" required defaultValue="" className="w-full min-w-0 bg-transparent py-1 text-base outline-none">
          <option value="" disabled>
            Choose a city
          </option>
          {sorted.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}, {c.state}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-0.5 rounded-lg px-3 py-1.5 focus-within:ring-2 focus-within:ring-ring sm:border-l">
        <span className="text-xs font-semibold text-muted-foreground">Category</span>
        <select name="category" defaultValue="" className="w-full min-w-0 bg-transparent py-1 text-base outline-none">
          <option value="">{ALL_CATEGORIES_LABEL}</option>
          {DIRECTORY_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="lg-fill">
        <Search aria-hidden /> Search
      </Button>
    </form>
  )
}
