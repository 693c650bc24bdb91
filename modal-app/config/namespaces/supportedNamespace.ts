/**
 * The chain namespaces the modal has (SPEC §3 names more: polkadot and cosmos have none), each with its module in
 * this folder, listed in ./index.ts. A table keyed by namespace is a `Record<SupportedNamespace, …>`: a namespace
 * added here is a type error in each until it has its entry there too.
 */
export type SupportedNamespace = 'eip155' | 'solana' | 'bip122'

/**
 * The namespace the dapp's EIP-1193 provider speaks: methods without another namespace's prefix are its, a chain
 * object without `chainNamespace` is its, its wallets report a chain id (`wallet_switchEthereumChain`), and the
 * wallet catalogue (EIP-6963 wallets, the directory) is its. (Here, a module without imports, so that the startup
 * bundle's early modules, Connect among them, read it without pulling in the namespace table.)
 */
export const PROVIDER_NAMESPACE: SupportedNamespace = 'eip155'
