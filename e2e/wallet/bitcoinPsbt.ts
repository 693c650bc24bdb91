/**
 * PSBTs of the e2e Bitcoin key with `@scure/btc-signer` (a real PSBT implementation, BIP-174): what the test wallet
 * signs with (bitcoinTestWallet.ts), and what the tests build and check. Regtest addresses (`bcrt`).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2pkh, p2tr, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'

/** Regtest's address prefixes (Bitcoin Core's chainparams): bech32 `bcrt`, base58 as testnet's. */
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))

/** The regtest P2TR (taproot, BIP-86 key path) address of a compressed public key: the wallet's ordinals one. */
export const taprootAddressOf = (publicKey: Uint8Array): string =>
  p2tr(publicKey.subarray(1), undefined, REGTEST).address!

/**
 * Signs the inputs at `indexes` of `psbt` with the hex secret key, allowing only `sigHash` when one is given
 * (SIGHASH_ALL otherwise, btc-signer's default). Answers the PSBT with the signatures added, not finalized.
 * @throws when an input at one of `indexes` is not the key's to sign
 */
export function signPsbtInputs(
  psbt: Uint8Array,
  secretKeyHex: string,
  indexes: readonly number[],
  sigHash?: number,
): Uint8Array {
  const transaction = Transaction.fromPSBT(psbt)
  const secretKey = hexBytes(secretKeyHex)
  for (const index of indexes)
    if (!transaction.signIdx(secretKey, index, sigHash === undefined ? undefined : [sigHash]))
      throw new Error(`input ${index} is not this key's to sign`)
  return transaction.toPSBT()
}

/** A fake previous output (no chain has it: a signature only commits to its id, script and amount). */
const FAKE_PREVOUT = hexBytes('11'.repeat(32))
/** The amount the fake prevout holds, and what goes to the payee (the rest is the fee). */
const PREVOUT_SATS = 100_000n
const PAYEE_SATS = 90_000n

/** An unsigned PSBT spending a P2WPKH output of `publicKey` (input 0) to `payee`. */
export function unsignedP2wpkhSpend(publicKey: Uint8Array, payee: string): Uint8Array {
  const transaction = new Transaction()
  transaction.addInput({
    txid: FAKE_PREVOUT,
    index: 0,
    witnessUtxo: { amount: PREVOUT_SATS, script: p2wpkh(publicKey, REGTEST).script },
  })
  transaction.addOutputAddress(payee, PAYEE_SATS, REGTEST)
  return transaction.toPSBT()
}

/**
 * Whether input 0 of `signedPsbt` (an {@link unsignedP2wpkhSpend}) carries a valid SIGHASH_ALL signature by
 * `publicKey`: the ECDSA signature verified over the input's BIP-143 sighash, then the input finalized into the
 * P2WPKH witness `[signature, publicKey]`.
 */
export function hasValidP2wpkhSignature(signedPsbt: Uint8Array, publicKey: Uint8Array): boolean {
  const transaction = Transaction.fromPSBT(signedPsbt)
  const [entry] = transaction.getInput(0).partialSig ?? []
  if (!entry) return false
  const [signer, signature] = entry
  if (signature.at(-1) !== SigHash.ALL || !signer.every((byte, index) => byte === publicKey[index]))
    return false
  // BIP-143: a P2WPKH input's script code is the P2PKH script of its key.
  const scriptCode = p2pkh(publicKey, REGTEST).script
  const sighash = transaction.preimageWitnessV0(0, scriptCode, SigHash.ALL, PREVOUT_SATS)
  const valid = secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, {
    prehash: false,
    format: 'der',
    lowS: true,
  })
  if (!valid) return false
  transaction.finalizeIdx(0)
  const witness = transaction.getInput(0).finalScriptWitness ?? []
  return witness.length === 2 && witness[1]!.every((byte, index) => byte === publicKey[index])
}
