import { ed25519 } from '@noble/curves/ed25519.js'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'
import type { SessionTypes } from '@walletconnect/types'
import { invalidParams, ProviderRpcError } from '../wallet/transactions.js'
import type { WalletRequest } from './walletTypes.js'

/** WalletConnect's Solana methods the test wallet approves (the modal's proposal asks for these). */
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']

const paramsOf = (params: unknown) =>
  (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>

/**
 * The test wallet's Solana account: an ed25519 key (@noble/curves), the namespace it approves, and its answers
 * in WalletConnect's Solana RPC shapes (base58 message and signature, base64 transactions). `rpcUrl`, the SVM's
 * JSON-RPC, is where `solana_signAndSendTransaction` sends.
 */
export function createSolanaAccount(secretKey: Uint8Array, rpcUrl: string | undefined) {
  const address = getBase58Decoder().decode(ed25519.getPublicKey(secretKey))
  const base58 = (text: unknown) => getBase58Encoder().encode(String(text))

  const signWire = (wire: unknown) => {
    if (typeof wire !== 'string') throw invalidParams('{ transaction: base64 }')
    const transaction: Transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
    if (!(address in transaction.signatures))
      throw new ProviderRpcError(4100, `No signature of ${address} is asked`)
    const signature = ed25519.sign(Uint8Array.from(transaction.messageBytes), secretKey)
    const signatures = { ...transaction.signatures, [address]: signature }
    const signed = getTransactionEncoder().encode({ ...transaction, signatures } as Transaction)
    return { signature: getBase58Decoder().decode(signature), transaction: getBase64Decoder().decode(signed) }
  }

  const send = async (transaction: string, sendOptions: unknown) => {
    if (!rpcUrl) throw new ProviderRpcError(4200, 'The wallet has no Solana RPC to send to')
    const params = [transaction, { encoding: 'base64', ...paramsOf(sendOptions) }]
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params }),
    })
    const { error } = (await response.json()) as { error?: { message: string } }
    if (error) throw new ProviderRpcError(-32603, error.message)
  }

  return {
    address,
    /** The solana namespace approving `chains`. */
    namespace: (chains: readonly string[]): SessionTypes.Namespace => ({
      chains: [...chains],
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: SOLANA_METHODS,
      events: [],
    }),
    async answer({ method, params }: WalletRequest): Promise<unknown> {
      const input = paramsOf(params)
      if (method === 'solana_signMessage') {
        if (input.pubkey !== address)
          throw new ProviderRpcError(4100, `Unknown account ${String(input.pubkey)}`)
        const signature = ed25519.sign(Uint8Array.from(base58(input.message)), secretKey)
        return { signature: getBase58Decoder().decode(signature) }
      }
      if (method === 'solana_signTransaction') return signWire(input.transaction)
      if (method === 'solana_signAndSendTransaction') {
        const { signature, transaction } = signWire(input.transaction)
        await send(transaction, input.sendOptions)
        return { signature }
      }
      throw new ProviderRpcError(4200, `The wallet does not support ${method}.`)
    },
  }
}
