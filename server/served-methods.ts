import type { NextFunction, Request, Response } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { refuseUnreadBody } from '~/lib/request-guards.server.ts'

/**
 * Methods are answered before any route code runs, as the route table says: every page and
 * resource answers GET and HEAD, a route with an action POST too, and nothing answers PUT, PATCH
 * or DELETE (React Router would run the action for them as for a POST). Anything else is a 405
 * with `Allow`; OPTIONS is answered with `Allow` alone (204).
 */
export function refuseUnservedMethods(build: ServerBuild | (() => Promise<ServerBuild>)) {
  // Development hands a function (the build changes on every edit): its table is read per request.
  const fixed = typeof build === 'function' ? null : methodTable(build.routes)
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    if (fixed) return answer(fixed, req, res, next)
    ;(build as () => Promise<ServerBuild>)().then((b) => answer(methodTable(b.routes), req, res, next), next)
  }
}

function answer({ tree, withAction }: ReturnType<typeof methodTable>, req: Request, res: Response, next: NextFunction) {
  const allow = allowedMethods(tree, withAction, req.path, new URLSearchParams(req.url.split('?')[1] ?? ''))
  if (req.method === 'POST' && allow.includes('POST')) return next()
  res.set({ Allow: allow.join(', '), 'Cache-Control': 'no-store' })
  if (req.method === 'OPTIONS') {
    res.status(204).end()
    return
  }
  // The body (if any) is not read.
  refuseUnreadBody(req, res, 405, `Method ${req.method} not allowed; use ${allow.join(', ')}`)
}

function methodTable(routes: ServerBuild['routes']) {
  return {
    tree: routeTree(routes, undefined),
    withAction: new Set(Object.values(routes).filter((r) => typeof (r?.module as { action?: unknown }).action === 'function').map((r) => r!.id)),
  }
}

/** The methods a path answers: POST when the route React Router would send a submission to has an action. */
export function allowedMethods(tree: RouteObject[], withAction: Set<string>, path: string, search: URLSearchParams): string[] {
  // A client-side navigation's `.data` path stands for the page's own path (`/_root.data` for `/`).
  const pathname = path === '/_root.data' ? '/' : path.replace(/\.data$/, '')
  const matches = matchRoutes(tree, pathname) ?? []
  // React Router's target: the deepest match, or an index route's parent unless `?index` is given.
  let target = matches.at(-1)?.route
  if (target?.index && !search.has('index')) target = matches.at(-2)?.route
  return target?.id && withAction.has(target.id) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD']
}

/** The route table as a tree (the build has it flat, by parent id). */
function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((r) => r && r.parentId === parentId)
    .map((r) => (r!.index
      ? { id: r!.id, index: true, caseSensitive: r!.caseSensitive }
      : { id: r!.id, path: r!.path, caseSensitive: r!.caseSensitive, children: routeTree(routes, r!.id) }))
}
