import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { onPreferredPort } from './preferredPort.js'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/** Listens on 127.0.0.1:`port`; resolves with the port it got. */
function listen(port: number): Promise<number> {
  const server = createServer()
  servers.push(server)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
  })
}

describe('onPreferredPort', () => {
  test('default: the preferred port when it is free', async () => {
    const free = await listen(0)
    await new Promise((done) => servers.pop()!.close(done))
    expect(await onPreferredPort(free, listen)).toBe(free)
  })

  test('behavior: another free port when the preferred one is taken', async () => {
    const taken = await listen(0)
    const port = await onPreferredPort(taken, listen)
    expect(port).not.toBe(taken)
    expect(port).toBeGreaterThan(0)
  })

  test('error: a failure other than "in use" is thrown, not retried', async () => {
    let calls = 0
    const failing = async () => {
      calls++
      throw Object.assign(new Error('listen EACCES'), { code: 'EACCES' })
    }
    await expect(onPreferredPort(80, failing)).rejects.toThrow('EACCES')
    expect(calls).toBe(1)
  })
})
