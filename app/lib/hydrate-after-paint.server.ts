// A page's scripts are fetched and run after its first paint (docs/performance.md, issue 34).
// React Router's document asks for every script in its head (`<link rel="modulepreload">`), and its
// inline module script imports the route modules statically: on a phone's network those ~110 KB
// compete with the stylesheet, font and hero image, and the first paint waits for them. Here the
// preload links move into that inline script, which first waits for the browser's
// first-contentful-paint entry, then preloads everything at once and imports the route modules
// (`await import()`: the same modules, the same order of evaluation). The page reads and works
// without JavaScript meanwhile (links and forms are plain HTML), and a tap on a button or a form
// sent is kept until the scripts have taken over (before-hydration.ts).
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g

// A hidden tab paints nothing, and a browser without paint entries never reports one: both go on
// at once; a page that paints nothing contentful goes on after a second.
const WAIT_FOR_FIRST_PAINT =
  "await new Promise((go)=>{const painted=()=>performance.getEntriesByName('first-contentful-paint').length>0;" +
  "if(document.visibilityState!=='visible'||typeof PerformanceObserver!=='function'||!PerformanceObserver.supportedEntryTypes?.includes('paint')||painted())return go();" +
  "const o=new PerformanceObserver(()=>{if(painted()){o.disconnect();go()}});o.observe({type:'paint'});setTimeout(go,1000)});"

export function hydrateAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html)
  if (!script) return html
  const [whole, open, body, close] = script as unknown as [string, string, string, string]
  const imports = [...body.matchAll(ROUTE_IMPORT)]
  if (imports.length === 0) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1])
  const names = imports.map((m) => m[1]).join(',')
  const modules = imports.map((m) => `import(${m[2]})`).join(',')
  const preload = `await Promise.all(${JSON.stringify(preloads)}.map((href)=>new Promise((done)=>{const l=document.createElement('link');l.rel='modulepreload';l.href=href;l.onload=l.onerror=done;document.head.append(l)})));`
  const rewritten = `${open}${WAIT_FOR_FIRST_PAINT}${preload}const [${names}]=await Promise.all([${modules}]);${body.replace(ROUTE_IMPORT, '')}${close}`
  return html.replace(whole, () => rewritten).replace(MODULE_PRELOAD, '')
}
