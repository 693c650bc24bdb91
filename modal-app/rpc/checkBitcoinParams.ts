import { rpcErrors } from '../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../shared/protocol.js'

type InputToSign = { address: string; signingIndexes: number[]; sigHash?: number }

export type BitcoinParams =
  | { pubkey: string; message: Uint8Array }
  | { psbt: Uint8Array; inputsToSign: InputToSign[]; chain?: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isIndex = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0

/**
 * The params of a Bitcoin signing method, as the modal's Wallet Standard wallet sends them
 * (loader/walletStandardWallet.ts): `bip122_signMessage` `{ pubkey, message }`; `bip122_signTransaction`
 * `{ psbt, inputsToSign: [{ address, signingIndexes, sigHash? }], chain? }`, bytes as `Uint8Array`. Checked before
 * the wallet sees them, and copied with only those fields.
 * @throws {ProviderRpcError} -32602 `Invalid {method} params: …`
 */
export function checkBitcoinParams(method: string, params: RequestArguments['params']): BitcoinParams {
  const fail = (problem: string) => rpcErrors.invalidParams(`Invalid ${method} params: ${problem}`)
  if (!isRecord(params)) throw fail('expected an object')
  if (method === 'bip122_signMessage') {
    const { pubkey, message } = params
    if (typeof pubkey !== 'string') throw fail('pubkey must be the address of the connected account')
    if (!(message instanceof Uint8Array)) throw fail('message must be a Uint8Array')
    return { pubkey, message }
  }
  const { psbt, inputsToSign, chain } = params
  if (!(psbt instanceof Uint8Array)) throw fail('psbt must be a Uint8Array')
  if (!Array.isArray(inputsToSign) || inputsToSign.length === 0)
    throw fail('inputsToSign must be a non-empty array')
  if (chain !== undefined && typeof chain !== 'string') throw fail('chain must be a string')
  const inputs = inputsToSign.map((input: unknown, index): InputToSign => {
    if (!isRecord(input)) throw fail(`inputsToSign[${index}] must be an object`)
    const { address, signingIndexes, sigHash } = input
    if (typeof address !== 'string') throw fail(`inputsToSign[${index}].address must be a string`)
    if (!Array.isArray(signingIndexes) || !signingIndexes.every(isIndex))
      throw fail(`inputsToSign[${index}].signingIndexes must be an array of input indexes`)
    if (
      sigHash !== undefined &&
      !(Number.isInteger(sigHash) && (sigHash as number) >= 0 && (sigHash as number) <= 0xff)
    )
      throw fail(`inputsToSign[${index}].sigHash must be a sighash byte`)
    return {
      address,
      signingIndexes: [...signingIndexes],
      ...(sigHash === undefined ? {} : { sigHash: sigHash as number }),
    }
  })
  return { psbt, inputsToSign: inputs, ...(chain === undefined ? {} : { chain }) }
}
