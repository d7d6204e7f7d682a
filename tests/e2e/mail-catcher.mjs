// A local SMTP server for the end-to-end tests: every message the site sends over SMTP is written
// to a folder as JSON ({ to, raw }), where tests read it (see mailbox.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

export async function startMailCatcher(dir, port) {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address)
        writeFileSync(join(dir, `${Date.now()}-${++count}.json`), JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }))
        callback()
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }
}
