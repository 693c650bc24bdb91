import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../../../shared/errors/rpc.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { HostWalletProvider } from '../host/hostWallet.js'
import type { BitcoinAccount, ConnectorEvent } from '../types.js'
import { createBitcoinStandardConnector } from './bitcoinStandardConnector.js'

const PAYMENT = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
const OTHER = 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'
const TAPROOT = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const PUBLIC_KEY = new Uint8Array(33).fill(2)
const WALLET = { uuid: 'ws:bitcoin:1', name: 'Xverse', icon: '', rdns: '' }

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

const connected = { accounts: [{ address: PAYMENT, publicKey: PUBLIC_KEY }] }
const connectedConnector = async (answer: (args: RequestArguments) => unknown = () => connected) => {
  const fake = fakeProvider((args) => (args.method === 'bitcoin:connect' ? connected : answer(args)))
  const connector = createBitcoinStandardConnector(WALLET, fake.provider)
  await connector.connect()
  return { connector, ...fake }
}

describe('createBitcoinStandardConnector', () => {
  test('default: connects the payment account with bitcoin:connect and signs a message with it', async () => {
    const { provider, seen } = fakeProvider((args) =>
      args.method === 'bitcoin:connect' ? connected : { signature: Uint8Array.of(7) },
    )
    const connector = createBitcoinStandardConnector(WALLET, provider)
    expect(connector.namespace).toBe('bip122')
    expect(await connector.connect()).toEqual({ address: PAYMENT, publicKey: PUBLIC_KEY })
    const message = Uint8Array.of(1, 2)
    expect(
      await connector.request({ method: 'bip122_signMessage', params: { pubkey: PAYMENT, message } }),
    ).toEqual({ signature: Uint8Array.of(7) })
    expect(seen).toEqual([
      { method: 'bitcoin:connect', params: { purposes: ['payment', 'ordinals'] } },
      { method: 'bitcoin:signMessage', params: { pubkey: PAYMENT, message } },
    ])
  })

  test('behavior: a wallet with an ordinals account connects it beside the payment one, and signs for either', async () => {
    const ordinals = { address: TAPROOT, publicKey: new Uint8Array(32).fill(5) }
    const { provider, seen } = fakeProvider((args) =>
      args.method === 'bitcoin:connect'
        ? { accounts: [connected.accounts[0], ordinals] }
        : { signedPsbt: Uint8Array.of(1) },
    )
    const connector = createBitcoinStandardConnector(WALLET, provider)
    expect(await connector.connect()).toEqual({ address: PAYMENT, publicKey: PUBLIC_KEY, ordinals })
    const params = {
      psbt: Uint8Array.of(1),
      inputsToSign: [
        { address: PAYMENT, signingIndexes: [0] },
        { address: TAPROOT, signingIndexes: [1] },
      ],
    }
    await connector.request({ method: 'bip122_signTransaction', params })
    expect(seen.at(-1)).toEqual({ method: 'bitcoin:signTransaction', params })
  })

  test('behavior: a wallet answering its one account for both purposes connects it once, as the payment account', async () => {
    const payment = connected.accounts[0]
    const { provider } = fakeProvider(() => ({ accounts: [payment, payment] }))
    expect(await createBitcoinStandardConnector(WALLET, provider).connect()).toEqual(payment)
  })

  test('behavior: bip122_signTransaction is forwarded to the wallet with the PSBT bytes', async () => {
    const { connector, seen } = await connectedConnector(() => ({ signedPsbt: Uint8Array.of(9) }))
    const params = {
      psbt: Uint8Array.of(0x70, 0x73, 0x62, 0x74),
      inputsToSign: [{ address: PAYMENT, signingIndexes: [0, 2] }],
      chain: 'bip122:000000000933ea01ad0ee984209779ba',
    }
    expect(await connector.request({ method: 'bip122_signTransaction', params })).toEqual({
      signedPsbt: Uint8Array.of(9),
    })
    expect(seen.at(-1)).toEqual({ method: 'bitcoin:signTransaction', params })
  })

  test('behavior: the wallet re-announcing the connected payment account changes nothing (its key stays)', async () => {
    const { connector, provider } = await connectedConnector()
    const events: ConnectorEvent<BitcoinAccount>[] = []
    connector.onEvent((event) => events.push(event))
    provider.emit('accountsChanged', [PAYMENT, TAPROOT])
    expect(events).toEqual([])
  })

  test('behavior: the wallet dropping its accounts ends the connection', async () => {
    const { connector, provider } = await connectedConnector()
    const events: ConnectorEvent<BitcoinAccount>[] = []
    connector.onEvent((event) => events.push(event))
    provider.emit('accountsChanged', [OTHER])
    provider.emit('accountsChanged', [])
    expect(events).toEqual([{ type: 'account', account: { address: OTHER } }, { type: 'disconnected' }])
  })

  test('behavior: restore takes the wallet’s authorised Bitcoin account without asking (no bitcoin:connect)', async () => {
    const solana = { address: 'So11111111111111111111111111111111111111112', chains: ['solana:devnet'] }
    const payment = { address: PAYMENT, publicKey: PUBLIC_KEY, chains: ['bitcoin:testnet'] }
    const ordinals = { address: TAPROOT, publicKey: PUBLIC_KEY.subarray(1), chains: ['bitcoin:testnet'] }
    const { provider, seen } = fakeProvider(() => [solana, payment, ordinals])
    const connector = createBitcoinStandardConnector(WALLET, provider)
    expect(await connector.restore()).toEqual({
      address: PAYMENT,
      publicKey: PUBLIC_KEY,
      ordinals: { address: TAPROOT, publicKey: PUBLIC_KEY.subarray(1) },
    })
    expect(seen).toEqual([{ method: 'accounts' }])
    // Restored, it signs for that account.
    await connector.request({
      method: 'bip122_signMessage',
      params: { pubkey: PAYMENT, message: Uint8Array.of(1) },
    })
    expect(seen.at(-1)?.method).toBe('bitcoin:signMessage')
  })

  test('behavior: a wallet that no longer authorises this page restores nothing, and signs nothing', async () => {
    const { provider, seen } = fakeProvider(() => [])
    const connector = createBitcoinStandardConnector(WALLET, provider)
    expect(await connector.restore()).toBeUndefined()
    await expect(
      connector.request({
        method: 'bip122_signMessage',
        params: { pubkey: PAYMENT, message: Uint8Array.of(1) },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(seen).toEqual([{ method: 'accounts' }])
  })

  test.each([
    ['a message for another account', 'bip122_signMessage', { pubkey: OTHER, message: Uint8Array.of(1) }],
    [
      'a PSBT input for another account',
      'bip122_signTransaction',
      {
        psbt: Uint8Array.of(1),
        inputsToSign: [
          { address: PAYMENT, signingIndexes: [0] },
          { address: OTHER, signingIndexes: [1] },
        ],
      },
    ],
  ])('error: %s is refused with 4100 before the wallet sees it', async (_, method, params) => {
    const { connector, seen } = await connectedConnector()
    await expect(connector.request({ method, params })).rejects.toMatchObject({ code: 4100 })
    expect(seen.map(({ method }) => method)).toEqual(['bitcoin:connect'])
  })

  test('error: the user declining in the wallet keeps its 4001', async () => {
    const declined = new ProviderRpcError(4001, 'User rejected the request.')
    const { provider } = fakeProvider(() => Promise.reject(declined))
    await expect(createBitcoinStandardConnector(WALLET, provider).connect()).rejects.toBe(declined)
  })

  test('error: a connect answer without an account is -32603', async () => {
    const { provider } = fakeProvider(() => ({ accounts: [] }))
    await expect(createBitcoinStandardConnector(WALLET, provider).connect()).rejects.toMatchObject({
      code: -32603,
    })
  })
})
