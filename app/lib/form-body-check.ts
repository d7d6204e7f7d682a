// A urlencoded form body's bytes, checked before any route reads them (request-guards.server.ts):
// a reader would turn bytes that are not UTF-8 into U+FFFD and store that, and PostgreSQL refuses
// a NUL in text.

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The first field of a urlencoded body whose name or value is not UTF-8 or holds a NUL, and why; or null. */
export function unreadableField(body: Buffer): { field: string; message: string } | null {
  for (const pair of body.toString('latin1').split('&')) {
    if (pair === '') continue
    const at = pair.indexOf('=')
    const [name, value] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)]
    const nameBytes = percentDecode(name)
    const field = new TextDecoder().decode(nameBytes).slice(0, 100)
    for (const bytes of [nameBytes, percentDecode(value)]) {
      try {
        strictUtf8.decode(bytes)
      } catch {
        return { field, message: `${field} is not valid UTF-8 text` }
      }
      if (bytes.includes(0)) return { field, message: `${field} must not contain a NUL character` }
    }
  }
  return null
}

/** application/x-www-form-urlencoded's byte decoding of latin1 text ('+' is a space, %XX a byte; a malformed % stays). */
function percentDecode(text: string): Buffer {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : ''
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(text[i] === '+' ? 0x20 : text.charCodeAt(i))
  }
  return Buffer.from(bytes)
}
