import MarkdownIt from 'markdown-it'

/**
 * The one Markdown renderer of content the admin writes (blog posts, guide and review sections).
 * Safe by construction: raw HTML in the source is shown as text, never passed through
 * (`html: false`); links and images only with http(s), mailto or site-relative addresses (no
 * javascript:, data: …); every link that leaves the site gets rel="nofollow ugc noopener", since
 * the address is the writer's, not ours. Run on the server: pages get the HTML, not the library.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false })

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i
md.validateLink = (url) => SAFE_URL.test(url.trim())

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options))
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const token = tokens[i]!
  const href = String(token.attrGet('href') ?? '')
  if (/^(https?:)?\/\//i.test(href)) token.attrSet('rel', 'nofollow ugc noopener')
  return defaultLinkOpen(tokens, i, options, env, self)
}

const defaultImage = md.renderer.rules.image!
md.renderer.rules.image = (tokens, i, options, env, self) => {
  tokens[i]!.attrSet('loading', 'lazy')
  return defaultImage(tokens, i, options, env, self)
}

/** Markdown source → HTML safe to put in a page as it is. */
export function renderMarkdown(source: string): string {
  return md.render(source)
}

/** Plain text of Markdown (for feeds' summaries, descriptions and reading times). */
export function markdownWords(source: string): number {
  return source.replace(/[#*_>`[\]()!-]/g, ' ').split(/\s+/).filter(Boolean).length
}
