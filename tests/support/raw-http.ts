// HTTP/1.1 requests as raw bytes (chunked bodies, TRACE, absolute-form targets, bytes that are not
// UTF-8 cannot all be sent through fetch()).
import { connect } from 'node:net'

/** Writes a chunk, respecting backpressure; fails once the server has hung up (so the sender stops). */
export type Write = (chunk: string | Buffer) => Promise<void>

export interface RawAnswer {
  status: number
  /** The status line and headers. */
  headers: string
  /** What came after the headers (latin1; not decoded from chunks). */
  body: string
  /** The server closed the connection after answering. */
  closed: boolean
}

/** Sends `head`, then whatever `body` writes, to 127.0.0.1:`port`; resolves with the answer. */
export function rawRequest(port: number, head: string, body: (write: Write) => Promise<void> | void = () => {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    let settled = false
    const finish = (closed: boolean) => {
      if (settled) return
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      if (!status) return
      settled = true
      const end = text.indexOf('\r\n\r\n')
      resolve({ status, headers: text.slice(0, end), body: text.slice(end + 4), closed })
      socket.destroy()
    }
    socket.on('data', (d) => {
      text += d.toString('latin1')
      if (text.includes('\r\n\r\n') && /connection: close/i.test(text)) return // wait for the close
      if (text.includes('\r\n\r\n')) setTimeout(() => finish(false), 50)
    })
    // The server's FIN (it may half-close and drop what is still sent) or its full close.
    socket.on('end', () => finish(true))
    socket.on('close', () => (text ? finish(true) : reject(new Error('closed without answer'))))
    socket.on('error', () => {})
    socket.write(head)
    const write: Write = (chunk) =>
      new Promise((ok, fail) => {
        if (socket.destroyed || socket.writableEnded) return fail(new Error('closed'))
        if (socket.write(chunk)) ok()
        else {
          socket.once('drain', ok)
          socket.once('close', () => fail(new Error('closed')))
        }
      })
    void Promise.resolve(body(write)).catch(() => {})
  })
}

/**
 * A chunked body of `count` chunks of `size` bytes ('a'), written until the server hangs up (the
 * write then fails and the sender stops); `onChunk` counts what was sent.
 */
export function chunkedBody(size: number, count: number, onChunk: (bytes: number) => void = () => {}) {
  return async (write: Write) => {
    const chunk = Buffer.alloc(size, 'a')
    for (let i = 0; i < count; i++) {
      await write(`${chunk.length.toString(16)}\r\n`)
      await write(chunk)
      await write('\r\n')
      onChunk(chunk.length)
    }
  }
}
