/**
 * The chain namespaces the modal has (SPEC §3 names more: polkadot and cosmos have none), each with its module in
 * this folder, listed in ./index.ts. A table keyed by namespace is a `Record<SupportedNamespace, …>`: a namespace
 * added here is a type error in each until it has its entry there too.
 */
export type SupportedNamespace = 'eip155' | 'solana' | 'bip122'
