import type * as v from 'valibot'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import { isRecord } from '../../../shared/guards.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import { bitcoinMessageParams, bitcoinTransactionParams, signingParams } from '../signingParams.js'
import { base64Bytes, encodeBase64 } from './walletConnectSolanaEncoding.js'

type Send = (args: RequestArguments) => Promise<unknown>

const fieldOf = (result: unknown, field: string): unknown => (isRecord(result) ? result[field] : undefined)

/**
 * The bytes of a signature a wallet answered: hex without 0x, as WalletConnect's Bitcoin reference defines it, or
 * base64, as wallets of the sats-connect lineage answer (a 65-byte BIP-137 signature is 88 base64 characters with
 * padding, never hex).
 */
function signatureBytes(text: unknown): Uint8Array {
  if (typeof text === 'string' && /^(?:[0-9a-f]{2})+$/i.test(text))
    return Uint8Array.from({ length: text.length / 2 }, (_, index) =>
      Number.parseInt(text.slice(index * 2, index * 2 + 2), 16),
    )
  return base64Bytes(text, 'a signature')
}

/** The message as WalletConnect carries it (a string): the bytes must be UTF-8 text, or the wallet signs others. */
function messageText(message: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(message)
  } catch {
    throw rpcErrors.invalidParams(
      'Invalid bip122_signMessage params: WalletConnect carries a message as text, and these bytes are not UTF-8',
    )
  }
}

/** `inputsToSign` (per address, its input indexes) as WalletConnect's `signInputs` (one entry per input). */
const signInputsOf = (inputs: v.InferOutput<typeof bitcoinTransactionParams>['inputsToSign']) =>
  inputs.flatMap(({ address, signingIndexes, sigHash }) =>
    signingIndexes.map((index) => ({
      address,
      index,
      ...(sigHash === undefined ? {} : { sighashTypes: [sigHash] }),
    })),
  )

/**
 * A Bitcoin request to a WalletConnect wallet in WalletConnect's Bitcoin RPC shapes (`signMessage` with the
 * message as text and `protocol: 'ecdsa'`, the legacy BIP-137 format the modal's other Bitcoin wallets answer;
 * `signPsbt` with the PSBT in base64, never broadcast), answered in the Wallet Standard output shapes the dapp gets
 * from every Bitcoin wallet: `{ signedMessage, signature }`, `{ signedPsbt }`. Only the connected account signs.
 */
export async function answerBitcoinOverWalletConnect(
  args: RequestArguments,
  address: string,
  send: Send,
): Promise<unknown> {
  const { method } = args
  if (method === 'bip122_signMessage') {
    const { pubkey, message } = signingParams(bitcoinMessageParams, args)
    checkSigners([pubkey], address)
    const text = messageText(message)
    const result = await send({
      method: 'signMessage',
      params: { account: address, address, message: text, protocol: 'ecdsa' },
    })
    const signer = fieldOf(result, 'address')
    if (signer !== undefined && signer !== address)
      throw rpcErrors.internal(`The wallet signed with ${String(signer)}, not the connected account`)
    return { signedMessage: message, signature: signatureBytes(fieldOf(result, 'signature')) }
  }
  if (method === 'bip122_signTransaction') {
    const { psbt, inputsToSign } = signingParams(bitcoinTransactionParams, args)
    checkSigners(
      inputsToSign.map((input) => input.address),
      address,
    )
    const result = await send({
      method: 'signPsbt',
      params: {
        account: address,
        psbt: encodeBase64(psbt),
        signInputs: signInputsOf(inputsToSign),
        broadcast: false,
      },
    })
    return { signedPsbt: base64Bytes(fieldOf(result, 'psbt'), 'a PSBT') }
  }
  throw rpcErrors.notAllowed()
}

/** @throws {ProviderRpcError} 4100 unless every signer is the connected account (and there is one). */
function checkSigners(signers: readonly string[], address: string): void {
  const stranger = signers.find((signer) => signer !== address)
  if (stranger !== undefined || signers.length === 0)
    throw rpcErrors.unauthorized(`${stranger ?? 'The account'} is not the connected Bitcoin account`)
}
