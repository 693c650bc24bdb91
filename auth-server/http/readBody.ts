import type { IncomingMessage } from 'node:http'
import { HttpError } from './httpError.js'

/**
 * The request's body as text, refused with 413 past `maxBytes` (counted as it arrives, so nothing larger is
 * buffered). A declared Content-Length over the limit is refused before reading.
 */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(413, `Request body too large (limit ${maxBytes} bytes)`)
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge()
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    if (!(chunk instanceof Buffer)) continue
    size += chunk.length
    if (size > maxBytes) throw tooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
