import type { SVGProps } from 'react'
import { cn } from '~/lib/utils.ts'
import { iconId, type IconName } from './icon-names.ts'
import spriteUrl from './icons.svg?no-inline'

export type IconProps = SVGProps<SVGSVGElement>

/**
 * The site's icons (lucide's drawings) as references into one cached sprite: a page carries a
 * short <use> per icon instead of every path and attribute, and rendering one costs next to nothing.
 * Decorative unless given an aria- attribute, role or title (as lucide does).
 */
function icon(name: IconName) {
  const id = iconId(name)
  function Icon({ className, children, ...props }: IconProps) {
    const labelled = Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title')
    return (
      // Size, stroke and fill come from the .icon rule in app.css (utility classes override them).
      <svg aria-hidden={labelled ? undefined : true} className={cn('icon', className)} {...props}>
        {children}
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    )
  }
  Icon.displayName = name
  return Icon
}

export const ArrowDown = icon('ArrowDown')
export const ArrowLeft = icon('ArrowLeft')
export const ArrowRight = icon('ArrowRight')
export const ArrowUp = icon('ArrowUp')
export const Award = icon('Award')
export const Baby = icon('Baby')
export const BadgeCheck = icon('BadgeCheck')
export const BookOpen = icon('BookOpen')
export const Bookmark = icon('Bookmark')
export const Building2 = icon('Building2')
export const CalendarDays = icon('CalendarDays')
export const Check = icon('Check')
export const ChevronDown = icon('ChevronDown')
export const ChevronLeft = icon('ChevronLeft')
export const ChevronRight = icon('ChevronRight')
export const CircleAlert = icon('CircleAlert')
export const CircleCheck = icon('CircleCheck')
export const CircleMinus = icon('CircleMinus')
export const ClipboardCheck = icon('ClipboardCheck')
export const ClipboardList = icon('ClipboardList')
export const Clock = icon('Clock')
export const Copy = icon('Copy')
export const CreditCard = icon('CreditCard')
export const Crown = icon('Crown')
export const Download = icon('Download')
export const ExternalLink = icon('ExternalLink')
export const Eye = icon('Eye')
export const FileText = icon('FileText')
export const Gift = icon('Gift')
export const Globe = icon('Globe')
export const HardHat = icon('HardHat')
export const HeartPulse = icon('HeartPulse')
export const House = icon('House')
export const Landmark = icon('Landmark')
export const LayoutDashboard = icon('LayoutDashboard')
export const LayoutGrid = icon('LayoutGrid')
export const Leaf = icon('Leaf')
export const Lightbulb = icon('Lightbulb')
export const ListOrdered = icon('ListOrdered')
export const LoaderCircle = icon('LoaderCircle')
export const LogOut = icon('LogOut')
export const Mail = icon('Mail')
export const MailX = icon('MailX')
export const MapPin = icon('MapPin')
export const Menu = icon('Menu')
export const Pencil = icon('Pencil')
export const Phone = icon('Phone')
export const Plus = icon('Plus')
export const Printer = icon('Printer')
export const RefreshCw = icon('RefreshCw')
export const RotateCcw = icon('RotateCcw')
export const Scale = icon('Scale')
export const Search = icon('Search')
export const Share2 = icon('Share2')
export const ShieldAlert = icon('ShieldAlert')
export const ShieldCheck = icon('ShieldCheck')
export const SlidersHorizontal = icon('SlidersHorizontal')
export const Star = icon('Star')
export const ThumbsDown = icon('ThumbsDown')
export const ThumbsUp = icon('ThumbsUp')
export const Trash2 = icon('Trash2')
export const TrendingUp = icon('TrendingUp')
export const TriangleAlert = icon('TriangleAlert')
export const Upload = icon('Upload')
export const UserRound = icon('UserRound')
export const Users = icon('Users')
export const X = icon('X')
