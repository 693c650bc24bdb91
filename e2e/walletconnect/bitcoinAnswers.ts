import { secp256k1 } from '@noble/curves/secp256k1.js'
import { Transaction } from '@scure/btc-signer'
import type { SessionTypes } from '@walletconnect/types'
import { bitcoinKeyOf, signBitcoinMessage } from '../wallet/bitcoinKeys.js'
import { invalidParams, ProviderRpcError } from '../wallet/transactions.js'
import type { WalletRequest } from './walletTypes.js'

/** WalletConnect's Bitcoin methods and event (its Bitcoin RPC reference); the modal's proposal asks for these. */
const BIP122_METHODS = ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses']
const BIP122_EVENTS = ['bip122_addressesChanged']

// No Buffer: the phone wallet runs this in the browser (e2e/wallet/phoneWallet.ts).
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const hexBytes = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
const base64Bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const paramsOf = (params: unknown) =>
  (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>

/** `signPsbt`'s `signInputs`: `[{ address, index, sighashTypes? }]`, each for this wallet's address. */
function signInputsOf(value: unknown, address: string) {
  if (!Array.isArray(value)) throw invalidParams('{ signInputs: [{ address, index, sighashTypes? }] }')
  return value.map((entry: unknown) => {
    const { address: signer, index, sighashTypes } = paramsOf(entry)
    if (signer !== address) throw new ProviderRpcError(4100, `Unknown address ${String(signer)}`)
    if (!Number.isSafeInteger(index)) throw invalidParams('signInputs[].index must be an input index')
    return { index: index as number, sighashTypes: sighashTypes as number[] | undefined }
  })
}

/**
 * The test wallet's Bitcoin account: a secp256k1 key (e2e/wallet/bitcoinKeys.ts) with its regtest P2WPKH address
 * (the first external address WalletConnect connects), the namespace it approves, and its answers in WalletConnect's
 * Bitcoin RPC shapes: `signMessage` (BIP-137, hex), `signPsbt` (base64 PSBTs, signed with @scure/btc-signer; it
 * never broadcasts), `getAccountAddresses`.
 */
export function createBitcoinAccount(secretKeyHex: string) {
  const secretKey = hexBytes(secretKeyHex)
  const { address, publicKey } = bitcoinKeyOf(secretKeyHex)
  /** `getAccountAddresses`' answer: a static wallet's one address, with its key and path. */
  const accountAddresses = () => [
    { address, publicKey: hex(publicKey), path: "m/84'/1'/0'/0/0", intention: 'payment' },
  ]
  const requireAccount = (account: unknown) => {
    if (account !== address) throw new ProviderRpcError(4100, `Unknown account ${String(account)}`)
  }

  const signPsbt = (input: Record<string, unknown>) => {
    if (typeof input.psbt !== 'string') throw invalidParams('{ psbt: base64 }')
    if (input.broadcast === true) throw new ProviderRpcError(4200, 'This wallet does not broadcast')
    const transaction = Transaction.fromPSBT(base64Bytes(input.psbt))
    for (const { index, sighashTypes } of signInputsOf(input.signInputs, address))
      transaction.signIdx(secretKey, index, sighashTypes)
    return { psbt: base64(transaction.toPSBT()) }
  }

  return {
    address,
    publicKey,
    /** The bip122 namespace approving `chains` with the account. */
    namespace: (chains: readonly string[]): SessionTypes.Namespace => ({
      chains: [...chains],
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: BIP122_METHODS,
      events: BIP122_EVENTS,
    }),
    /** The session properties a bip122 approval carries: the addresses as `getAccountAddresses` answers them. */
    sessionProperties: () => ({ bip122_getAccountAddresses: JSON.stringify(accountAddresses()) }),
    async answer({ method, params }: WalletRequest): Promise<unknown> {
      const input = paramsOf(params)
      requireAccount(input.account)
      if (method === 'signMessage') {
        if (typeof input.message !== 'string') throw invalidParams('{ message: string }')
        if (input.address !== undefined && input.address !== address)
          throw new ProviderRpcError(4100, `Unknown address ${String(input.address)}`)
        if (input.protocol !== undefined && input.protocol !== 'ecdsa')
          throw new ProviderRpcError(
            4200,
            `This wallet signs ECDSA (BIP-137) messages, not ${String(input.protocol)}`,
          )
        const signature = signBitcoinMessage(secretKeyHex, new TextEncoder().encode(input.message))
        return { address, signature: hex(signature) }
      }
      if (method === 'signPsbt') return signPsbt(input)
      if (method === 'getAccountAddresses') return accountAddresses()
      throw new ProviderRpcError(4200, `The wallet does not support ${method}.`)
    },
  }
}

/** A fresh secp256k1 secret key, as hex. */
export const randomBitcoinSecretKey = () => hex(secp256k1.utils.randomSecretKey())
