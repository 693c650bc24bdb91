import { randomUUID } from 'node:crypto'
import { UniversalProvider } from '@walletconnect/universal-provider'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { type Anvil, startAnvil } from '../stack/anvil.js'
import { createMemoryStorage } from './memoryStorage.js'
import { type Relay, startRelay } from './relay.js'
import { startWallet, type TestWcWallet } from './wallet.js'

/** Anvil's account #0. */
const PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** Anvil's account #1. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e8b4c1D3cBa'
const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const EVENTS = ['accountsChanged', 'chainChanged']

let chain: Anvil
let chain2: Anvil
let relay: Relay
beforeAll(async () => {
  ;[chain, chain2, relay] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
    startRelay(),
  ])
})
afterAll(async () => {
  await Promise.all([relay?.stop(), chain?.stop(), chain2?.stop()])
})

/** Clients and sockets a test opened, closed after it whatever happened. */
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  const pending = cleanups.splice(0).reverse()
  await Promise.allSettled(pending.map((cleanup) => cleanup()))
})

describe('startRelay', () => {
  test('default: answers the irn_* methods the clients send, and refuses others', async () => {
    const client = await rawClient(relay.url)
    const subscription = await client.call('irn_subscribe', { topic: 'a'.repeat(64) })
    expect(subscription).toMatch(/^[0-9a-f]{64}$/)
    expect(await client.call('irn_subscribe', { topic: 'a'.repeat(64) })).toBe(subscription)
    expect(
      await client.call('irn_batchSubscribe', { topics: ['b'.repeat(64), 'c'.repeat(64)] }),
    ).toHaveLength(2)
    expect(await client.call('irn_publish', { topic: 'd'.repeat(64), message: 'm', ttl: 300, tag: 1 })).toBe(
      true,
    )
    expect(await client.call('irn_unsubscribe', { topic: 'a'.repeat(64), id: subscription })).toBe(true)
    expect(await client.call('irn_batchFetchMessages', { topics: ['d'.repeat(64)] })).toEqual({
      messages: [],
      hasMore: false,
    })
    await expect(client.call('irn_nothing', {})).rejects.toMatchObject({ code: -32601 })
    await expect(client.call('irn_publish', { topic: 'd'.repeat(64) })).rejects.toMatchObject({
      code: -32602,
    })
  })

  test('behavior: keeps a message for late subscribers, delivers it once per client, never to its sender', async () => {
    const topic = randomTopic()
    const sender = await rawClient(relay.url)
    await sender.call('irn_subscribe', { topic })
    await sender.call('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 })

    const late = await rawClient(relay.url, 'did:key:late')
    const subscription = await late.call('irn_subscribe', { topic })
    expect(await late.nextDelivery()).toMatchObject({
      method: 'irn_subscription',
      params: { id: subscription, data: { topic, message: 'hello', tag: 1108, attestation: '' } },
    })
    // Another client fetches it too; the sender gets nothing back.
    const other = await rawClient(relay.url, 'did:key:other')
    expect(await other.call('irn_batchFetchMessages', { topics: [topic] })).toMatchObject({
      messages: [{ topic, message: 'hello', tag: 1108, attestation: '' }],
      hasMore: false,
    })
    expect(await sender.call('irn_batchFetchMessages', { topics: [topic] })).toEqual({
      messages: [],
      hasMore: false,
    })

    // The same client on a new socket (as after a reconnect) does not get what it acknowledged again…
    const again = await rawClient(relay.url, 'did:key:late')
    await again.call('irn_batchSubscribe', { topics: [topic] })
    await sender.call('irn_publish', { topic, message: 'second', ttl: 300, tag: 1108 })
    expect((await again.nextDelivery()).params.data.message).toBe('second')
    expect(sender.deliveries).toEqual([])
  })

  test('behavior: wc_proposeSession and wc_approveSession subscribe the sender and publish tagged messages', async () => {
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()
    const dapp = await rawClient(relay.url, 'did:key:dapp')
    const wallet = await rawClient(relay.url, 'did:key:wallet')
    expect(
      await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 }),
    ).toBe(true)
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.nextDelivery()).params.data).toMatchObject({ message: 'proposal', tag: 1100 })

    expect(
      await wallet.call('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      }),
    ).toBe(true)
    expect((await dapp.nextDelivery()).params.data).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
    })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextDelivery()).params.data).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })
    // The wallet was subscribed to the session topic by the relay.
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'request', ttl: 300, tag: 1108 })
    expect((await wallet.nextDelivery()).params.data).toMatchObject({
      topic: sessionTopic,
      message: 'request',
    })
  })
})

