import { describe, expect, it } from 'vitest'
import { findClassConflicts } from '~/lib/utils.ts'
import { buttonVariants } from './button.tsx'

// Classes are joined, not merged: every variant combination must be free of conflicting classes,
// or which one wins would depend on the order of the stylesheet.
describe('buttonVariants', () => {
  const variants = ['default', 'inverse', 'outline', 'outline-inverse', 'ghost', 'ghost-inverse', 'link', 'destructive', 'muted'] as const
  const sizes = ['default', 'sm', 'lg', 'lg-fill', 'icon'] as const
  const shapes = ['rounded', 'pill'] as const

  it('gives every variant, size and shape one radius and one text size, with no conflicting classes', () => {
    for (const variant of variants)
      for (const size of sizes)
        for (const shape of shapes) {
          const classes = buttonVariants({ variant, size, shape })
          expect(findClassConflicts(classes), `${variant}/${size}/${shape}`).toEqual([])
          expect(classes.split(' ').filter((c) => /^rounded-/.test(c)), `${variant}/${size}/${shape}`).toHaveLength(1)
          expect(classes.split(' ').filter((c) => /^text-(sm|base)$/.test(c)), `${variant}/${size}/${shape}`).toHaveLength(1)
        }
  })

  it('a pill is fully rounded and a large button keeps its larger radius', () => {
    expect(buttonVariants({ size: 'sm', shape: 'pill' })).toContain('rounded-full')
    expect(buttonVariants({ size: 'lg' })).toContain('rounded-lg')
    expect(buttonVariants({ size: 'lg' })).not.toContain('rounded-md')
  })

  it('gives each combination its own classes, however often and in whatever order it is asked', () => {
    const outline = buttonVariants({ variant: 'outline', size: 'sm', className: 'w-full' })
    expect(buttonVariants({ variant: 'outline', size: 'sm' })).not.toContain('w-full')
    expect(buttonVariants({ variant: 'outline', size: 'sm', className: 'w-full' })).toBe(outline)
    expect(buttonVariants({ variant: 'ghost', size: 'sm', className: 'w-full' })).not.toContain('bg-background')
    expect(buttonVariants({ variant: 'outline', size: 'sm', class: 'mt-2' })).toContain('mt-2')
    expect(buttonVariants()).toContain('bg-primary')
  })
})

describe('findClassConflicts', () => {
  it('names the classes a later class overrides', () => {
    expect(findClassConflicts('rounded-md px-3 rounded-full')).toEqual(['rounded-md'])
    expect(findClassConflicts('h-10 py-2 h-auto')).toEqual(['h-10'])
  })

  it('finds none where classes set different properties or states', () => {
    expect(findClassConflicts('text-slate-700 hover:text-primary px-3 pl-9 text-sm lg:text-base')).toEqual([])
  })
})
