import type { ComponentType } from 'react'
import { Link } from 'react-router'
import type { IconProps } from './icons.tsx'

export interface LinkTile {
  to: string
  icon: ComponentType<IconProps>
  title: string
  text: string
}

/** A grid of links, each a whole card: an icon in a tile, a title and a line of text. */
export function LinkTiles({ tiles, className }: { tiles: readonly LinkTile[]; /** The grid's columns and spacing. */ className: string }) {
  return (
    <ul className={className}>
      {tiles.map((t) => (
        <li key={t.to}>
          <Link
            to={t.to}
            className="flex h-full flex-col items-start gap-3 rounded-xl border bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
          >
            <span className="grid size-11 place-items-center rounded-lg bg-secondary text-primary">
              <t.icon className="size-6" aria-hidden />
            </span>
            <span className="font-semibold text-navy">{t.title}</span>
            <span className="text-sm text-muted-foreground">{t.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
