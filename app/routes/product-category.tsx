// Placeholder until this page is built: renders the shared coming-soon page.
export { default, meta } from './coming-soon.tsx'
