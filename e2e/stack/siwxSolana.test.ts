import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { createSolanaSignInMessage } from '../../modal-app/flows/signIn/siwsMessage.js'
import { DAPP, sessionsAt, T0, testNamespaceRefusals } from './siwxSessionsFixture.js'

const secretKey = Uint8Array.from({ length: 32 }, (_, index) => index + 1)
const address = getBase58Decoder().decode(ed25519.getPublicKey(secretKey))
const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

// Solana sign-ins need no chain: the reference backend verifies them with ed25519 alone.
const setup = () => sessionsAt(60_000)

/** A request as the modal makes it: the modal's own Sign-In With Solana message, signed, base64. */
function signedRequest(nonce: string, options: { origin?: string; key?: Uint8Array } = {}) {
  const message = createSolanaSignInMessage({
    origin: options.origin ?? DAPP,
    address,
    chainId: CHAIN.slice('solana:'.length),
    nonce,
    statement: 'Sign in to the e2e dapp',
    resources: [],
    issuedAt: new Date(T0),
  })
  const signature = ed25519.sign(new TextEncoder().encode(message), options.key ?? secretKey)
  return { message, signature: Buffer.from(signature).toString('base64'), address, caipNetworkId: CHAIN }
}

describe('solanaVerifier (through createSiwxSessions)', () => {
  testNamespaceRefusals(signedRequest)

  test('default', async () => {
    const { sessions } = setup()
    const { id, session } = await sessions.verify(signedRequest(sessions.issueNonce()))
    expect(session).toEqual({ address, caipNetworkId: CHAIN, expiresAt: new Date(T0 + 60_000).toISOString() })
    expect(sessions.session(id)).toEqual(session)
  })

  test('error: a signature by another key, or of another message', async () => {
    const { sessions } = setup()
    const other = signedRequest(sessions.issueNonce(), { key: Uint8Array.from({ length: 32 }, () => 9) })
    await expect(sessions.verify(other)).rejects.toMatchObject({
      status: 401,
      message: 'the signature does not match the message',
    })
    const request = signedRequest(sessions.issueNonce())
    const edited = { ...request, message: request.message.replace('Sign in to', 'Sign into') }
    await expect(sessions.verify(edited)).rejects.toMatchObject({ status: 401 })
  })

  test('error: another address or chain than the message names, or a malformed signature', async () => {
    const { sessions } = setup()
    const request = signedRequest(sessions.issueNonce())
    const someoneElse = getBase58Decoder().decode(ed25519.getPublicKey(new Uint8Array(32).fill(7)))
    await expect(sessions.verify({ ...request, address: someoneElse })).rejects.toMatchObject({
      status: 400,
      message: 'the message is for another address',
    })
    const devnet = signedRequest(sessions.issueNonce())
    await expect(sessions.verify({ ...devnet, caipNetworkId: 'solana:devnet' })).rejects.toMatchObject({
      status: 400,
      message: 'the message is for another chain',
    })
    await expect(sessions.verify({ ...request, signature: 'AAAA' })).rejects.toMatchObject({
      status: 400,
      message: 'signature must be base64 (64 bytes of ed25519)',
    })
  })
})
