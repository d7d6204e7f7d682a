import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names. Classes are not merged (docs/decisions/010): a component offers variants
 * (size, width, tone) instead of letting callers override its classes, which keeps
 * tailwind-merge's 8 KB out of every page. In development a conflict (two classes for the same
 * property, whose winner would depend on stylesheet order) is reported; production builds drop
 * the check and tailwind-merge with it.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  if (import.meta.env.DEV) reportConflicts(classes)
  return classes
}

const reported = new Set<string>()

export function findClassConflicts(classes: string): string[] {
  const tokens = [...new Set(classes.split(/\s+/).filter(Boolean))]
  const kept = new Set(twMerge(tokens.join(' ')).split(' '))
  return tokens.filter((t) => !kept.has(t))
}

function reportConflicts(classes: string) {
  if (reported.has(classes)) return
  const overridden = findClassConflicts(classes)
  if (overridden.length === 0) return
  reported.add(classes)
  console.error(`Conflicting Tailwind classes (${overridden.join(' ')} overridden by a later class) in "${classes}". Give the component a variant instead.`)
}
