import { z } from 'zod'
import { emptyIfMissing, optionalText, requiredLongText, requiredText, singleLine } from '~/lib/form-fields.ts'
import type { PostStatus } from '~/lib/db-schema-content.ts'

export type { PostStatus }

/** A post's card on /blog and in the feed. */
export interface BlogPostSummary {
  id: string
  slug: string
  title: string
  author: string
  /** YYYY-MM-DD */
  publishedOn: string
  summary: string
  coverImage: string | null
  coverAlt: string
  readingTime: number
  updatedAt: string
}

/** A whole post: its card and its Markdown body. */
export interface BlogPost extends BlogPostSummary {
  body: string
  status: PostStatus
}

export const POST_STATUS_LABELS: Record<PostStatus, string> = { draft: 'Draft', published: 'Published' }

/** A slug: lowercase letters, digits and single hyphens (the page's /blog/{slug} address). */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const SLUG_MESSAGE = 'Slug must be lowercase letters, digits and hyphens (for example home-safety-check)'
export const slugField = (label = 'Slug') => requiredText(label, 100).pipe(z.string().regex(SLUG, SLUG_MESSAGE))

/** A calendar date typed as YYYY-MM-DD that exists. */
export const dateField = (label: string) =>
  requiredText(label, 10).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} must be a date (YYYY-MM-DD)`)

/** The admin's blog post editor (the Content tab): the cover image is a file field read apart. */
export const blogPostSchema = z.object({
  title: requiredText('Title', 200),
  slug: slugField(),
  author: requiredText('Author', 120),
  publishedOn: dateField('Date'),
  summary: requiredLongText('Summary', 600),
  body: requiredLongText('Body', 60_000),
  coverAlt: optionalText('Cover image description', 300).transform((v) => v ?? ''),
  removeCover: emptyIfMissing(singleLine('Remove cover', 10)).transform((v) => v === 'on'),
  status: z.preprocess((v) => v ?? 'draft', z.enum(['draft', 'published'], { message: 'Status must be Draft or Published' })),
})
export type BlogPostInput = z.output<typeof blogPostSchema>

/** Minutes to read a text of this many words (230 words a minute, at least 1). */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 230))
