import { rpcErrors } from '../../../shared/errors/codes.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import { decodeBase58 } from '../../config/solanaAddress.js'
import {
  base58Bytes,
  base64Bytes,
  encodeBase58,
  encodeBase64,
  withSignature,
} from './walletConnectSolanaEncoding.js'

/** A Solana signing request as the router hands it over (rpc/checkSolanaParams.ts), bytes as `Uint8Array`. */
type SolanaRequest = {
  pubkey: string
  message?: Uint8Array
  transaction?: Uint8Array
  options?: Record<string, unknown>
}

type Send = (args: RequestArguments) => Promise<unknown>

const fieldOf = (result: unknown, field: string): unknown =>
  typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[field] : undefined

/**
 * A Solana request to a WalletConnect wallet in WalletConnect's Solana RPC shapes (base58 messages and
 * signatures, base64 serialized transactions), answered in the Wallet Standard output shapes the dapp gets from
 * every Solana wallet: `{ signedMessage, signature }`, `{ signedTransaction }`, `{ signature }`.
 */
export async function answerOverWalletConnect(
  { method, params }: RequestArguments,
  address: string,
  send: Send,
): Promise<unknown> {
  const { pubkey, message, transaction, options } = params as SolanaRequest
  if (pubkey !== address) throw rpcErrors.unauthorized(`${pubkey} is not the connected Solana account`)
  if (method === 'solana_signMessage') {
    const result = await send({ method, params: { message: encodeBase58(message!), pubkey } })
    return { signedMessage: message, signature: base58Bytes(fieldOf(result, 'signature'), 'a signature') }
  }
  if (method === 'solana_signTransaction') {
    const result = await send({ method, params: { transaction: encodeBase64(transaction!), pubkey } })
    const signed = fieldOf(result, 'transaction')
    if (signed !== undefined) return { signedTransaction: base64Bytes(signed, 'a transaction') }
    const signature = base58Bytes(fieldOf(result, 'signature'), 'a signature')
    return { signedTransaction: withSignature(transaction!, decodeBase58(pubkey)!, signature) }
  }
  if (method === 'solana_signAndSendTransaction') {
    const sendOptions = options ?? {}
    const result = await send({
      method,
      params: { transaction: encodeBase64(transaction!), pubkey, sendOptions },
    })
    return { signature: base58Bytes(fieldOf(result, 'signature'), 'a signature') }
  }
  throw rpcErrors.notAllowed()
}