describe('startWallet', () => {
  test('default: universal-provider pairs with the wallet, personal_sign verifies, eth_sendTransaction is mined', async () => {
    const wallet = await wallet31337()
    const dapp = await startDapp()

    const started = performance.now()
    const uri = nextEvent<string>(dapp, 'display_uri')
    const connecting = dapp.connect(connectParams())
    const pairingUri = await uri
    const displayUriMs = performance.now() - started
    expect(pairingUri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const pairing = performance.now()
    await wallet.pair(pairingUri)
    const proposal = await wallet.nextProposal()
    expect(proposal).toMatchObject({ proposer: { name: 'Relay test dapp' }, chains: ['eip155:31337'] })
    const [session] = await Promise.all([connecting, wallet.approve()])
    const sessionMs = performance.now() - pairing
    expect(session?.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${wallet.address}`,
      `eip155:31338:${wallet.address}`,
    ])
    expect(await dapp.request({ method: 'eth_accounts' })).toEqual([wallet.address])

    const message = stringToHex('hello from the relay test')
    const signing = dapp.request<Hex>({ method: 'personal_sign', params: [message, wallet.address] })
    expect(await wallet.nextRequest('personal_sign')).toMatchObject({
      chainId: 31337,
      params: [message, wallet.address],
    })
    const outcome = await wallet.approveRequest()
    const signature = await signing
    expect(outcome).toEqual({ ok: true, result: signature })
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)

    const sending = dapp.request<Hex>({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: RECIPIENT, value: `0x${parseEther('0.01').toString(16)}` }],
    })
    await wallet.nextRequest('eth_sendTransaction')
    await wallet.approveRequest()
    const hash = await sending
    // Mined by anvil's automine, which may answer the send before the receipt can be read on a busy machine.
    const receipt = await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    expect(receipt).toMatchObject({ status: 'success', to: RECIPIENT.toLowerCase() })

    // Request round trips, the wallet answering at once.
    wallet.autoApprove(true)
    const roundTrips: number[] = []
    for (let i = 0; i < 5; i++) {
      const sent = performance.now()
      await dapp.request({ method: 'personal_sign', params: [message, wallet.address] })
      roundTrips.push(performance.now() - sent)
    }
    console.log(
      [
        `connect() → display_uri: ${displayUriMs.toFixed(0)} ms`,
        `pair → session: ${sessionMs.toFixed(0)} ms`,
        `personal_sign round trip (auto-approved): median ${median(roundTrips).toFixed(1)} ms, ` +
          `[${roundTrips.map((ms) => ms.toFixed(1)).join(', ')}]`,
      ].join('\n'),
    )
  })

  test('behavior: eth_signTypedData_v4 signs what the dapp sent', async () => {
    const { dapp, wallet } = await connected()
    const typedData = {
      domain: { name: 'Relay test', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signing = dapp.request<Hex>({
      method: 'eth_signTypedData_v4',
      params: [wallet.address, JSON.stringify(typedData)],
    })
    await wallet.nextRequest('eth_signTypedData_v4')
    await wallet.approveRequest()
    expect(await verifyTypedData({ ...typedData, address: wallet.address, signature: await signing })).toBe(
      true,
    )
  })

  test('error: a request the wallet rejects reaches the dapp as 4001', async () => {
    // The dapp's client logs every error answer: expected here.
    const { dapp, wallet } = await connected({ dappLogLevel: 'silent' })
    const signing = dapp.request({ method: 'personal_sign', params: [stringToHex('no'), wallet.address] })
    await wallet.nextRequest('personal_sign')
    await wallet.rejectRequest()
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'User rejected.' })
  })

  test('behavior: wallet_switchEthereumChain to a chain outside the session updates it and emits chainChanged', async () => {
    const { dapp, wallet } = await connected({ approveChains: [31337] })
    const chainChanged = nextEvent<unknown>(dapp, 'chainChanged')
    const switching = dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await wallet.nextRequest('wallet_switchEthereumChain')
    expect(await wallet.approveRequest()).toEqual({ ok: true, result: null })
    await switching
    expect(Number(await chainChanged)).toBe(31338)
    expect(dapp.session?.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(wallet.chainId).toBe(31338)
    expect(await dapp.request({ method: 'eth_chainId' })).toBe(31338)
  })

  test('behavior: a wallet-side disconnect reaches the dapp as session_delete and disconnect', async () => {
    const { dapp, wallet } = await connected()
    const deleted = nextEvent<{ topic: string }>(dapp, 'session_delete')
    const disconnected = nextEvent<{ code: number }>(dapp, 'disconnect')
    const topic = dapp.session?.topic
    await wallet.disconnect()
    expect((await deleted).topic).toBe(topic)
    expect(await disconnected).toMatchObject({ code: 6000 })
    expect(wallet.sessions()).toEqual([])
  })

  test('behavior: the proposal waits on the relay until a wallet that started later pairs', async () => {
    const dapp = await startDapp()
    const before = relay.stats()
    const uri = nextEvent<string>(dapp, 'display_uri')
    const connecting = dapp.connect(connectParams())
    const pairingUri = await uri
    // The proposal is on the relay, and no one has received it: no wallet is even connected yet.
    expect(relay.stats()).toMatchObject({ published: before.published + 1, delivered: before.delivered })
    const wallet = await wallet31337()
    await wallet.pair(pairingUri)
    await wallet.nextProposal()
    const [session] = await Promise.all([connecting, wallet.approve()])
    expect(session?.topic).toBe(wallet.sessions()[0]?.topic)
  })

  test('behavior: both clients reconnect after relay.kill(), and the session still works', async () => {
    const { dapp, wallet } = await connected()
    const resubscribed = (relay.stats().requests.irn_batchSubscribe ?? 0) + 2
    relay.kill()
    await waitFor(() => (relay.stats().requests.irn_batchSubscribe ?? 0) >= resubscribed)
    wallet.autoApprove(true)
    const signature = await dapp.request<Hex>({
      method: 'personal_sign',
      params: [stringToHex('back'), wallet.address],
    })
    expect(await verifyMessage({ address: wallet.address, message: 'back', signature })).toBe(true)
  })
})

type Dapp = InstanceType<typeof UniversalProvider>

async function startDapp(logLevel: 'silent' | 'error' = 'error'): Promise<Dapp> {
  const dapp = await UniversalProvider.init({
    projectId: 'test',
    relayUrl: relay.url,
    customStoragePrefix: `test-dapp-${randomUUID()}`,
    storage: createMemoryStorage(),
    logger: logLevel,
    telemetryEnabled: false,
    metadata: { name: 'Relay test dapp', description: 'relay.test.ts', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(async () => {
    dapp.client.core.heartbeat.stop()
    await dapp.client.core.relayer.transportClose()
  })
  return dapp
}

async function wallet31337(): Promise<TestWcWallet> {
  const wallet = await startWallet({
    relayUrl: relay.url,
    privateKey: PRIVATE_KEY,
    chains: [
      { id: 31337, rpcUrl: chain.rpcUrl },
      { id: 31338, rpcUrl: chain2.rpcUrl },
    ],
  })
  cleanups.push(wallet.stop)
  return wallet
}

function connectParams() {
  return {
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: METHODS,
        events: EVENTS,
        rpcMap: { 31337: chain.rpcUrl, 31338: chain2.rpcUrl },
      },
    },
  }
}

async function connected(options: { approveChains?: number[]; dappLogLevel?: 'silent' | 'error' } = {}) {
  const [dapp, wallet] = await Promise.all([startDapp(options.dappLogLevel), wallet31337()])
  const uri = nextEvent<string>(dapp, 'display_uri')
  const connecting = dapp.connect(connectParams())
  await wallet.pair(await uri)
  await wallet.nextProposal()
  await Promise.all([
    connecting,
    wallet.approve(options.approveChains ? { chains: options.approveChains } : {}),
  ])
  return { dapp, wallet }
}

function nextEvent<T>(dapp: Dapp, event: string): Promise<T> {
  return new Promise((resolve) => dapp.once(event, resolve))
}

function randomTopic(): string {
  return randomUUID().replaceAll('-', '').repeat(2)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Checks `condition` every 10 ms, up to 5 s: for states only the relay's counters show. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

type Delivery = {
  id: number
  method: 'irn_subscription'
  params: {
    id: string
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation: string }
  }
}

/** A relay client speaking the raw JSON-RPC, acknowledging every delivery; `iss` goes in the `auth` JWT. */
async function rawClient(url: string, iss = `did:key:${randomUUID()}`) {
  const jwt = ['{"alg":"EdDSA"}', JSON.stringify({ iss }), 'sig']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')
  const socket = new WebSocket(`${url}/?auth=${jwt}&projectId=test&ua=test&useOnCloseEvent=true`)
  cleanups.push(() => socket.terminate())
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let nextId = 1
  const calls = new Map<number, { resolve: (result: unknown) => void; reject: (error: unknown) => void }>()
  const deliveries: Delivery[] = []
  let onDelivery: (() => void) | undefined
  socket.on('message', (data) => {
    const payload = JSON.parse(String(data)) as {
      id: number
      method?: string
      result?: unknown
      error?: unknown
    }
    if (payload.method === 'irn_subscription') {
      socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      deliveries.push(payload as Delivery)
      onDelivery?.()
      return
    }
    const call = calls.get(payload.id)
    calls.delete(payload.id)
    if (payload.error) call?.reject(payload.error)
    else call?.resolve(payload.result)
  })
  return {
    deliveries,
    call: (method: string, params: Record<string, unknown>): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const id = nextId++
        calls.set(id, { resolve, reject })
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      }),
    /** The oldest delivery not yet taken, now or when it arrives. */
    nextDelivery: async (): Promise<Delivery> => {
      while (deliveries.length === 0) await new Promise<void>((resolve) => (onDelivery = resolve))
      return deliveries.shift()!
    },
  }
}
