/**
 * Markdown the admin wrote, as the server rendered it (app/lib/markdown.ts: no raw HTML, safe
 * links only), in the site's prose style.
 */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'prose-safest'} dangerouslySetInnerHTML={{ __html: html }} />
}
