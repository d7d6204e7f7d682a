import { Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'
import { POST_STATUS_LABELS, type BlogPost } from '~/domain/blog/model.ts'
import { AdminTable, ACTIONS_COLUMN } from './admin-table.tsx'
import { ContentGuides, type GuidesLists } from './content-guides.tsx'

type PostRow = Pick<BlogPost, 'id' | 'slug' | 'title' | 'publishedOn' | 'status'>

/** Content tab: the blog's posts (drafts too), the guides' products, reviews and merchants, each opening its editor. */
export function ContentTab({ posts, guides }: { posts: PostRow[]; guides: GuidesLists }) {
  return (
    <section aria-labelledby="content-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="content-heading" className="text-xl font-bold text-navy">Content</h2>
          <p className="text-sm text-muted-foreground">Blog posts and the product guides. Saving updates the public pages at once; changes are recorded in the activity log.</p>
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-lg font-bold text-navy">Blog posts</h3>
        <Link to="/admin/content/posts/new" className={buttonVariants()}>
          New Post
        </Link>
      </div>
      <AdminTable caption="Blog posts" columns={['Title', 'Date', 'Status', ACTIONS_COLUMN]} density="roomy">
        {posts.map((post) => (
          <tr key={post.id} className="border-b last:border-0">
            <td className="px-4 py-3 font-medium">{post.title}</td>
            <td className="px-4 py-3 whitespace-nowrap">{post.publishedOn}</td>
            <td className="px-4 py-3">{POST_STATUS_LABELS[post.status]}</td>
            <td className="px-4 py-3 text-right whitespace-nowrap">
              {post.status === 'published' && (
                <a href={`/blog/${post.slug}`} className="mr-4 text-primary underline-offset-4 hover:underline">View</a>
              )}
              <Link to={`/admin/content/posts/${post.id}`} className="text-primary underline-offset-4 hover:underline" aria-label={`Edit ${post.title}`}>
                Edit
              </Link>
            </td>
          </tr>
        ))}
        {posts.length === 0 && (
          <tr>
            <td colSpan={4} className="px-4 py-6 text-center text-muted-foreground">No posts yet.</td>
          </tr>
        )}
      </AdminTable>
      <ContentGuides {...guides} />
    </section>
  )
}
