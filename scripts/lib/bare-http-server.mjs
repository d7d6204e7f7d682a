// The yardstick of `npm run bench`: a bare node:http server that answers every request with one
// recorded answer (status, headers and body, as the app sent them), no routing, no framework.
// Usage: node scripts/lib/bare-http-server.mjs <port> <answer.json>  ({ status, headers, body: base64 })
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, file] = process.argv.slice(2)
const answer = JSON.parse(readFileSync(file, 'utf8'))
const body = Buffer.from(answer.body, 'base64')
createServer((_req, res) => res.writeHead(answer.status, answer.headers).end(body)).listen(Number(port), '127.0.0.1')
