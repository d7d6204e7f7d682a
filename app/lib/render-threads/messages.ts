// The messages between the main thread and its render threads (decision 013). Everything here
// crosses a worker_threads MessagePort, so it must survive structured cloning.
import type { AppLoadContext } from 'react-router'

/** A GET or HEAD request for a render thread to answer (it has no body). */
export interface RenderRequest {
  url: string
  method: string
  headers: [string, string][]
  context: AppLoadContext
}

/** The answer of a render thread, whole: pages are rendered and compressed before they are sent. */
export interface RenderedResponse {
  status: number
  statusText: string
  /** Every header but Set-Cookie (a Headers object joins those into one line). */
  headers: [string, string][]
  setCookies: string[]
  body: ArrayBuffer | null
}

/** A database error as the render thread's code needs it: what the app inspects (code, constraint…). */
export interface QueryError {
  message: string
  name?: string
  code?: string
  detail?: string
  constraint?: string
  table?: string
  column?: string
  /** The database cannot serve queries right now (the render thread answers 503). */
  unavailable?: boolean
}

export type MainToThread =
  | { type: 'render'; id: number; request: RenderRequest }
  | { type: 'content-changed' }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: QueryError }

export type ThreadToMain =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; response: RenderedResponse }
  | { type: 'render-failed'; id: number; message: string }
  | { type: 'query'; id: number; sql: string; parameters: readonly unknown[]; lease?: number }
  | { type: 'lease'; id: number }
  | { type: 'release'; lease: number }

/** Rows and the affected-row count of one query, as the main thread sends them back. */
export interface QueryReply {
  rows: unknown[]
  numAffectedRows?: bigint
}
