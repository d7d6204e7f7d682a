import { Baby, HeartPulse, House, Leaf, ShieldCheck, Users, type IconProps } from '~/components/ui/icons.tsx'
import type { QuizCategory } from '~/content/quiz.ts'

// Same icons as the home page's category tiles.
const ICONS = {
  home: House,
  child: Baby,
  elderly: Users,
  cyber: ShieldCheck,
  physical: HeartPulse,
  environmental: Leaf,
} as const satisfies Record<QuizCategory, unknown>

export function CategoryIcon({ category, ...props }: { category: QuizCategory } & IconProps) {
  const Icon = ICONS[category]
  return <Icon aria-hidden {...props} />
}
