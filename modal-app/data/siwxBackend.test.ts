import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Anvil, startAnvil } from '../../e2e/stack/anvil.js'
import { type SiwxBackend, startSiwxBackend } from '../../e2e/stack/siwxBackend.js'
import { createSignInMessage } from '../flows/signIn/siwxMessage.js'
import { createSiwxBackendClient, parseSiwxSession } from './siwxBackend.js'

// The client against the reference backend: the two ends of ARCHITECTURE.md's contract.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const DAPP = 'http://127.0.0.1:5174'
let anvil: Anvil
let server: SiwxBackend
const client = createSiwxBackendClient()

beforeAll(async () => {
  anvil = await startAnvil()
  server = await startSiwxBackend({ dappOrigins: [DAPP], modalOrigins: [], rpcUrls: { 31337: anvil.rpcUrl } })
})
afterAll(async () => {
  await server.close()
  await anvil.stop()
})

async function signedRequest() {
  const nonce = await client.nonce(server.urls.nonceUrl)
  const message = createSignInMessage({
    origin: DAPP,
    address: account.address,
    chainId: 31337,
    nonce,
    resources: [],
    issuedAt: new Date(),
  })
  const signature = await account.signMessage({ message })
  return { message, signature, address: account.address, caipNetworkId: 'eip155:31337' }
}

describe('createSiwxBackendClient', () => {
  test('default', async () => {
    const session = await client.verify(server.urls.verifyUrl, await signedRequest())
    expect(session).toMatchObject({ address: account.address, caipNetworkId: 'eip155:31337' })
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now())
  })

  test('behavior: no session is a 404, answered as undefined', async () => {
    expect(await client.session(server.urls.sessionUrl)).toBeUndefined()
  })

  test("error: a refusal carries the backend's reason", async () => {
    const request = await signedRequest()
    await client.verify(server.urls.verifyUrl, request)
    await expect(client.verify(server.urls.verifyUrl, request)).rejects.toMatchObject({
      name: 'SiwxBackendError',
      status: 401,
      shortMessage: 'The sign-in backend answered HTTP 401',
      details: 'the nonce is unknown, used or expired',
    })
  })

  test('error: a backend that does not answer', async () => {
    await expect(client.nonce('http://127.0.0.1:9/nonce')).rejects.toMatchObject({
      shortMessage: 'The sign-in backend at http://127.0.0.1:9/nonce did not answer',
    })
  })
})

describe('parseSiwxSession', () => {
  test('default', () => {
    const session = { address: '0xa', caipNetworkId: 'eip155:1', expiresAt: '2026-01-01T00:00:00Z' }
    expect(parseSiwxSession({ ...session, token: 'x' })).toEqual(session)
  })

  test('error: anything else is undefined', () => {
    expect(parseSiwxSession({ address: '0xa', caipNetworkId: 'eip155:1', expiresAt: 'soon' })).toBeUndefined()
    expect(parseSiwxSession(null)).toBeUndefined()
  })
})
