/**
 * The icons the site uses (lucide's names). Each is drawn once in `icons.svg`, a sprite built from
 * lucide by `npm run icons` (scripts/build-icon-sprite.ts); add a name here, then run it.
 */
export const ICON_NAMES = [
  'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'Award', 'Baby', 'BadgeCheck', 'BookOpen', 'Bookmark', 'Building2',
  'CalendarDays', 'Check', 'ChevronDown', 'ChevronLeft', 'ChevronRight', 'CircleAlert', 'CircleCheck',
  'CircleMinus', 'ClipboardCheck', 'ClipboardList', 'Clock', 'Copy', 'CreditCard', 'Crown', 'Download',
  'ExternalLink', 'Eye', 'FileText', 'Gift', 'Globe', 'HardHat', 'HeartPulse', 'House', 'Landmark',
  'LayoutDashboard', 'LayoutGrid', 'Leaf', 'Lightbulb', 'ListOrdered', 'LoaderCircle', 'LogOut', 'Mail',
  'MailX', 'MapPin', 'Menu', 'Pencil', 'Phone', 'Plus', 'Printer', 'RefreshCw', 'RotateCcw', 'Scale',
  'Search', 'Share2', 'ShieldAlert', 'ShieldCheck', 'SlidersHorizontal', 'Star', 'ThumbsDown', 'ThumbsUp',
  'Trash2', 'TrendingUp', 'TriangleAlert', 'Upload', 'UserRound', 'Users', 'X',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** The symbol id and CSS class suffix of an icon: ShieldCheck → shield-check, Building2 → building-2. */
export function iconId(name: IconName): string {
  return name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()
}
