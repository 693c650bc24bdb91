import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenLocal } from './listenLocal.js'

/** Answers JSON to any origin, as the hosted APIs the stack plays do (the modal's frame calls them cross-origin). */
export function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
  })
  response.end(JSON.stringify(body))
}

/**
 * Starts one of the stack's JSON APIs on loopback: `answer` handles each request, and anything it throws is a 500
 * whose body says what, so a test that breaks the server reads why.
 */
export async function startJsonApi(
  answer: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }))
  })
  const { port, close } = await listenLocal(server)
  return { url: `http://127.0.0.1:${port}`, close }
}
