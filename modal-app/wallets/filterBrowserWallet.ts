/**
 * The id of the generic browser wallet: an injected `window.ethereum` that no EIP-6963 announcement names
 * (AppKit's "Browser Wallet" connector).
 * @internal Exported for tests.
 */
export const BROWSER_WALLET_ID = 'injected'

/**
 * SPEC §5: the generic browser wallet is hidden on desktop, where the extensions announce themselves over
 * EIP-6963, and on mobile when it is not installed; on mobile with an injected provider (a wallet's in-app
 * browser) it is the way in.
 */
export function filterBrowserWallet<T extends { id: string; installed: boolean }>(
  wallets: readonly T[],
  options: { isMobile: boolean },
): T[] {
  return wallets.filter((wallet) => wallet.id !== BROWSER_WALLET_ID || (options.isMobile && wallet.installed))
}
