import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder, getBase64Decoder, getTransactionDecoder, getTransactionEncoder } from '@solana/kit'
import { describe, expect, test, vi } from 'vitest'
import { answerOverWalletConnect } from './walletConnectSolanaRequests.js'

const secretKey = ed25519.utils.randomSecretKey()
const publicKey = ed25519.getPublicKey(secretKey)
const address = getBase58Decoder().decode(publicKey)

/**
 * A legacy transaction with one required signer (`publicKey`) and one empty signature slot, serialized by hand
 * after Solana's wire format: compact-u16 signature count, signatures, then the message (header, keys, blockhash,
 * no instructions).
 */
function unsignedTransaction(): Uint8Array {
  const message = Uint8Array.from([1, 0, 0, 1, ...publicKey, ...new Uint8Array(32).fill(7), 0])
  return Uint8Array.from([1, ...new Uint8Array(64), ...message])
}

describe('answerOverWalletConnect', () => {
  test('default: signMessage sends base58 message and pubkey, and answers the Wallet Standard output', async () => {
    const message = new TextEncoder().encode('hello')
    const signature = ed25519.sign(message, secretKey)
    const send = vi.fn(async () => ({ signature: getBase58Decoder().decode(signature) }))
    const output = await answerOverWalletConnect(
      { method: 'solana_signMessage', params: { pubkey: address, message } },
      address,
      send,
    )
    expect(send).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: address },
    })
    expect(output).toEqual({ signedMessage: message, signature })
  })

  test('behavior: a signTransaction answer with the signature alone is put in the signer’s slot', async () => {
    const transaction = unsignedTransaction()
    const decoded = getTransactionDecoder().decode(transaction)
    const signature = ed25519.sign(Uint8Array.from(decoded.messageBytes), secretKey)
    const send = vi.fn(async () => ({ signature: getBase58Decoder().decode(signature) }))
    const { signedTransaction } = (await answerOverWalletConnect(
      { method: 'solana_signTransaction', params: { pubkey: address, transaction } },
      address,
      send,
    )) as { signedTransaction: Uint8Array }
    expect(send).toHaveBeenCalledWith({
      method: 'solana_signTransaction',
      params: { transaction: getBase64Decoder().decode(transaction), pubkey: address },
    })
    const signed = getTransactionDecoder().decode(signedTransaction)
    expect(signed.signatures[address as never]).toEqual(signature)
    expect(getTransactionEncoder().encode(signed)).toEqual(signedTransaction)
  })

  test('error: another account than the connected one is refused before the wallet is asked', async () => {
    const send = vi.fn()
    const other = getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
    await expect(
      answerOverWalletConnect(
        { method: 'solana_signMessage', params: { pubkey: other, message: new Uint8Array(1) } },
        address,
        send,
      ),
    ).rejects.toMatchObject({ code: 4100 })
    expect(send).not.toHaveBeenCalled()
  })

  test('error: an answer that is not base58 fails clearly', async () => {
    const send = vi.fn(async () => ({ signature: '0OIl' }))
    await expect(
      answerOverWalletConnect(
        { method: 'solana_signMessage', params: { pubkey: address, message: new Uint8Array(1) } },
        address,
        send,
      ),
    ).rejects.toThrow('The wallet answered a signature that is not base58')
  })

  test('error: params that are not a signing request’s are -32602 before the wallet is asked', async () => {
    const send = vi.fn()
    await expect(
      answerOverWalletConnect(
        { method: 'solana_signMessage', params: { pubkey: address, message: 'hello' } },
        address,
        send,
      ),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid solana_signMessage params: message must be a Uint8Array',
    })
    expect(send).not.toHaveBeenCalled()
  })
})
