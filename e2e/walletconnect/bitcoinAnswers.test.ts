import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2pkh, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { BITCOIN_TEST_SECRET_KEY, verifyBitcoinMessage } from '../wallet/bitcoinKeys.js'
import { createBitcoinAccount } from './bitcoinAnswers.js'
import type { WalletRequest } from './walletTypes.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const account = createBitcoinAccount(BITCOIN_TEST_SECRET_KEY)
const request = (method: string, params: unknown): WalletRequest => ({
  id: 1,
  topic: 'topic',
  chainId: Number.NaN,
  chain: REGTEST,
  method,
  params,
})

/** A PSBT spending a (fictitious) P2WPKH output of the account's key, back to its address. */
function unsignedPsbt(): string {
  const transaction = new Transaction()
  transaction.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: p2wpkh(account.publicKey).script, amount: 100_000n },
  })
  transaction.addOutput({ script: p2wpkh(account.publicKey).script, amount: 90_000n })
  return Buffer.from(transaction.toPSBT()).toString('base64')
}

describe('the test wallet’s Bitcoin account', () => {
  test('default: signMessage answers a hex BIP-137 signature of the text by its key', async () => {
    const result = (await account.answer(
      request('signMessage', { account: account.address, address: account.address, message: 'hello' }),
    )) as { address: string; signature: string }
    expect(result.address).toBe(account.address)
    const signature = Uint8Array.from(Buffer.from(result.signature, 'hex'))
    expect(verifyBitcoinMessage(account.address, new TextEncoder().encode('hello'), signature)).toBe(true)
  })

  test('default: signPsbt signs the asked input with its key (the signature verifies), and the PSBT finalizes', async () => {
    const result = (await account.answer(
      request('signPsbt', {
        account: account.address,
        psbt: unsignedPsbt(),
        signInputs: [{ address: account.address, index: 0 }],
        broadcast: false,
      }),
    )) as { psbt: string }
    const signed = Transaction.fromPSBT(Uint8Array.from(Buffer.from(result.psbt, 'base64')))
    const [signer, signature] = signed.getInput(0).partialSig![0]!
    expect(signer).toEqual(account.publicKey)
    // BIP-143: the P2WPKH input's sighash commits to its P2PKH script code and amount; the signature is DER + type.
    const sighash = signed.preimageWitnessV0(0, p2pkh(account.publicKey).script, SigHash.ALL, 100_000n)
    const der = signature.subarray(0, -1)
    expect(signature.at(-1)).toBe(SigHash.ALL)
    expect(secp256k1.verify(der, sighash, account.publicKey, { prehash: false, format: 'der' })).toBe(true)
    expect(
      secp256k1.verify(
        der,
        sighash.map((byte) => byte ^ 1),
        account.publicKey,
        { prehash: false, format: 'der' },
      ),
    ).toBe(false)
    signed.finalizeIdx(0)
    expect(signed.isFinal).toBe(true)
  })

  test('error: another account is refused with 4100', async () => {
    await expect(
      account.answer(request('signMessage', { account: 'bcrt1qother', message: 'hello' })),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
