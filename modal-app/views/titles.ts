import type { ViewName } from '../../shared/protocol.js'

/** The header title of each view. */
export const VIEW_TITLES: Record<ViewName, string> = {
  Connect: 'Connect wallet',
  Account: 'Account',
  AllWallets: 'All wallets',
  ConnectingExternal: 'Connecting',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect wallet',
  ConnectingSiwe: 'Sign in',
  ConnectingFarcaster: 'Farcaster',
  UnsupportedChain: 'Switch network',
  SIWXSignMessage: 'Sign in',
  ApproveTransaction: 'Approve transaction',
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
  Swap: 'Swap',
  Networks: 'Choose network',
  WalletSend: 'Send',
  WalletSendPreview: 'Review send',
  WalletReceive: 'Receive',
  SwapSelectToken: 'Select token',
  SwapPreview: 'Review swap',
  OnRampProviders: 'Buy',
}
