import { Baby, HeartPulse, House, Leaf, ShieldCheck, Users } from '~/components/ui/icons.tsx'
import { PRODUCT_CATEGORIES } from '~/content/product-categories.ts'
import { LinkTiles } from '~/components/ui/link-tiles.tsx'
import { TitledSection } from '~/components/ui/titled-section.tsx'

const ICONS = { baby: Baby, home: House, shield: ShieldCheck, heart: HeartPulse, leaf: Leaf, users: Users } as const

export function CategoryTiles() {
  return (
    <TitledSection id="categories-heading" title="Safety Products by Category" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" size="3xl">
      <p className="mt-2 text-muted-foreground">Independent guides to the gear that keeps your family safe.</p>
      <LinkTiles
        className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6"
        tiles={PRODUCT_CATEGORIES.map((c) => ({ to: `/products/${c.slug}`, icon: ICONS[c.icon], title: c.name, text: c.blurb }))}
      />
    </TitledSection>
  )
}
