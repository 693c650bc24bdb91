import { describe, expect, test } from 'vitest'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { HostWalletProvider } from '../host/hostWallet.js'
import type { ConnectorEvent, SolanaAccount } from '../types.js'
import { createSolanaStandardConnector } from './solanaStandardConnector.js'

const ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const WALLET = { uuid: 'ws:solana:1', name: 'Phantom', icon: '', rdns: '' }

/** A proxied Wallet Standard wallet: `answer` plays the page's wallet; `emit` its events. */
function fakeProvider(answer: (args: RequestArguments) => unknown) {
  const listeners = new Map<string, (data: unknown) => void>()
  const seen: RequestArguments[] = []
  const provider = {
    request: async (args: RequestArguments) => {
      seen.push(args)
      return answer(args)
    },
    on: (event: string, listener: (data: unknown) => void) => listeners.set(event, listener),
    removeListener: () => {},
    emit: (event: string, data: unknown) => listeners.get(event)?.(data),
  } as HostWalletProvider
  return { provider, seen }
}

const connected = { accounts: [{ address: ADDRESS }] }

describe('createSolanaStandardConnector', () => {
  test('default: connects with standard:connect and signs with the account named by pubkey', async () => {
    const { provider, seen } = fakeProvider((args) =>
      args.method === 'standard:connect' ? connected : { signature: Uint8Array.of(7) },
    )
    const connector = createSolanaStandardConnector(WALLET, provider)
    expect(connector.namespace).toBe('solana')
    expect(await connector.connect()).toEqual({ address: ADDRESS })
    const message = Uint8Array.of(1, 2)
    const params = { pubkey: ADDRESS, message, chain: 'solana:mainnet' }
    expect(await connector.request({ method: 'solana_signMessage', params })).toEqual({
      signature: Uint8Array.of(7),
    })
    expect(seen).toEqual([
      { method: 'standard:connect', params: { silent: false } },
      { method: 'solana:signMessage', params: { message, pubkey: ADDRESS } },
    ])
  })

  test('behavior: the wallet dropping its accounts ends the connection', async () => {
    const { provider } = fakeProvider(() => connected)
    const connector = createSolanaStandardConnector(WALLET, provider)
    const events: ConnectorEvent<SolanaAccount>[] = []
    connector.onEvent((event) => events.push(event))
    await connector.connect()
    provider.emit('accountsChanged', [])
    expect(events).toEqual([{ type: 'disconnected' }])
  })

  test('error: the user declining in the wallet is 4001, whatever the adapter error', async () => {
    const { provider } = fakeProvider(() => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    const connector = createSolanaStandardConnector(WALLET, provider)
    await expect(connector.connect()).rejects.toMatchObject({ code: 4001 })
  })

  test('error: signing for another account, or before connecting, is 4100 and never reaches the wallet', async () => {
    const { provider, seen } = fakeProvider(() => connected)
    const connector = createSolanaStandardConnector(WALLET, provider)
    const params = { pubkey: ADDRESS, message: Uint8Array.of(1), chain: 'solana:mainnet' }
    await expect(connector.request({ method: 'solana_signMessage', params })).rejects.toMatchObject({
      code: 4100,
    })
    await connector.connect()
    const other = { ...params, pubkey: '11111111111111111111111111111111' }
    await expect(connector.request({ method: 'solana_signMessage', params: other })).rejects.toMatchObject({
      code: 4100,
    })
    expect(seen.map(({ method }) => method)).toEqual(['standard:connect'])
  })

  test('error: a wallet failure that is not a refusal is -32603 with its message', async () => {
    const { provider } = fakeProvider((args) => {
      if (args.method === 'standard:connect') return connected
      throw { code: -32603, message: 'Ledger locked' }
    })
    const connector = createSolanaStandardConnector(WALLET, provider)
    await connector.connect()
    const params = { pubkey: ADDRESS, transaction: Uint8Array.of(1), chain: 'solana:mainnet' }
    await expect(connector.request({ method: 'solana_signTransaction', params })).rejects.toMatchObject({
      code: -32603,
      message: 'Ledger locked',
    })
  })

  test('error: a connect answer without an account, or with one of no address, is -32603', async () => {
    for (const answer of [{ accounts: [] }, { accounts: [{ address: 7 }] }, null]) {
      const { provider } = fakeProvider(() => answer)
      await expect(createSolanaStandardConnector(WALLET, provider).connect()).rejects.toMatchObject({
        code: -32603,
        message: 'The wallet answered without an account',
      })
    }
  })

  test('error: params that are not a signing request’s are -32602, and never reach the wallet', async () => {
    const { provider, seen } = fakeProvider(() => connected)
    const connector = createSolanaStandardConnector(WALLET, provider)
    await connector.connect()
    const params = { pubkey: ADDRESS, transaction: 'AQID', chain: 'solana:mainnet' }
    await expect(connector.request({ method: 'solana_signTransaction', params })).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid solana_signTransaction params: transaction must be a Uint8Array',
    })
    expect(seen.map(({ method }) => method)).toEqual(['standard:connect'])
  })
})
