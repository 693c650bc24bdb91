/**
 * A real Wallet Standard Bitcoin wallet for the host page of the e2e tests, bundled to one IIFE
 * (`/bitcoin-test-wallet.js`), with the features of the Exodus / MetaMask Bitcoin wallet standard that the tests use:
 * `bitcoin:connect` (a `payment` account: the regtest P2WPKH address of a secp256k1 key, bitcoinKeys.ts; an
 * `ordinals` account: the regtest P2TR address of the same key, bitcoinPsbt.ts),
 * `bitcoin:signMessage` (BIP-137 signatures with that key), `bitcoin:signTransaction` (PSBT inputs signed with it by
 * `@scure/btc-signer`, bitcoinPsbt.ts), `standard:disconnect` and `standard:events`. Each
 * request waits for `window.bitcoinTestWallet.approve()` or `.reject()`, as a wallet's own UI would. Like a real
 * wallet it remembers which page it authorised (in the page's localStorage) and lists that page's accounts in
 * `accounts` on the next load, without asking. Config: `window.bitcoinTestWalletConfig` (`BitcoinTestWalletConfig`).
 */
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { BITCOIN_TEST_SECRET_KEY, bitcoinKeyOf, REGTEST_CHAIN_ID, signBitcoinMessage } from './bitcoinKeys.js'
import { signPsbtInputs, taprootAddressOf } from './bitcoinPsbt.js'

export type BitcoinTestWalletConfig = {
  /** The 32-byte secp256k1 secret key, hex. Default: the key the local Esplora funds. */
  secretKey?: string
  /** The wallet's name. Default `Bitcoin Test Wallet`. */
  name?: string
}

type Pending = { id: number; method: string; approve(): void; reject(): void }

const config: BitcoinTestWalletConfig =
  (window as unknown as { bitcoinTestWalletConfig?: BitcoinTestWalletConfig }).bitcoinTestWalletConfig ?? {}
const secretKey = config.secretKey ?? BITCOIN_TEST_SECRET_KEY
const { address, publicKey } = bitcoinKeyOf(secretKey)
// Real Bitcoin wallets name their chains `bitcoin:*` beside the CAIP-2 ids (ARCHITECTURE.md).
const CHAINS: IdentifierString[] = ['bitcoin:regtest', `bip122:${REGTEST_CHAIN_ID}`]
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iI2Y3OTMxYSIvPjwvc3ZnPg=='
const FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as IdentifierString[]
/** The account of each purpose: payment P2WPKH, ordinals P2TR (its x-only key, as taproot wallets give it). */
const BY_PURPOSE: Record<string, WalletAccount> = {
  payment: Object.freeze({ address, publicKey, chains: CHAINS, features: FEATURES }),
  ordinals: Object.freeze({
    address: taprootAddressOf(publicKey),
    publicKey: publicKey.subarray(1),
    chains: CHAINS,
    features: FEATURES,
  }),
}
const accountsFor = (purposes: readonly string[]) => [
  ...new Set(purposes.filter((purpose) => Object.hasOwn(BY_PURPOSE, purpose)).map((p) => BY_PURPOSE[p]!)),
]

const AUTHORISED_KEY = `bitcoinTestWallet:authorised:${config.name ?? ''}`
/** Remembers the purposes this page is authorised for (none: forgets it) for the next load; the page is not told. */
const storeAuthorisation = (purposes: readonly string[]) =>
  purposes.length > 0
    ? localStorage.setItem(AUTHORISED_KEY, purposes.join(','))
    : localStorage.removeItem(AUTHORISED_KEY)
type InputToSign = { account: WalletAccount; signingIndexes: number[]; sigHash?: number }
type SignTransactionInput = { psbt: Uint8Array; inputsToSign: InputToSign[]; chain?: string }

let accounts: WalletAccount[] = accountsFor(localStorage.getItem(AUTHORISED_KEY)?.split(',') ?? [])
let nextId = 1
const queue: Pending[] = []
const changeListeners = new Set<(properties: { accounts: WalletAccount[] }) => void>()
const authorise = (purposes: readonly string[]) => {
  accounts = accountsFor(purposes)
  storeAuthorisation(purposes)
  for (const listener of changeListeners) listener({ accounts })
}

/** Refuses an account this wallet has not authorised the page for, as wallets do (4100). */
const checkAuthorised = (account: WalletAccount) => {
  if (!accounts.some((candidate) => candidate.address === account.address))
    throw Object.assign(new Error('Unknown or unauthorized account'), { code: 4100 })
}

/** Waits for the user (the test) to approve; a rejection is the usual 4001-coded error. */
function ask(method: string): Promise<void> {
  return new Promise((resolve, reject) => {
    queue.push({
      id: nextId++,
      method,
      approve: () => resolve(),
      reject: () => reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    })
  })
}

const wallet: Wallet = {
  version: '1.0.0',
  name: config.name ?? 'Bitcoin Test Wallet',
  icon: ICON,
  chains: CHAINS,
  get accounts() {
    return accounts
  },
  features: {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect({ purposes }: { purposes: ('payment' | 'ordinals')[] }) {
        await ask('bitcoin:connect')
        authorise(purposes)
        // One account per purpose, in the order asked.
        return { accounts: purposes.flatMap((purpose) => accountsFor([purpose])) }
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => authorise([]) },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (properties: { accounts: WalletAccount[] }) => void) {
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        const outputs = []
        for (const input of inputs) {
          checkAuthorised(input.account)
          await ask('bitcoin:signMessage')
          outputs.push({
            signedMessage: input.message,
            signature: signBitcoinMessage(secretKey, input.message),
          })
        }
        return outputs
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs: SignTransactionInput[]) {
        const outputs = []
        for (const { psbt, inputsToSign } of inputs) {
          for (const { account } of inputsToSign) checkAuthorised(account)
          await ask('bitcoin:signTransaction')
          let signedPsbt = psbt
          for (const { signingIndexes, sigHash } of inputsToSign)
            signedPsbt = signPsbtInputs(signedPsbt, secretKey, signingIndexes, sigHash)
          outputs.push({ signedPsbt })
        }
        return outputs
      },
    },
  },
}

registerWallet(wallet)

const take = () => {
  const entry = queue.shift()
  if (!entry) throw new Error('bitcoinTestWallet: no pending request')
  return entry
}
Object.assign(window, {
  bitcoinTestWallet: {
    address,
    pending: () => queue.map(({ id, method }) => ({ id, method })),
    approve: () => take().approve(),
    reject: () => take().reject(),
    storeAuthorisation,
  },
})
