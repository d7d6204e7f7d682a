import { Form, Link } from 'react-router'
import { TextField } from '~/components/forms/field.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { POST_STATUS_LABELS, type PostStatus } from '~/domain/blog/model.ts'
import { formatPrice } from '~/domain/guides/model.ts'
import { AdminTable, ACTIONS_COLUMN } from './admin-table.tsx'

export interface GuidesLists {
  categories: { slug: string; title: string; sample: boolean }[]
  products: { id: string; name: string; brand: string; model: string; category: string; price: number | null; currency: string; sample: boolean }[]
  reviews: { slug: string; title: string; status: PostStatus; sample: boolean }[]
  merchants: { id: string; name: string; affiliateParam: string; affiliateTag: string }[]
}

const link = 'text-primary underline-offset-4 hover:underline'
const cell = 'px-4 py-3'

/** The Content tab's guides: products (with CSV), reviews and merchants' affiliate settings. */
export function ContentGuides({ categories, products, reviews, merchants }: GuidesLists) {
  return (
    <>
      <h3 id="categories-heading" className="text-lg font-bold text-navy">Category guides</h3>
      <ul aria-labelledby="categories-heading" className="grid gap-2 sm:grid-cols-2">
        {categories.map((c) => (
          <li key={c.slug} className="flex items-center justify-between gap-3 rounded-xl border bg-white p-4 shadow-sm">
            <span>
              <span className="font-medium">{c.title}</span>
              <span className="block text-xs text-muted-foreground">/products/{c.slug}{c.sample ? ' · Sample content' : ''}</span>
            </span>
            <Link to={`/admin/content/categories/${c.slug}`} className={link} aria-label={`Edit ${c.title}`}>Edit</Link>
          </li>
        ))}
      </ul>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="products-heading" className="text-lg font-bold text-navy">Products</h3>
        <div className="flex flex-wrap gap-2">
          <a href="/admin/content/products.csv" className={buttonVariants({ variant: 'outline' })} download>Export CSV</a>
          <Link to="/admin/content/products/new" className={buttonVariants()}>New Product</Link>
        </div>
      </div>
      <AdminTable caption="Products" columns={['Product', 'Category', 'Price', ACTIONS_COLUMN]} density="roomy">
        {products.map((p) => (
          <tr key={p.id} className="border-b last:border-0">
            <td className={`${cell} font-medium`}>
              {p.name}
              {(p.brand || p.model) && <span className="block text-xs text-muted-foreground">{[p.brand, p.model].filter(Boolean).join(' ')}</span>}
              {p.sample && <span className="block text-xs text-amber-800">Sample content</span>}
            </td>
            <td className={cell}>{p.category}</td>
            <td className={cell}>{p.price === null ? '—' : formatPrice(p.price, p.currency)}</td>
            <td className={`${cell} text-right`}>
              <Link to={`/admin/content/products/${p.id}`} className={link} aria-label={`Edit ${p.name}`}>Edit</Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Form method="post" action="/admin/content/products/import" encType="multipart/form-data" className="flex flex-wrap items-end gap-3 rounded-xl border bg-white p-4 shadow-sm">
        <TextField label="Import products (CSV)" name="file" type="file" accept=".csv,text/csv" required />
        <Button type="submit" variant="outline">Import CSV</Button>
      </Form>

      <h3 id="reviews-heading" className="text-lg font-bold text-navy">Reviews</h3>
      <ul aria-labelledby="reviews-heading" className="grid gap-2">
        {reviews.map((r) => (
          <li key={r.slug} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-white p-4 shadow-sm">
            <span>
              <span className="font-medium">{r.title}</span>
              <span className="block text-xs text-muted-foreground">
                /reviews/{r.slug} · {POST_STATUS_LABELS[r.status]}{r.sample ? ' · Sample content' : ''}
              </span>
            </span>
            <Link to={`/admin/content/reviews/${r.slug}`} className={link} aria-label={`Edit ${r.title}`}>Edit</Link>
          </li>
        ))}
      </ul>

      <h3 id="merchants-heading" className="text-lg font-bold text-navy">Merchants</h3>
      <p className="-mt-2 text-sm text-muted-foreground">Every link to a merchant gets ?parameter=tag added, for example tag=yourstore-20 at Amazon.</p>
      <ul aria-labelledby="merchants-heading" className="grid gap-2">
        {merchants.map((m) => (
          <li key={m.id} className="rounded-xl border bg-white p-4 shadow-sm">
            <Form method="post" action="/admin/content/merchants" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="id" value={m.id} />
              <p className="min-w-32 pb-2 font-medium">{m.name}</p>
              <TextField label={`${m.name} affiliate parameter`} name="affiliateParam" defaultValue={m.affiliateParam} placeholder="tag" />
              <TextField label={`${m.name} affiliate tag`} name="affiliateTag" defaultValue={m.affiliateTag} />
              <Button type="submit" variant="outline">Save</Button>
            </Form>
          </li>
        ))}
      </ul>
    </>
  )
}
