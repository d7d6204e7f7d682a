// The one definition of the characters no field may hold, shared by the zod text helpers
// (form-fields.ts: forms refuse them with a message) and by searchText (query parameters, parsed
// without zod because they are also read in the browser: they are dropped).
// eslint-disable-next-line no-control-regex
export const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
export const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b-\u001f\u007f]/

/** A search box's text from a URL: control characters become spaces, trimmed, capped. */
export function searchText(value: string | null | undefined, max = 100): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, max)
}
