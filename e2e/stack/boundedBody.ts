import type { IncomingMessage } from 'node:http'

/**
 * A request's body as UTF-8 text, read until `maxBytes` and no further: undefined when it is longer (the servers
 * of the e2e stack answer that with a 4xx instead of buffering whatever a client sends).
 */
export async function readBoundedBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<string | undefined> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
