import type { Hex } from 'viem'
import { recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'
import type { RequestArguments, SiwxState } from '../../../shared/protocol.js'
import type { SupportedNamespace, WalletStandardNamespace } from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'
import type { AnyConnector } from '../../connectors/types.js'
import { SiwxBackendError } from '../../data/errors.js'
import type { SiwxBackendClient, SiwxVerifyRequest } from '../../data/siwxBackend.js'
import { createActions } from '../../navigation/actions.js'
import { createSession } from '../../state/session.js'
import { createMemoryStorage } from '../../storage/context.js'
import { testState } from '../../store/appStateFixture.js'
import { createStore } from '../../store/store.js'
import { createSignIn } from './siwx.js'

// The sign-in tests' account, clock, config and backend (flows/signIn/siwx.test.ts), and the sign-in of one namespace's
// wallet over a real store and session (siwxSolana.test.ts, siwxBitcoin.test.ts).

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

/**
 * createSignIn over a real store and session (the clock faked at NOW, the page at http://127.0.0.1:5174, `networks`
 * configured, or the default ones), with a backend that answers `session` to every verification and keeps what it
 * verified.
 */
export function signInTestbed(options: {
  session: SiwxState
  networks?: NetworkEntry[]
  required?: boolean
}) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  const siwx = { ...SIWX, required: options.required ?? false }
  const networks = options.networks ? { networks: options.networks } : {}
  const store = createStore(
    testState({ origin: 'http://127.0.0.1:5174' }, { ...networks, siwx: siwx as never }),
  )
  const storage = createMemoryStorage()
  const session = createSession({ store, storage, preferredNetworkId: null })
  const actions = createActions(store, { selectNamespace: session.selectNamespace, isMobile: () => false })
  const verified: SiwxVerifyRequest[] = []
  const backend: SiwxBackendClient = {
    nonce: async () => 'abcdefgh12345678',
    async verify(_url, request) {
      verified.push(request)
      return options.session
    },
    session: async () => undefined,
  }
  const disconnect = vi.fn((namespace: SupportedNamespace) => session.end(namespace))
  const signIn = createSignIn({ store, session, actions, storage, backend, disconnect })
  return { store, storage, session, signIn, verified, disconnect }
}

/**
 * A connected Wallet Standard wallet's connector on `namespace` whose message signing `answer`s (or throws);
 * requests are kept.
 */
export function signingWallet(
  namespace: WalletStandardNamespace,
  address: string,
  answer: (message: Uint8Array) => unknown,
) {
  const requests: RequestArguments[] = []
  const connector = {
    namespace,
    info: { id: `ws:${namespace}:1`, name: `Test ${namespace} wallet`, icon: '', type: 'ANNOUNCED' },
    storageKey: `name:Test ${namespace} wallet`,
    connect: async () => ({ address }),
    restore: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    async request(args: RequestArguments) {
      requests.push(args)
      return answer((args.params as { message: Uint8Array }).message)
    },
    onEvent: () => () => {},
  } as AnyConnector
  return { connector, requests }
}
