import iconv from 'iconv-lite'

/** The encodings an uploaded CSV file is read in (decision 030). */
export type CsvEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252'

const ICONV_NAME: Record<CsvEncoding, string> = { 'UTF-8': 'utf8', 'UTF-16LE': 'utf16le', 'UTF-16BE': 'utf16be', 'Windows-1252': 'windows-1252' }

/**
 * Which encoding a CSV file is in, by rule rather than by guess (decision 030): a byte order mark
 * says it (UTF-8, UTF-16 LE or BE); UTF-16 without one shows as zero bytes on every other byte
 * (text of Latin letters); bytes that are valid UTF-8 are UTF-8; bytes shaped like UTF-8 that are
 * not valid UTF-8 (an encoded surrogate, an over-long form) are broken UTF-8: null, refused;
 * anything else is Windows-1252, what Excel's plain "CSV" writes on a US or Western European Windows.
 */
export function detectCsvEncoding(bytes: Uint8Array): CsvEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'UTF-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16LE'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16BE'
  const utf16 = utf16WithoutMark(bytes)
  if (utf16) return utf16
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return 'UTF-8'
  } catch {
    return shapedLikeUtf8(bytes) ? null : 'Windows-1252'
  }
}

/** The file's text in the detected encoding (its byte order mark dropped) and that encoding; null: broken UTF-8. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } | null {
  const encoding = detectCsvEncoding(bytes)
  if (encoding === null) return null
  // iconv-lite strips a byte order mark by default.
  return { text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ICONV_NAME[encoding]), encoding }
}

const SAMPLE = 4096

function utf16WithoutMark(bytes: Uint8Array): CsvEncoding | null {
  const length = Math.min(bytes.length, SAMPLE) & ~1
  if (length < 4) return null
  let evenZeros = 0
  let oddZeros = 0
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros++
    if (bytes[i + 1] === 0) oddZeros++
  }
  const pairs = length / 2
  // Mostly ASCII text in UTF-16: the high byte of nearly every character is zero, the low one never.
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return 'UTF-16LE'
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return 'UTF-16BE'
  return null
}

/**
 * A lead byte followed by as many continuation bytes as it announces: UTF-8's shape. Windows-1252
 * text hardly ever has it ("Ã©" is UTF-8 read wrongly already), so a file with it and invalid
 * UTF-8 elsewhere is broken UTF-8 rather than Windows-1252.
 */
function shapedLikeUtf8(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0
    if (length === 0) continue
    let continuation = 1
    while (continuation < length && (bytes[i + continuation]! & 0xc0) === 0x80) continuation++
    if (continuation === length) return true
  }
  return false
}
