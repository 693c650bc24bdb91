/** How every WalletConnect connector is shown and found again (its storage key). */
export const WALLETCONNECT_ID = 'walletConnect'
export const WALLETCONNECT_INFO = {
  id: WALLETCONNECT_ID,
  name: 'WalletConnect',
  icon: '',
  type: 'WALLET_CONNECT',
} as const
