import {
  WalletDisconnectedError,
  WalletError,
  WalletNotConnectedError,
  WalletNotReadyError,
} from '@solana/wallet-adapter-base'
import {
  DISCONNECTED,
  INTERNAL,
  isUserRejection,
  UNAUTHORIZED,
  USER_REJECTED,
} from '../../../shared/errors/codes.js'
import { ProviderRpcError } from '../../../shared/errors/rpc.js'

/**
 * A Solana adapter's typed error as the EIP-1193 error the dapp gets: the user declining (4001, whatever the wallet
 * called it), no connected account (4100), a wallet gone or not ready (4900), anything else -32603 with the wallet's
 * message. Errors that are not the adapter's pass unchanged.
 */
export function toSolanaProviderError(error: unknown): unknown {
  if (!(error instanceof WalletError)) return error
  const message = error.message || error.name
  if (isUserRejection(error.error))
    return new ProviderRpcError(USER_REJECTED, message || 'User rejected the request.')
  if (error instanceof WalletNotConnectedError)
    return new ProviderRpcError(UNAUTHORIZED, 'Connect a Solana wallet first')
  if (error instanceof WalletNotReadyError || error instanceof WalletDisconnectedError)
    return new ProviderRpcError(DISCONNECTED, message)
  return new ProviderRpcError(INTERNAL, message)
}
