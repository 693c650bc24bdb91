import { lazily } from '../../lib/lazily.js'
import type { NetworkEntry } from '../networkEntry.js'
import { bip122 } from './bip122.js'
import { eip155 } from './eip155.js'
import type { AccountCheck, NamespaceRules } from './namespaceRules.js'
import { solana } from './solana.js'
import { PROVIDER_NAMESPACE, type SupportedNamespace } from './supportedNamespace.js'

export { PROVIDER_NAMESPACE, type SupportedNamespace }

/** Each namespace's rules, one module a namespace, in display order. */
export const NAMESPACE_RULES = { eip155, solana, bip122 } satisfies Record<SupportedNamespace, NamespaceRules>

/** The namespaces whose host wallets are the page's Wallet Standard wallets (wallet-standard.js proxies them in). */
export type WalletStandardNamespace = {
  [N in SupportedNamespace]: (typeof NAMESPACE_RULES)[N]['walletStandard'] extends undefined ? never : N
}[SupportedNamespace]

/** Every supported namespace, in display order. */
export const SUPPORTED_NAMESPACES = Object.keys(NAMESPACE_RULES) as SupportedNamespace[]

/** A value for each namespace: `{ eip155: make('eip155'), solana: make('solana'), … }`. */
export function perNamespace<T>(make: (namespace: SupportedNamespace) => T): Record<SupportedNamespace, T> {
  return Object.fromEntries(SUPPORTED_NAMESPACES.map((namespace) => [namespace, make(namespace)])) as Record<
    SupportedNamespace,
    T
  >
}

/** {@link perNamespace} of promises, settled: `{ eip155: await make('eip155'), … }`. */
export async function perNamespaceAsync<T>(
  make: (namespace: SupportedNamespace) => Promise<T>,
): Promise<Record<SupportedNamespace, T>> {
  const entries = await Promise.all(
    SUPPORTED_NAMESPACES.map(async (namespace) => [namespace, await make(namespace)] as const),
  )
  return Object.fromEntries(entries) as Record<SupportedNamespace, T>
}

/** Whether `value` (a dapp's, a network object's) names a namespace the modal has. */
export const isSupportedNamespace = (value: unknown): value is SupportedNamespace =>
  typeof value === 'string' && Object.hasOwn(NAMESPACE_RULES, value)

/** Whether `namespace`'s host wallets are the page's Wallet Standard wallets. */
export const isWalletStandardNamespace = (
  namespace: SupportedNamespace,
): namespace is WalletStandardNamespace => NAMESPACE_RULES[namespace].walletStandard !== undefined

/** The namespaces whose host wallets are the page's Wallet Standard wallets, in display order. */
export const WALLET_STANDARD_NAMESPACES = SUPPORTED_NAMESPACES.filter(isWalletStandardNamespace)

/** The rules of `network`'s namespace. */
export const rulesOf = (network: NetworkEntry): NamespaceRules => NAMESPACE_RULES[network.chainNamespace]

/** Every namespace's address rules (./accountChecks.ts, a chunk: not in the startup bundle): the report checks. */
export const loadAccountChecks = lazily(
  (): Promise<Record<SupportedNamespace, AccountCheck>> =>
    import('./accountChecks.js').then((module) => module.ACCOUNT_CHECKS),
)
