import { isBitcoinAddress } from '../../config/bitcoinAddress.js'
import { type ParsedCaipAddress, parseCaipAddress } from '../../config/caip.js'
import {
  PROVIDER_NAMESPACE,
  SUPPORTED_NAMESPACES,
  type SupportedNamespace,
} from '../../config/namespaces/index.js'
import type { BitcoinAccount, EvmAccount, SolanaAccount } from '../types.js'

/** A session's accounts per namespace it approved: a wallet may approve eip155, solana, bip122, or several. */
export type WalletConnectAccounts = { eip155?: EvmAccount; solana?: SolanaAccount; bip122?: BitcoinAccount }

/** What of a session names accounts: its namespaces, and the properties a wallet settled it with. */
type Session =
  | {
      namespaces?: Record<string, { accounts?: readonly string[] } | undefined>
      sessionProperties?: Record<string, string> | undefined
    }
  | undefined

/** A CAIP-10 account of the wallet's session, parsed (SPEC §5); none where it is malformed: the wallet is untrusted. */
function parsedAccount(account: unknown): ParsedCaipAddress[] {
  try {
    return [parseCaipAddress(account)]
  } catch {
    return []
  }
}

/** CAIP-10 accounts (`namespace:reference:address`) parsed, keeping the well-formed ones of `namespace`. */
const accountsIn = (accounts: readonly string[] | undefined, namespace: string) =>
  (accounts ?? []).flatMap(parsedAccount).filter((account) => account.namespace === namespace)

/** `eip155:1:0xabc` → the address and chain of a session's eip155 account on `chainId`, else its first. */
export function evmAccountOf(
  accounts: readonly string[] | undefined,
  chainId?: number,
): EvmAccount | undefined {
  const parsed = accountsIn(accounts, PROVIDER_NAMESPACE)
  const match = parsed.find((account) => Number(account.chainId) === chainId) ?? parsed[0]
  return match ? { address: match.address, chainId: Number(match.chainId) } : undefined
}

/** `solana:<genesis>:<base58>` → the session's first Solana account (its network is the app's, per request). */
function solanaAccountOf(session: Session, namespace: SupportedNamespace): SolanaAccount | undefined {
  const address = accountsIn(session?.namespaces?.[namespace]?.accounts, namespace)[0]?.address
  return address ? { address } : undefined
}

/**
 * The public key a wallet gave `address` in `sessionProperties.bip122_getAccountAddresses` (WalletConnect's Bitcoin
 * reference: the `getAccountAddresses` answer, as JSON, handed over when the session settles): a compressed (33
 * bytes) or x-only (32 bytes) key in hex. None when the wallet gave none, or something else.
 */
function bitcoinPublicKeyOf(properties: Record<string, string> | undefined, address: string) {
  try {
    const entries: unknown = JSON.parse(properties?.bip122_getAccountAddresses ?? '[]')
    const entry = (Array.isArray(entries) ? entries : []).find((candidate) => candidate?.address === address)
    const hex: unknown = entry?.publicKey
    if (typeof hex !== 'string' || !/^([0-9a-f]{64}|[0-9a-f]{66})$/i.test(hex)) return undefined
    return Uint8Array.from({ length: hex.length / 2 }, (_, index) =>
      Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16),
    )
  } catch {
    return undefined
  }
}

/**
 * `bip122:<reference>:<address>` → the session's Bitcoin account on the CAIP-2 chain `preferred` (the app's active
 * Bitcoin network) where it has one, else its first; only an address of its own chain's form counts (a `bc1…`
 * account on regtest is not one). WalletConnect's first external address is the `payment` account (SPEC §6). Its
 * public key, when the wallet gave one.
 */
function bitcoinAccountOf(
  session: Session,
  namespace: SupportedNamespace,
  preferred: string | undefined,
): BitcoinAccount | undefined {
  const valid = accountsIn(session?.namespaces?.[namespace]?.accounts, namespace).filter((account) =>
    isBitcoinAddress(account.address, account.chainId),
  )
  const address = (valid.find((account) => `${namespace}:${account.chainId}` === preferred) ?? valid[0])
    ?.address
  if (!address) return undefined
  const publicKey = bitcoinPublicKeyOf(session?.sessionProperties, address)
  return publicKey ? { address, publicKey } : { address }
}

/** Which account of a session to take where it has several: the eip155 one on `chainId`, the Bitcoin one on `bitcoinChain`. */
type Preferred = { chainId?: number | undefined; bitcoinChain?: string | undefined }

/** How each namespace's account is read from a session. */
const ACCOUNT_OF = {
  eip155: (session, namespace, prefer) =>
    evmAccountOf(session?.namespaces?.[namespace]?.accounts, prefer.chainId),
  solana: (session, namespace) => solanaAccountOf(session, namespace),
  bip122: (session, namespace, prefer) => bitcoinAccountOf(session, namespace, prefer.bitcoinChain),
} satisfies {
  [N in SupportedNamespace]: (
    session: Session,
    namespace: SupportedNamespace,
    prefer: Preferred,
  ) => WalletConnectAccounts[N] | undefined
}

/**
 * What a session gives each namespace: the eip155 account on `chainId` and the Bitcoin account on the CAIP-2
 * chain `bitcoinChain` where it has them.
 */
export function sessionAccounts(session: Session, prefer: Preferred = {}): WalletConnectAccounts {
  return Object.fromEntries(
    SUPPORTED_NAMESPACES.flatMap((namespace) => {
      const account = ACCOUNT_OF[namespace](session, namespace, prefer)
      return account ? [[namespace, account]] : []
    }),
  )
}

/** The CAIP-2 chains a session approved in `namespace` (from its accounts when it lists no `chains`). */
export function sessionChains(
  namespace: { chains?: readonly string[]; accounts?: readonly string[] } | undefined,
): string[] {
  if (namespace?.chains?.length) return [...namespace.chains]
  return [
    ...new Set(
      (namespace?.accounts ?? [])
        .flatMap(parsedAccount)
        .map((account) => `${account.namespace}:${account.chainId}`),
    ),
  ]
}
