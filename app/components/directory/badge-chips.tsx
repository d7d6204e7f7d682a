import { Award, BadgeCheck, ShieldCheck } from '~/components/ui/icons.tsx'
import { BADGE_LABELS } from '~/lib/categories.ts'
import type { BadgeType } from '~/lib/db-schema.ts'

const ICONS = { osha: ShieldCheck, state: BadgeCheck, city: Award } as const

const typeOf = (name: string) => (Object.keys(BADGE_LABELS) as BadgeType[]).find((t) => t === name || BADGE_LABELS[t] === name)

/** The badges a business's current awards give it, by name (the directory's three with their icons). */
export function BadgeChips({ badges }: { badges: string[] }) {
  if (badges.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Safety badges">
      {badges.map((b) => {
        const type = typeOf(b)
        const Icon = type ? ICONS[type] : ShieldCheck
        return (
          <li key={b} className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
            <Icon className="size-3.5" aria-hidden />
            {type ? BADGE_LABELS[type] : b}
          </li>
        )
      })}
    </ul>
  )
}
