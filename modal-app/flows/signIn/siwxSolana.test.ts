import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder } from '@solana/kit'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import { createFakeConnector } from '../../connectors/fakeConnector.js'
import { loadReportChecks } from '../../state/session.js'
import { solana } from '../../store/appStateFixture.js'
import { toModalState } from '../../store/modalState.js'
import { currentView } from '../../store/store.js'
import { signInTestbed, signingWallet } from './siwxFixture.js'
import { signSolanaMessage } from './siwxSolana.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

const secretKey = Uint8Array.from({ length: 32 }, (_, index) => index + 1)
const ADDRESS = getBase58Decoder().decode(ed25519.getPublicKey(secretKey))
const SESSION = {
  address: ADDRESS,
  caipNetworkId: solana.caipNetworkId,
  expiresAt: '2026-01-01T01:00:00.000Z',
}

afterEach(() => {
  vi.useRealTimers()
})

/** A Solana wallet that signs with its ed25519 key, or declines; its requests are kept. */
const solanaWallet = (decline = false) =>
  signingWallet('solana', ADDRESS, (message) => {
    if (decline) throw rpcErrors.userRejected()
    return { signedMessage: message, signature: ed25519.sign(message, secretKey) }
  })

function setup(options: { required?: boolean; decline?: boolean } = {}) {
  const testbed = signInTestbed({ session: SESSION, required: options.required })
  const { store, session } = testbed
  const wallet = solanaWallet(options.decline)
  const evm = createFakeConnector('evm').connector
  session.accept(evm, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 })
  store.set({ siwx: { eip155: { ...SESSION, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } } })
  const connect = () => session.accept(wallet.connector, { address: ADDRESS })
  return { ...testbed, wallet, connect }
}

describe('createSignIn on solana', () => {
  test('default', async () => {
    const { store, storage, signIn, wallet, verified, connect } = setup()
    connect()
    await vi.waitFor(() => expect(currentView(store.get())).toBe('SIWXSignMessage'))
    expect(store.get().namespace).toBe('solana')
    signIn.sign()
    await vi.waitFor(() => expect(store.get().open).toBe(false))
    const { message } = wallet.requests[0]!.params as { pubkey: string; message: Uint8Array }
    expect(wallet.requests[0]).toMatchObject({ method: 'solana_signMessage', params: { pubkey: ADDRESS } })
    const text = new TextDecoder().decode(message)
    // vi.waitFor moves the fake clock: the times are the signing's, a day apart.
    const [, issuedAt, expiresAt] = /Issued At: (\S+)\nExpiration Time: (\S+)/.exec(text) ?? []
    expect(Date.parse(expiresAt!) - Date.parse(issuedAt!)).toBe(24 * 60 * 60_000)
    expect(text.replace(issuedAt!, 'T1').replace(expiresAt!, 'T2')).toBe(
      [
        `127.0.0.1:5174 wants you to sign in with your Solana account:\n${ADDRESS}`,
        '',
        'URI: http://127.0.0.1:5174',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abcdefgh12345678',
        'Issued At: T1',
        'Expiration Time: T2',
      ].join('\n'),
    )
    expect(verified).toEqual([
      { message: text, signature: expect.any(String), address: ADDRESS, caipNetworkId: solana.caipNetworkId },
    ])
    const signature = Uint8Array.from(Buffer.from(verified[0]!.signature, 'base64'))
    expect(ed25519.verify(signature, message, ed25519.getPublicKey(secretKey))).toBe(true)
    expect(toModalState(store.get()).siwx).toEqual({
      ...SESSION,
      message: expect.any(String),
      signature: expect.any(String),
    })
    expect(JSON.parse((await storage.get('@wm/siwx_session:solana'))!)).toEqual(SESSION)
  })

  test('behavior: a stored session is kept for its exact base58 address only (base58 is case-sensitive)', async () => {
    const { store, storage, connect } = setup()
    const swapped = ADDRESS.replace(/[a-z]/, (char) => char.toUpperCase())
    storage.set('@wm/siwx_session:solana', JSON.stringify({ ...SESSION, address: swapped }))
    connect()
    expect(swapped).not.toBe(ADDRESS)
    await vi.waitFor(() => expect(currentView(store.get())).toBe('SIWXSignMessage'))
    expect(store.get().siwx?.solana).toBeUndefined()
  })

  test('behavior: required, a declined signature then cancel disconnects solana only', async () => {
    const { store, signIn, connect, disconnect } = setup({ required: true, decline: true })
    connect()
    await vi.waitFor(() => expect(currentView(store.get())).toBe('SIWXSignMessage'))
    signIn.sign()
    await vi.waitFor(() => expect(store.get().signIn).toEqual({ phase: 'declined' }))
    signIn.cancel()
    expect(disconnect).toHaveBeenCalledExactlyOnceWith('solana')
    expect(store.get().accounts.solana?.status).toBe('disconnected')
    expect(store.get().accounts.eip155?.status).toBe('connected')
    expect(store.get().siwx?.eip155).toBeDefined()
  })

  test('error: a wallet that signed other bytes is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { store, signIn, wallet, verified, connect, disconnect } = setup()
    wallet.connector.request = async () => ({
      signedMessage: new Uint8Array(3),
      signature: new Uint8Array(64),
    })
    connect()
    await vi.waitFor(() => expect(currentView(store.get())).toBe('SIWXSignMessage'))
    signIn.sign()
    await vi.waitFor(() => expect(disconnect).toHaveBeenCalledExactlyOnceWith('solana'))
    expect(verified).toEqual([])
  })
})

describe('signSolanaMessage', () => {
  const message = new TextEncoder().encode('Sign in')
  test.each([
    ['nothing', null],
    ['a bare signature', ed25519.sign(message, secretKey)],
    ['a base58 text', { signature: getBase58Decoder().decode(ed25519.sign(message, secretKey)) }],
    ['63 bytes', { signature: new Uint8Array(63) }],
  ])('error: the wallet answers %s', async (_name, answer) => {
    const { connector } = signingWallet('solana', ADDRESS, () => answer)
    await expect(signSolanaMessage(connector, message, ADDRESS)).rejects.toThrow(
      'The wallet answered no ed25519 signature',
    )
  })
})
