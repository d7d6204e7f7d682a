// A real SMTP server for the e-mail tests: what the `email` jobs deliver arrives here.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on a random local port that keeps what it receives (after refusing the first `refuse` messages). */
export async function startSmtpServer(refuse = 0) {
  const received: Received[] = []
  let refused = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (refused < refuse) {
          refused++
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) }
}

/** Quoted-printable soft breaks and escapes undone, so links can be read from the raw message. */
export const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

