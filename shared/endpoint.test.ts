import { expose, wrap } from 'comlink'
import { afterEach, describe, expect, test } from 'vitest'
import { exposeEndpoint, wrapEndpoint } from './endpoint.js'

const channels: MessageChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close()
    channel.port2.close()
  }
})

/** Exposes `target` on one end of a real MessageChannel and answers what the peer receives for each message. */
function setup(target: object, methods: readonly string[]) {
  const channel = new MessageChannel()
  channels.push(channel)
  const dropped: unknown[] = []
  expose(
    target,
    exposeEndpoint(channel.port2, methods, (data) => dropped.push(data)),
  )
  const replies: { id: string }[] = []
  channel.port1.addEventListener('message', (event) => replies.push((event as MessageEvent).data))
  channel.port1.start()
  const send = (message: unknown) => channel.port1.postMessage(message)
  /** Sends `message`, then an allowed probe call, and answers every reply that came before the probe's. */
  const exchange = async (...messages: unknown[]) => {
    for (const message of messages) send(message)
    send({ id: 'probe', type: 'APPLY', path: ['ping'], argumentList: [] })
    while (!replies.some((reply) => reply.id === 'probe'))
      await new Promise((resolve) => setTimeout(resolve, 1))
    return replies.filter((reply) => reply.id !== 'probe')
  }
  return { channel, dropped, exchange }
}

describe('exposeEndpoint', () => {
  test('default: an allowed method is callable through comlink', async () => {
    const channel = new MessageChannel()
    channels.push(channel)
    expose({ add: (a: number, b: number) => a + b }, exposeEndpoint(channel.port2, ['add']))
    const remote = wrap<{ add(a: number, b: number): number }>(channel.port1)
    expect(await remote.add(2, 3)).toBe(5)
  })

  test('behavior: GET, SET, CONSTRUCT, ENDPOINT and RELEASE are dropped unanswered', async () => {
    const target = { ping: () => 'pong', secret: 'key' }
    const { exchange, dropped } = setup(target, ['ping'])
    const replies = await exchange(
      { id: 'get', type: 'GET', path: ['secret'] },
      { id: 'set', type: 'SET', path: ['ping'], value: { type: 'RAW', value: 'gone' } },
      { id: 'construct', type: 'CONSTRUCT', path: ['ping'], argumentList: [] },
      { id: 'endpoint', type: 'ENDPOINT', path: [] },
      { id: 'release', type: 'RELEASE', path: [] },
    )
    expect(replies).toEqual([])
    expect(dropped).toHaveLength(5)
    expect(typeof target.ping).toBe('function')
  })

  test('behavior: paths outside the allow-list, or longer than one segment, are dropped', async () => {
    const { exchange } = setup({ ping: () => 'pong' }, ['ping'])
    const replies = await exchange(
      {
        id: 'ctor',
        type: 'APPLY',
        path: ['constructor', 'constructor'],
        argumentList: [{ type: 'RAW', value: 'return 1' }],
      },
      { id: 'deep', type: 'APPLY', path: ['ping', 'call'], argumentList: [] },
      { id: 'proto', type: 'APPLY', path: ['__proto__'], argumentList: [] },
      { id: 'to-string', type: 'APPLY', path: ['toString'], argumentList: [] },
      { id: 'empty', type: 'APPLY', path: [], argumentList: [] },
    )
    expect(replies).toEqual([])
  })

  test('behavior: proxied (HANDLER) arguments and non-comlink messages are dropped', async () => {
    const { exchange, dropped } = setup({ ping: () => 'pong' }, ['ping'])
    const replies = await exchange(
      {
        id: 'handler',
        type: 'APPLY',
        path: ['ping'],
        argumentList: [{ type: 'HANDLER', name: 'proxy', value: null }],
      },
      { id: 7, type: 'APPLY', path: ['ping'], argumentList: [] },
      { id: 'no-args', type: 'APPLY', path: ['ping'] },
      'hello',
      null,
      42,
    )
    expect(replies).toEqual([])
    expect(dropped).toEqual([
      {
        id: 'handler',
        type: 'APPLY',
        path: ['ping'],
        argumentList: [{ type: 'HANDLER', name: 'proxy', value: null }],
      },
      { id: 7, type: 'APPLY', path: ['ping'], argumentList: [] },
      { id: 'no-args', type: 'APPLY', path: ['ping'] },
      'hello',
      null,
      42,
    ])
  })

  test('behavior: an argument list that is sparse, too long or not RAW is dropped before any loop over it', async () => {
    const { exchange, dropped } = setup({ ping: () => 'pong' }, ['ping'])
    const huge: unknown[] = []
    huge.length = 1e8
    const holey: unknown[] = []
    holey.length = 2
    holey[1] = { type: 'RAW', value: 1 }
    const replies = await exchange(
      { id: 'huge', type: 'APPLY', path: ['ping'], argumentList: huge },
      { id: 'holey', type: 'APPLY', path: ['ping'], argumentList: holey },
      { id: 'five', type: 'APPLY', path: ['ping'], argumentList: Array(5).fill({ type: 'RAW', value: 0 }) },
      { id: 'path', type: 'APPLY', path: { length: 1, 0: 'ping' }, argumentList: [] },
    )
    expect(replies).toEqual([])
    expect(dropped.map((message) => (message as { id: string }).id)).toEqual([
      'huge',
      'holey',
      'five',
      'path',
    ])
  })

  test('behavior: after a RELEASE attempt the API is still exposed', async () => {
    const { exchange } = setup({ ping: () => 'pong' }, ['ping'])
    await exchange({ id: 'release', type: 'RELEASE', path: [] })
    expect(await exchange()).toEqual([])
  })
})

describe('wrapEndpoint', () => {
  test('default: plain answers reach the caller', async () => {
    const channel = new MessageChannel()
    channels.push(channel)
    expose({ echo: (value: unknown) => value }, channel.port2)
    const remote = wrap<{ echo(value: unknown): unknown }>(wrapEndpoint(channel.port1))
    expect(await remote.echo({ a: [1, 'b'] })).toEqual({ a: [1, 'b'] })
  })

  test('behavior: a HANDLER answer (a proxy or a thrown value) never reaches the caller', async () => {
    const channel = new MessageChannel()
    channels.push(channel)
    // A hostile peer that answers every call with a proxy handler, then with a plain value.
    channel.port2.addEventListener('message', (event) => {
      const { id } = (event as MessageEvent).data
      const { port1 } = new MessageChannel()
      channel.port2.postMessage({ id, type: 'HANDLER', name: 'proxy', value: port1 }, [port1])
      channel.port2.postMessage({ id, type: 'RAW', value: 'plain' })
    })
    channel.port2.start()
    const remote = wrap<{ anything(): unknown }>(wrapEndpoint(channel.port1))
    expect(await remote.anything()).toBe('plain')
  })
})
