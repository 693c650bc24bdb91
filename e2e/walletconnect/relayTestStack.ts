import { randomUUID } from 'node:crypto'
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { Hex } from 'viem'
import { afterAll, afterEach, beforeAll } from 'vitest'
import WebSocket from 'ws'
import { type Anvil, startAnvil } from '../stack/anvil.js'
import { createMemoryStorage } from './memoryStorage.js'
import { type Relay, startRelay } from './relay.js'
import { startWallet, type TestWcWallet } from './wallet.js'

// What relay.test.ts and wallet.test.ts share: two anvil chains and a relay per file, the clients a test opened
// (closed after it), a universal-provider dapp, the test wallet on anvil's account #0, and a raw relay client.

/** Anvil's account #0. */
const PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** Anvil's account #1. */
export const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e8b4c1D3cBa'
const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const EVENTS = ['accountsChanged', 'chainChanged']

export const stack = {} as { chain: Anvil; chain2: Anvil; relay: Relay }
/** Clients and sockets a test opened, closed after it whatever happened. */
const cleanups: (() => Promise<void> | void)[] = []

/** Starts the chains and the relay for the file's tests, and closes what each test opened. */
export function relayStackPerFile() {
  beforeAll(async () => {
    ;[stack.chain, stack.chain2, stack.relay] = await Promise.all([
      startAnvil({ chainId: 31337 }),
      startAnvil({ chainId: 31338 }),
      startRelay(),
    ])
  })
  afterAll(async () => {
    await Promise.all([stack.relay?.stop(), stack.chain?.stop(), stack.chain2?.stop()])
  })
  afterEach(async () => {
    const pending = cleanups.splice(0).reverse()
    await Promise.allSettled(pending.map((cleanup) => cleanup()))
  })
}

export type Dapp = InstanceType<typeof UniversalProvider>

export async function startDapp(logLevel: 'silent' | 'error' = 'error'): Promise<Dapp> {
  const dapp = await UniversalProvider.init({
    projectId: 'test',
    relayUrl: stack.relay.url,
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

export async function wallet31337(): Promise<TestWcWallet> {
  const wallet = await startWallet({
    relayUrl: stack.relay.url,
    privateKey: PRIVATE_KEY,
    chains: [
      { id: 31337, rpcUrl: stack.chain.rpcUrl },
      { id: 31338, rpcUrl: stack.chain2.rpcUrl },
    ],
  })
  cleanups.push(wallet.stop)
  return wallet
}

export function connectParams() {
  return {
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: METHODS,
        events: EVENTS,
        rpcMap: { 31337: stack.chain.rpcUrl, 31338: stack.chain2.rpcUrl },
      },
    },
  }
}

export async function connected(
  options: { approveChains?: number[]; dappLogLevel?: 'silent' | 'error' } = {},
) {
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

export function nextEvent<T>(dapp: Dapp, event: string): Promise<T> {
  return new Promise((resolve) => dapp.once(event, resolve))
}

export function randomTopic(): string {
  return randomUUID().replaceAll('-', '').repeat(2)
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Checks `condition` every 10 ms, up to 5 s: for states only the relay's counters show. */
export async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export type Delivery = {
  id: number
  method: 'irn_subscription'
  params: {
    id: string
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation: string }
  }
}

/** A relay client speaking the raw JSON-RPC, acknowledging every delivery; `iss` goes in the `auth` JWT. */
export async function rawClient(url: string, iss = `did:key:${randomUUID()}`) {
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
