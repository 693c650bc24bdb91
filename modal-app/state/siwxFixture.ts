import type { Hex } from 'viem'
import { recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SiwxState } from '../../shared/protocol.js'
import { SiwxBackendError } from '../data/errors.js'
import type { SiwxBackendClient, SiwxVerifyRequest } from '../data/siwxBackend.js'

// The sign-in tests' account, clock, config and backend (state/siwx.test.ts).

export const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
export const NOW = Date.parse('2026-01-01T00:00:00Z')
export const HOUR = 60 * 60_000
export const SIWX = {
  nonceUrl: 'https://api.example/nonce',
  verifyUrl: 'https://api.example/verify',
  resources: [],
}
export const sessionOf = (expiresAt = NOW + HOUR): SiwxState => ({
  address: account.address,
  caipNetworkId: 'eip155:1',
  expiresAt: new Date(expiresAt).toISOString(),
})

/** A backend that verifies the signature itself (ecrecover) and answers a session of an hour. */
export function fakeBackend(overrides: Partial<SiwxBackendClient> = {}) {
  const verified: SiwxVerifyRequest[] = []
  const backend: SiwxBackendClient = {
    nonce: async () => 'abcdefgh12345678',
    async verify(_url, request) {
      const signer = await recoverMessageAddress({
        message: request.message,
        signature: request.signature as Hex,
      })
      if (signer !== account.address) throw new SiwxBackendError('bad signature', { status: 401 })
      verified.push(request)
      return sessionOf()
    },
    session: async () => undefined,
    ...overrides,
  }
  return { backend, verified }
}
