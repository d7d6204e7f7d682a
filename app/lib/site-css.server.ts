import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { stylesheetHref } from './site-css.tsx'

let text: string | undefined

/**
 * The built stylesheet's text, read once from the client build (BUILD_DIR/client). Null in
 * development, where Vite serves the stylesheet itself.
 */
export function siteCssText(): string | null {
  if (!import.meta.env.PROD) return null
  // A "</style" inside a rule would end the element early; CSS accepts the escaped form.
  text ??= readFileSync(join(process.env.BUILD_DIR ?? 'build', 'client', stylesheetHref), 'utf8').replaceAll('</style', '<\\/style')
  return text
}
