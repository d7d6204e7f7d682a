import { Baby, HeartPulse, House, Leaf, ShieldCheck, Users } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import { PRODUCT_CATEGORIES } from '~/content/product-categories.ts'

const ICONS = { baby: Baby, home: House, shield: ShieldCheck, heart: HeartPulse, leaf: Leaf, users: Users } as const

export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="categories-heading" className="text-3xl font-bold tracking-tight text-navy">
        Safety Products by Category
      </h2>
      <p className="mt-2 text-muted-foreground">Independent guides to the gear that keeps your family safe.</p>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {PRODUCT_CATEGORIES.map((c) => {
          const Icon = ICONS[c.icon]
          return (
            <li key={c.slug}>
              <Link
                to={`/products/${c.slug}`}
                className="flex h-full flex-col items-start gap-3 rounded-xl border bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
              >
                <span className="grid size-11 place-items-center rounded-lg bg-secondary text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="font-semibold text-navy">{c.name}</span>
                <span className="text-sm text-muted-foreground">{c.blurb}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
