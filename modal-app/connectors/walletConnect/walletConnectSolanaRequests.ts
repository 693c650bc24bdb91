import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import { isRecord } from '../../../shared/guards.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import { decodeBase58 } from '../../config/solanaAddress.js'
import { signingParams, solanaMessageParams, solanaTransactionParams } from '../signingParams.js'
import {
  base58Bytes,
  base64Bytes,
  encodeBase58,
  encodeBase64,
  withSignature,
} from './walletConnectSolanaEncoding.js'

type Send = (args: RequestArguments) => Promise<unknown>

const fieldOf = (result: unknown, field: string): unknown => (isRecord(result) ? result[field] : undefined)

/**
 * A Solana request to a WalletConnect wallet in WalletConnect's Solana RPC shapes (base58 messages and
 * signatures, base64 serialized transactions), answered in the Wallet Standard output shapes the dapp gets from
 * every Solana wallet: `{ signedMessage, signature }`, `{ signedTransaction }`, `{ signature }`.
 */
export async function answerOverWalletConnect(
  args: RequestArguments,
  address: string,
  send: Send,
): Promise<unknown> {
  const { method } = args
  if (method === 'solana_signMessage') {
    const { pubkey, message } = signingParams(solanaMessageParams, args)
    checkSigner(pubkey, address)
    const result = await send({ method, params: { message: encodeBase58(message), pubkey } })
    return { signedMessage: message, signature: base58Bytes(fieldOf(result, 'signature'), 'a signature') }
  }
  if (method !== 'solana_signTransaction' && method !== 'solana_signAndSendTransaction')
    throw rpcErrors.notAllowed()
  const { pubkey, transaction, options } = signingParams(solanaTransactionParams, args)
  const signer = checkSigner(pubkey, address)
  if (method === 'solana_signTransaction') {
    const result = await send({ method, params: { transaction: encodeBase64(transaction), pubkey } })
    const signed = fieldOf(result, 'transaction')
    if (signed !== undefined) return { signedTransaction: base64Bytes(signed, 'a transaction') }
    const signature = base58Bytes(fieldOf(result, 'signature'), 'a signature')
    return { signedTransaction: withSignature(transaction, signer, signature) }
  }
  const sendOptions = options ?? {}
  const result = await send({
    method,
    params: { transaction: encodeBase64(transaction), pubkey, sendOptions },
  })
  return { signature: base58Bytes(fieldOf(result, 'signature'), 'a signature') }
}

/**
 * The connected account's public key, when `pubkey` is that account. @throws {ProviderRpcError} 4100
 * otherwise.
 */
function checkSigner(pubkey: string, address: string): Uint8Array {
  const key = pubkey === address ? decodeBase58(pubkey) : undefined
  if (!key) throw rpcErrors.unauthorized(`${pubkey} is not the connected Solana account`)
  return key
}
