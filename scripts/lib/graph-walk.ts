/**
 * Visits every node reachable from `starts` along `neighbours`, each once, starts included;
 * stops as soon as `visit` returns true. Used on the build's module and chunk graphs.
 */
export function walkGraph(starts: readonly string[], neighbours: (node: string) => readonly string[], visit: (node: string) => boolean | void): void {
  const seen = new Set(starts)
  const queue = [...starts]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (visit(next)) return
    for (const neighbour of neighbours(next)) {
      if (seen.has(neighbour)) continue
      seen.add(neighbour)
      queue.push(neighbour)
    }
  }
}
