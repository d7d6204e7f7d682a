import type { ComponentType } from 'react'
import { cn } from '~/lib/utils.ts'
import type { IconProps } from './icons.tsx'

export interface Feature {
  icon: ComponentType<IconProps>
  title: string
  text: string
}

/** How a card shows its icon: bare in the accent colour, or in a round or square tile. */
const ICON_STYLES = {
  plain: { tile: '', icon: 'size-8 text-accent' },
  round: { tile: 'mx-auto grid size-14 place-items-center rounded-full bg-secondary text-primary', icon: 'size-7' },
  solid: { tile: 'mx-auto grid size-14 place-items-center rounded-full bg-primary text-white', icon: 'size-7' },
  square: { tile: 'grid size-11 place-items-center rounded-lg bg-secondary text-primary', icon: 'size-6' },
} as const

/**
 * A row of cards, each an icon, a title and a line of text (the home page's reasons and standards,
 * the badge steps, the quiz's facts). `numbered` makes it an ordered list of steps.
 */
export function FeatureList({
  items,
  iconStyle = 'plain',
  numbered = false,
  heading: Heading = 'h3',
  className = 'mt-10 grid gap-6 md:grid-cols-3',
}: {
  items: readonly Feature[]
  iconStyle?: keyof typeof ICON_STYLES
  numbered?: boolean
  heading?: 'h2' | 'h3'
  className?: string
}) {
  const List = numbered ? 'ol' : 'ul'
  const style = ICON_STYLES[iconStyle]
  const centered = iconStyle === 'round' || iconStyle === 'solid'
  return (
    <List className={className}>
      {items.map((f, i) => (
        <li key={f.title} className={cn('relative rounded-xl border bg-white p-6 shadow-sm', centered && 'text-center')}>
          {numbered && <span className="absolute top-4 left-4 text-sm font-bold text-muted-foreground">{i + 1}</span>}
          {style.tile ? (
            <span className={style.tile}>
              <f.icon className={style.icon} aria-hidden />
            </span>
          ) : (
            <f.icon className={style.icon} aria-hidden />
          )}
          <Heading className="mt-4 text-lg font-bold text-navy">{f.title}</Heading>
          <p className="mt-2 text-muted-foreground">{f.text}</p>
        </li>
      ))}
    </List>
  )
}
