import type { NetworkEntry } from './networkEntry.js'

/** CAIP-2 (CAIP-4) references: the first 32 hex characters of each chain's genesis block hash. */
export const BITCOIN_MAINNET_ID = '000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET_ID = '000000000933ea01ad0ee984209779ba'
const BITCOIN_REGTEST_ID = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** The names Bitcoin Wallet Standard wallets (Exodus, MetaMask) give these chains beside their CAIP-2 ids. */
const WALLET_NAMES: Readonly<Record<string, string>> = {
  [BITCOIN_MAINNET_ID]: 'bitcoin:mainnet',
  [BITCOIN_TESTNET_ID]: 'bitcoin:testnet',
  [BITCOIN_REGTEST_ID]: 'bitcoin:regtest',
}

/** Every name of the app's Bitcoin networks: the CAIP-2 id, and the wallets' name where there is one. */
export function bitcoinChainNames(networks: readonly NetworkEntry[]): string[] {
  const bitcoin = networks.filter((network) => network.chainNamespace === 'bip122')
  return [
    ...new Set(
      bitcoin.flatMap((network) => {
        const name = WALLET_NAMES[String(network.id)]
        return name ? [network.caipNetworkId, name] : [network.caipNetworkId]
      }),
    ),
  ]
}

/** The app's Bitcoin network a chain name (either form) names, if any. */
export function bitcoinNetworkOf(
  networks: readonly NetworkEntry[],
  chain: unknown,
): NetworkEntry | undefined {
  return networks.find(
    (network) =>
      network.chainNamespace === 'bip122' &&
      (network.caipNetworkId === chain || WALLET_NAMES[String(network.id)] === chain),
  )
}
