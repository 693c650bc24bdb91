import { numberToHex } from 'viem'
import { ProviderRpcError } from './transactions.js'

/** The EIP-1193 errors the test wallet words itself (the messages MetaMask uses). */
export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
export const unsupported = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`)
export const unknownChain = (chainId: number) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
  )
