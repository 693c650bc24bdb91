import { expose, wrap } from 'comlink'
import { afterEach, describe, expect, test } from 'vitest'
import { exposeEndpoint, wrapEndpoint } from './endpoint.js'
import { createCaller, serve } from './wire.js'

const ports: MessagePort[] = []
function channel() {
  const { port1, port2 } = new MessageChannel()
  ports.push(port1, port2)
  return { port1, port2 }
}
afterEach(() => {
  for (const port of ports.splice(0)) port.close()
})

describe('createCaller', () => {
  test('default: calls a method exposed by stock comlink behind exposeEndpoint', async () => {
    const { port1, port2 } = channel()
    expose(
      { describe: (value: { a: number }) => ({ result: value.a * 2 }) },
      exposeEndpoint(port2, ['describe']),
    )
    const call = createCaller<{ describe(value: { a: number }): { result: number } }>(port1)
    expect(await call('describe', { a: 21 })).toEqual({ result: 42 })
  })

  test('behavior: concurrent calls resolve with their own answers', async () => {
    const { port1, port2 } = channel()
    expose(
      { slow: (ms: number) => new Promise((resolve) => setTimeout(() => resolve(ms), ms)) },
      exposeEndpoint(port2, ['slow']),
    )
    const call = createCaller<{ slow(ms: number): Promise<number> }>(port1)
    expect(await Promise.all([call('slow', 20), call('slow', 1), call('slow', 5)])).toEqual([20, 1, 5])
  })

  test('behavior: answers that are not RAW, or for unknown ids, are ignored', async () => {
    const { port1, port2 } = channel()
    port2.addEventListener('message', (event) => {
      const { id } = (event as MessageEvent).data
      port2.postMessage({ id: 'unknown', type: 'RAW', value: 'stray' })
      port2.postMessage({ id, type: 'HANDLER', name: 'throw', value: { isError: true, value: {} } })
      port2.postMessage({ id, type: 'RAW', value: 'real' })
    })
    port2.start()
    expect(await createCaller<{ anything(): string }>(port1)('anything')).toBe('real')
  })
})

describe('createCaller: other messages', () => {
  test('behavior: messages that are not answers go to onOther, answers to their calls', async () => {
    const { port1, port2 } = channel()
    const others: unknown[] = []
    port2.addEventListener('message', (event) => {
      const { id } = (event as MessageEvent).data
      port2.postMessage({ ev: { type: 'height', height: 1 } })
      port2.postMessage({ id, type: 'RAW', value: 'answer' })
    })
    port2.start()
    const call = createCaller<{ anything(): string }>(port1, (data) => others.push(data))
    expect(await call('anything')).toBe('answer')
    expect(others).toEqual([{ ev: { type: 'height', height: 1 } }])
  })
})

describe('serve', () => {
  test('default: answers stock comlink wrap calls (through wrapEndpoint)', async () => {
    const { port1, port2 } = channel()
    serve(port2, { storage: (key: string, value?: string) => `${key}=${value}` }, ['storage'])
    const remote = wrap<{ storage(key: string, value?: string): string }>(wrapEndpoint(port1))
    expect(await remote.storage('k', 'v')).toBe('k=v')
  })

  test('behavior: a method that throws answers null instead of leaving the caller hanging', async () => {
    const { port1, port2 } = channel()
    serve(
      port2,
      {
        storage: () => {
          throw new Error('boom')
        },
      },
      ['storage'],
    )
    expect(await createCaller<{ storage(): string }>(port1)('storage')).toBeNull()
  })

  test('behavior: only allow-listed APPLY calls are answered', async () => {
    const { port1, port2 } = channel()
    const api = { storage: () => 'ok', secret: () => 'leak' }
    serve(port2, api, ['storage'])
    const replies: unknown[] = []
    port1.addEventListener('message', (event) => replies.push((event as MessageEvent).data))
    port1.start()
    port1.postMessage({ id: 'a', type: 'APPLY', path: ['secret'], argumentList: [] })
    port1.postMessage({ id: 'b', type: 'GET', path: ['storage'] })
    port1.postMessage({ id: 'c', type: 'APPLY', path: ['constructor'], argumentList: [] })
    port1.postMessage({ id: 'd', type: 'APPLY', path: ['storage'], argumentList: [] })
    await expect.poll(() => replies.length).toBe(1)
    expect(replies).toEqual([{ id: 'd', type: 'RAW', value: 'ok' }])
  })
})
