import MarkdownIt from 'markdown-it'

/**
 * Markdown rendered safely (issue 33): raw HTML is escaped, never passed through; only http(s) and
 * mailto links survive (markdown-it drops javascript:, data: and vbscript: ones), and every link
 * gets rel="nofollow ugc noopener".
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false })
md.validateLink = (url) => /^(https?:|mailto:)/i.test(url.trim())

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('rel', 'nofollow ugc noopener')
  return defaultLinkOpen(tokens, idx, options, env, self)
}

export function renderMarkdown(source: string): string {
  return md.render(source)
}
