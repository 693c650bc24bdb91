import { CATALOGUE } from './catalogue.js'

/**
 * The CAIP-2 networks wallets are known to list: those of the built-in catalogue, a copy of the directory's most
 * used wallets. A network outside this set is one no wallet names (anvil, a testnet, an app's own chain).
 */
export const CATALOGUE_CHAINS: readonly string[] = Object.freeze([
  ...new Set(CATALOGUE.flatMap((wallet) => wallet.chains)),
])
