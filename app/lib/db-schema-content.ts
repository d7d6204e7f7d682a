import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// Issue 33's tables of the Database (db-schema.ts): content the admin edits (migration 0041).

export type PostStatus = 'draft' | 'published'

export interface BlogPostsTable {
  id: Generated<string>
  slug: string
  title: string
  author: string
  /** A calendar date, read as 'YYYY-MM-DD' text (see find-blog-posts). */
  published_on: ColumnType<string, string, string>
  summary: string
  body: string
  /** A key in the image store (content-images/…), or null. */
  cover_image: string | null
  cover_alt: ColumnType<string, string | undefined, string>
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>
  created_at: Timestamp
  updated_at: Timestamp
}
