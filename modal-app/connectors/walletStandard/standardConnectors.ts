// The Solana and Bitcoin Wallet Standard connectors, always loaded together (state/hostWallets.ts): one
// chunk.
export { createBitcoinStandardConnector } from './bitcoinStandardConnector.js'
export { createSolanaStandardConnector } from './solanaStandardConnector.js'
