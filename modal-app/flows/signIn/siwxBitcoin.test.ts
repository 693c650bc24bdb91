import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  BITCOIN_TEST_SECRET_KEY,
  bitcoinKeyOf,
  REGTEST_CHAIN_ID,
  signBitcoinMessage,
  verifyBitcoinMessage,
} from '../../../e2e/wallet/bitcoinKeys.js'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { NetworkEntry } from '../../config/types.js'
import { loadReportChecks } from '../../state/session.js'
import { mainnet, solana } from '../../store/appStateFixture.js'
import { toModalState } from '../../store/modalState.js'
import { currentView } from '../../store/store.js'
import { bitcoinSignIn } from './siwxBitcoin.js'
import { signInTestbed, signingWallet } from './siwxFixture.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

const { address: ADDRESS } = bitcoinKeyOf(BITCOIN_TEST_SECRET_KEY)
const regtest: NetworkEntry = {
  id: REGTEST_CHAIN_ID,
  name: 'Bitcoin Regtest',
  caipNetworkId: `bip122:${REGTEST_CHAIN_ID}`,
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://esplora.example'] } },
  testnet: false,
}
const SESSION = {
  address: ADDRESS,
  caipNetworkId: regtest.caipNetworkId,
  expiresAt: '2026-01-01T01:00:00.000Z',
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A Bitcoin Wallet Standard wallet's connector: `answer` gives its `bitcoin:signMessage` output; requests kept. */
const bitcoinWallet = (answer: (message: Uint8Array) => unknown) => signingWallet('bip122', ADDRESS, answer)
const bip137 = (message: Uint8Array) => ({
  signedMessage: message,
  signature: signBitcoinMessage(BITCOIN_TEST_SECRET_KEY, message),
})

function setup(answer: (message: Uint8Array) => unknown = bip137) {
  const testbed = signInTestbed({ session: SESSION, networks: [mainnet, solana, regtest] })
  const wallet = bitcoinWallet(answer)
  const connect = () => testbed.session.accept(wallet.connector, { address: ADDRESS })
  return { ...testbed, wallet, connect }
}

describe('createSignIn on bip122', () => {
  test('default', async () => {
    const { store, storage, signIn, wallet, verified, connect } = setup()
    connect()
    await vi.waitFor(() => expect(currentView(store.get())).toBe('SIWXSignMessage'))
    expect(store.get().namespace).toBe('bip122')
    signIn.sign()
    await vi.waitFor(() => expect(store.get().open).toBe(false))
    expect(wallet.requests).toMatchObject([{ method: 'bip122_signMessage', params: { pubkey: ADDRESS } }])
    const { message } = wallet.requests[0]!.params as { message: Uint8Array }
    const text = new TextDecoder().decode(message)
    const [, issuedAt, expiresAt] = /Issued At: (\S+)\nExpiration Time: (\S+)/.exec(text) ?? []
    expect(Date.parse(expiresAt!) - Date.parse(issuedAt!)).toBe(24 * 60 * 60_000)
    expect(text.replace(issuedAt!, 'T1').replace(expiresAt!, 'T2')).toBe(
      [
        `127.0.0.1:5174 wants you to sign in with your Bitcoin account:\n${ADDRESS}`,
        '',
        'URI: http://127.0.0.1:5174',
        'Version: 1',
        `Chain ID: ${REGTEST_CHAIN_ID}`,
        'Nonce: abcdefgh12345678',
        'Issued At: T1',
        'Expiration Time: T2',
      ].join('\n'),
    )
    expect(verified).toEqual([
      {
        message: text,
        signature: expect.any(String),
        address: ADDRESS,
        caipNetworkId: regtest.caipNetworkId,
      },
    ])
    const signature = Uint8Array.from(Buffer.from(verified[0]!.signature, 'base64'))
    expect(signature).toHaveLength(65)
    expect(verifyBitcoinMessage(ADDRESS, message, signature)).toBe(true)
    expect(toModalState(store.get()).siwx).toEqual({
      ...SESSION,
      message: expect.any(String),
      signature: expect.any(String),
    })
    expect(JSON.parse((await storage.get('@wm/siwx_session:bip122'))!)).toEqual(SESSION)
  })

  test('behavior: declined in the wallet, the view says so and bip122 stays connected', async () => {
    const { store, signIn, connect, disconnect } = setup(() => {
      throw rpcErrors.userRejected()
    })
    connect()
    await vi.waitFor(() => expect(currentView(store.get())).toBe('SIWXSignMessage'))
    signIn.sign()
    await vi.waitFor(() => expect(store.get().signIn).toEqual({ phase: 'declined' }))
    signIn.cancel()
    expect(disconnect).not.toHaveBeenCalled()
    expect(store.get().accounts.bip122?.status).toBe('connected')
  })

  test('error: a wallet that signed other bytes is refused, and bip122 is disconnected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { store, signIn, verified, connect, disconnect } = setup(() => bip137(new Uint8Array(3)))
    connect()
    await vi.waitFor(() => expect(currentView(store.get())).toBe('SIWXSignMessage'))
    signIn.sign()
    await vi.waitFor(() => expect(disconnect).toHaveBeenCalledExactlyOnceWith('bip122'))
    expect(verified).toEqual([])
  })
})

describe('bitcoinSignIn.sign', () => {
  const sign = (answer: unknown) =>
    bitcoinSignIn.sign(bitcoinWallet(() => answer).connector, 'Sign in', ADDRESS)

  test('behavior: a signature the wallet wrote in base64 (BIP-322, say) goes to the backend as it is', async () => {
    const bip322 = Buffer.from(new Uint8Array(107).fill(2)).toString('base64')
    expect(await sign({ signature: bip322 })).toBe(bip322)
  })

  const NO_SIGNATURE = 'The wallet answered no Bitcoin message signature (BIP-137 or BIP-322, in base64)'
  const lengthError = (bytes: number) =>
    `The wallet's Bitcoin signature has ${bytes} bytes: BIP-137's has 65, BIP-322's more (at most 2048)`
  test.each([
    ['text that is not base64', { signature: 'not base64!' }, NO_SIGNATURE],
    ['a number', { signature: 42 }, NO_SIGNATURE],
    ['nothing', null, NO_SIGNATURE],
    ['64 bytes (an ed25519 or Schnorr signature)', { signature: new Uint8Array(64) }, lengthError(64)],
    [
      '2,049 bytes in base64',
      { signature: Buffer.from(new Uint8Array(2049)).toString('base64') },
      lengthError(2049),
    ],
  ])('error: the wallet answers %s', async (_name, answer, message) => {
    await expect(sign(answer)).rejects.toThrow(message)
  })
})
