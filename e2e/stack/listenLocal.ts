import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export type LocalListener = { port: number; close(): Promise<void> }

/**
 * Starts one of the stack's servers on `host` (127.0.0.1 by default) and `port` (0 picks a free one). `close` ends
 * the sockets still open too, so it never waits on a browser's idle keep-alive connection.
 */
export async function listenLocal(
  server: Server,
  options: { host?: string; port?: number | undefined } = {},
): Promise<LocalListener> {
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
  return {
    port,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => done())
      }),
  }
}
