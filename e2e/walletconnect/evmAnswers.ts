import { type Hex, isHex, numberToHex, type PrivateKeyAccount } from 'viem'
import {
  invalidParams,
  ProviderRpcError,
  requireAccount as requireAddress,
  sendFromAccount,
  signableMessage,
  type TransactionParams,
  typedDataToSign,
} from '../wallet/transactions.js'
import type { WalletRequest } from './walletTypes.js'

/** The eip155 methods the test wallet approves in a session. */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_chainId',
  'eth_accounts',
]
export const EIP155_EVENTS = ['accountsChanged', 'chainChanged']

/**
 * How the test wallet carries out an eip155 request: signs with the viem local account, sends to the chain's
 * RPC (anvil), switches chain through `switchChain`.
 */
export function createEvmAnswers(deps: {
  account: PrivateKeyAccount
  rpcUrls: ReadonlyMap<number, string>
  switchChain(chainId: number, topic: string): Promise<void>
}) {
  const { account, rpcUrls } = deps
  const unauthorized = () =>
    new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
  const requireAccount = (address: unknown) => requireAddress(address, account.address, unauthorized)

  const sendTransaction = async (tx: TransactionParams, chainId: number): Promise<Hex> => {
    const rpcUrl = rpcUrls.get(chainId)
    if (!rpcUrl) throw new ProviderRpcError(4901, `The wallet is not connected to chain ${chainId}.`)
    return sendFromAccount({ account, chainId, rpcUrl, tx })
  }

  return async ({ method, params, chainId, topic }: WalletRequest): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'personal_sign': {
        const [message, address] = list
        requireAccount(address)
        if (typeof message !== 'string') throw invalidParams('[message, address]')
        return account.signMessage({ message: signableMessage(message) })
      }
      case 'eth_signTypedData_v4': {
        const [address, raw] = list
        requireAccount(address)
        // Typed data that is not JSON fails as JSON.parse does (-32603), unlike the browser test wallet.
        const typedData = typedDataToSign(typeof raw === 'string' ? JSON.parse(raw) : raw)
        if (!typedData) throw invalidParams('[address, { types, primaryType, domain, message }]')
        return account.signTypedData(typedData)
      }
      case 'eth_sendTransaction': {
        const tx = list[0] as TransactionParams | undefined
        if (!tx || typeof tx !== 'object') throw invalidParams('[transaction]')
        requireAccount(tx.from ?? account.address)
        return sendTransaction(tx, chainId)
      }
      case 'wallet_switchEthereumChain': {
        const target = (list[0] as { chainId?: unknown } | undefined)?.chainId
        if (typeof target !== 'string' || !isHex(target)) throw invalidParams('[{ chainId: 0x… }]')
        await deps.switchChain(Number(target), topic)
        return null
      }
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'eth_accounts':
        return [account.address]
      default:
        throw new ProviderRpcError(4200, `The wallet does not support ${method}.`)
    }
  }
}
