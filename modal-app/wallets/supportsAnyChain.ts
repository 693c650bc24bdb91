/**
 * The app's chain filter (issue 5): a wallet is listed when it supports at least one of the app's networks. An
 * empty `chains` filter lists everything.
 */
export function supportsAnyChain(wallet: { chains: readonly string[] }, chains: readonly string[]): boolean {
  return chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))
}
