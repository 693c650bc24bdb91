import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { PROVIDER_NAMESPACE, type SupportedNamespace } from '../../config/namespaces/index.js'
import { EIP155_METHODS } from './walletConnectProposal.js'

type UniversalProvider = InstanceType<typeof UniversalProviderClass>

/** The namespace a one-step sign-in carries: `wc_sessionAuthenticate` signs for the provider's (eip155) alone. */
export const AUTHENTICATE_NAMESPACE: SupportedNamespace = PROVIDER_NAMESPACE

type AuthenticateResult = Awaited<ReturnType<UniversalProvider['authenticate']>>

/** What the dapp's sign-in asks a wallet to sign while pairing (`wc_sessionAuthenticate`, a CAIP-122 message). */
export type WalletConnectSignInRequest = {
  /** The embedding page's origin, verified by the handshake: the message's scheme, domain and URI. */
  origin: string
  nonce: string
  /** CAIP-2 eip155 chains the wallet may sign in on. */
  chains: string[]
  statement?: string | undefined
  resources: readonly string[]
}

/** A wallet's signed sign-in, as the dapp's `verifyUrl` takes it. */
export type WalletConnectSignIn = {
  message: string
  signature: string
  address: string
  caipNetworkId: string
}

/** How long the signed message stays valid, as for the two-step sign-in (its Expiration Time). */
const SIGN_IN_MESSAGE_LIFETIME_MS = 24 * 60 * 60_000

/**
 * The universal provider's `authenticate` params: the message's domain is the verified origin with its scheme
 * (EIP-4361's optional scheme, as the two-step message has it: an http origin is not read as https), and the session the wallet gets
 * carries the eip155 methods (as a ReCap resource) like a normal proposal's.
 */
export function authenticateParams(request: WalletConnectSignInRequest, now: number) {
  const origin = new URL(request.origin)
  return {
    domain: `${origin.protocol}//${origin.host}`,
    uri: origin.origin,
    chains: request.chains,
    nonce: request.nonce,
    methods: [...EIP155_METHODS],
    exp: new Date(now + SIGN_IN_MESSAGE_LIFETIME_MS).toISOString(),
    ...(request.statement ? { statement: request.statement } : {}),
    ...(request.resources.length > 0 ? { resources: [...request.resources] } : {}),
  }
}

/**
 * The wallet's sign-in from `authenticate`'s answer: the CAIP-122 message rebuilt by the client from the signed
 * payload (what the wallet signed), its signature, and the account of its issuer (`did:pkh:eip155:1:0x…`).
 * Undefined when the wallet answered the fallback session proposal instead (no authenticate support).
 */
export function signInOf(
  instance: UniversalProvider,
  result: AuthenticateResult,
): WalletConnectSignIn | undefined {
  const cacao = result.auths?.[0]
  if (!cacao) return undefined
  const [, , namespace, reference, address] = cacao.p.iss.split(':')
  if (namespace !== AUTHENTICATE_NAMESPACE || !reference || !address) return undefined
  return {
    message: instance.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
    signature: cacao.s.s,
    address,
    caipNetworkId: `${namespace}:${reference}`,
  }
}
