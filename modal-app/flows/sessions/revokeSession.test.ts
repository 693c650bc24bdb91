import { type Hex, hexToString } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BlockchainApiServer, startBlockchainApi } from '../../../e2e/stack/blockchainApiServer.js'
import { createProfileApi, ProfileApiError } from '../../data/profileApi.js'
import { revokeSession, sessionStatus } from './revokeSession.js'

// Against the local Blockchain API of the e2e stack, which checks the revocation's signature for real.
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
let server: BlockchainApiServer

beforeAll(async () => {
  server = await startBlockchainApi({
    supportedChains: [],
    balancesOf: async () => [],
    prices: {},
    history: {},
    identities: {},
  })
})
afterAll(() => server.close())

const grant = async () => {
  const response = await fetch(`${server.url}/__sessions/${account.address}`, { method: 'POST', body: '{}' })
  return ((await response.json()) as { pci: string }).pci
}
const signedBy =
  (signer: typeof account) =>
  async ({ params }: { params?: unknown }) =>
    signer.signMessage({ message: hexToString((params as [Hex])[0]) })

describe('revokeSession (SPEC §6, §7)', () => {
  test('behavior: the account signs the pci; the API lists the session as revoked', async () => {
    const api = createProfileApi({ baseUrl: server.url, projectId: 'unit' })
    const pci = await grant()
    const before = (await api.sessions(account.address)).find((session) => session.pci === pci)
    expect(before && sessionStatus(before, Date.now())).toBe('active')
    await revokeSession({ api, address: account.address, pci, askWallet: signedBy(account) })
    const after = (await api.sessions(account.address)).find((session) => session.pci === pci)
    expect(after && sessionStatus(after, Date.now())).toBe('revoked')
  })

  test("error: another key's signature is refused, and the session stays active", async () => {
    const api = createProfileApi({ baseUrl: server.url, projectId: 'unit' })
    const pci = await grant()
    const attempt = revokeSession({ api, address: account.address, pci, askWallet: signedBy(other) })
    await expect(attempt).rejects.toBeInstanceOf(ProfileApiError)
    await expect(attempt).rejects.toMatchObject({ status: 401, reason: 'Invalid signature' })
    const session = (await api.sessions(account.address)).find((entry) => entry.pci === pci)
    expect(session && sessionStatus(session, Date.now())).toBe('active')
  })

  test('edge: a session past its expiry is expired', () => {
    expect(sessionStatus({ expiry: 1000, revokedAt: undefined }, 1_000_001)).toBe('expired')
    expect(sessionStatus({ expiry: 1000, revokedAt: 5 }, 0)).toBe('revoked')
  })
})
