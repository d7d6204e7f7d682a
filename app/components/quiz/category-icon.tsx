import { Baby, HeartPulse, Home, Leaf, ShieldCheck, Users, type LucideProps } from 'lucide-react'
import type { QuizCategory } from '~/content/quiz.ts'

// Same icons as the home page's category tiles.
const ICONS = {
  home: Home,
  child: Baby,
  elderly: Users,
  cyber: ShieldCheck,
  physical: HeartPulse,
  environmental: Leaf,
} as const satisfies Record<QuizCategory, unknown>

export function CategoryIcon({ category, ...props }: { category: QuizCategory } & LucideProps) {
  const Icon = ICONS[category]
  return <Icon aria-hidden {...props} />
}
