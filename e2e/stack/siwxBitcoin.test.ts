import { describe, expect, test } from 'vitest'
import { createCaip122Message } from '../../modal-app/flows/signIn/siwxCaip122Message.js'
import {
  BITCOIN_TEST_SECRET_KEY,
  bitcoinKeyOf,
  REGTEST_CHAIN_ID,
  signBitcoinMessage,
} from '../wallet/bitcoinKeys.js'
import { BITCOIN_ADDRESS_FORMS, type Bip137AddressType, bitcoinAddressOfKey } from './bitcoinAddressOfKey.js'
import { DAPP, sessionsAt, T0, testNamespaceRefusals } from './siwxSessionsFixture.js'

const { address: ADDRESS, publicKey } = bitcoinKeyOf(BITCOIN_TEST_SECRET_KEY)
const OTHER_KEY = '07'.repeat(32)
const CHAIN = `bip122:${REGTEST_CHAIN_ID}`
const HOUR = 60 * 60_000

// Bitcoin sign-ins need no chain: the reference backend recovers the BIP-137 signer's key and derives its address.
const setup = () => sessionsAt(HOUR)

type RequestOptions = {
  origin?: string
  address?: string
  secretKey?: string
  type?: Bip137AddressType
  chainId?: string
  issuedAt?: number
}

/** A request as the modal makes it: the modal's own Bitcoin sign-in message, signed (BIP-137), base64. */
function signedRequest(nonce: string, options: RequestOptions = {}) {
  const address = options.address ?? ADDRESS
  const chainId = options.chainId ?? REGTEST_CHAIN_ID
  const message = createCaip122Message('Bitcoin', {
    origin: options.origin ?? DAPP,
    address,
    chainId,
    nonce,
    statement: 'Sign in to the e2e dapp',
    resources: [],
    issuedAt: new Date(options.issuedAt ?? T0),
  })
  const bytes = new TextEncoder().encode(message)
  const signature = signBitcoinMessage(options.secretKey ?? BITCOIN_TEST_SECRET_KEY, bytes, options.type)
  return {
    message,
    signature: Buffer.from(signature).toString('base64'),
    address,
    caipNetworkId: `bip122:${chainId}`,
  }
}

describe('bitcoinVerifier (through createSiwxSessions)', () => {
  testNamespaceRefusals(signedRequest)

  test('default', async () => {
    const { sessions } = setup()
    const { id, session } = await sessions.verify(signedRequest(sessions.issueNonce()))
    expect(session).toEqual({
      address: ADDRESS,
      caipNetworkId: CHAIN,
      expiresAt: new Date(T0 + HOUR).toISOString(),
    })
    expect(sessions.session(id)).toEqual(session)
  })

  test.each(['p2pkh-uncompressed', 'p2pkh', 'p2sh-p2wpkh'] as const)(
    'behavior: a %s address signs in with its BIP-137 header',
    async (type) => {
      const { sessions } = setup()
      const address = bitcoinAddressOfKey(publicKey, type, BITCOIN_ADDRESS_FORMS[REGTEST_CHAIN_ID]!)
      const { session } = await sessions.verify(signedRequest(sessions.issueNonce(), { address, type }))
      expect(session).toMatchObject({ address, caipNetworkId: CHAIN })
    },
  )

  test('error: a signature by another key than the address’s, or of another message', async () => {
    const { sessions } = setup()
    const byOther = signedRequest(sessions.issueNonce(), { secretKey: OTHER_KEY })
    await expect(sessions.verify(byOther)).rejects.toMatchObject({
      status: 401,
      message: 'the signature does not match the message',
    })
    const request = signedRequest(sessions.issueNonce())
    const edited = { ...request, message: request.message.replace('Sign in to', 'Sign into') }
    await expect(sessions.verify(edited)).rejects.toMatchObject({ status: 401 })
    // The right key, but the header claims another address type than the message's address.
    const asP2pkh = signedRequest(sessions.issueNonce(), { type: 'p2pkh' })
    await expect(sessions.verify(asP2pkh)).rejects.toMatchObject({ status: 401 })
  })

  test('error: another address than the message names', async () => {
    const { sessions } = setup()
    const request = signedRequest(sessions.issueNonce())
    const other = bitcoinKeyOf(OTHER_KEY).address
    await expect(sessions.verify({ ...request, address: other })).rejects.toMatchObject({
      status: 400,
      message: 'the message is for another address',
    })
  })

  test('error: an expired message', async () => {
    const { sessions } = setup()
    const request = signedRequest(sessions.issueNonce(), { issuedAt: T0 - 24 * HOUR })
    await expect(sessions.verify(request)).rejects.toMatchObject({
      status: 401,
      message: 'the message has expired or is not valid yet',
    })
  })

  test('error: a BIP-322 signature, a chain the backend does not know, a malformed signature or message', async () => {
    const { sessions } = setup()
    const request = signedRequest(sessions.issueNonce())
    const bip322 = Buffer.from(new Uint8Array(107).fill(2)).toString('base64')
    await expect(sessions.verify({ ...request, signature: bip322 })).rejects.toMatchObject({
      status: 400,
      message: 'BIP-322 signatures are not verified by this backend',
    })
    const custom = signedRequest(sessions.issueNonce(), { chainId: 'ab'.repeat(16) })
    await expect(sessions.verify(custom)).rejects.toMatchObject({
      status: 400,
      message: `chain ${'ab'.repeat(16)} is not supported`,
    })
    await expect(sessions.verify({ ...request, signature: 'AAAA' })).rejects.toMatchObject({
      status: 400,
      message: 'signature must be base64 (a 65-byte BIP-137 signature)',
    })
    const solanaWords = request.message.replace('Bitcoin account', 'Solana account')
    await expect(sessions.verify({ ...request, message: solanaWords })).rejects.toMatchObject({
      status: 400,
      message: 'the message is not a bip122 sign-in message',
    })
  })
})
