/**
 * The CAIP-2 ids a wallet must list (any one of them) to be shown for the app's networks (issue 8.4); both the
 * built-in catalogue's filter and the directory's `chains` parameter are this list. A network that wallets list
 * is matched exactly. A network that no wallet lists (anvil, a testnet the catalogue does not know) is matched by
 * namespace, since a wallet can add any chain of its namespace: it adds every listed chain of that namespace,
 * beside its own id. Order follows `networks`; no id repeats.
 */
export function walletChainFilter(networks: readonly string[], listed: readonly string[]): string[] {
  const chains = new Set<string>()
  for (const network of networks) {
    chains.add(network)
    if (listed.includes(network)) continue
    const namespace = `${network.split(':')[0]}:`
    for (const chain of listed) if (chain.startsWith(namespace)) chains.add(chain)
  }
  return [...chains]
}
