/**
 * A real Wallet Standard Solana wallet for the host page of the e2e tests, bundled to one IIFE
 * (`/solana-test-wallet.js`). It holds an ed25519 key (`@noble/curves`), registers itself with
 * `@wallet-standard/wallet`'s `registerWallet`, signs messages and transactions with that key, and sends to the
 * loopback Solana runtime (e2e/stack/solana.ts). Each request waits for `window.solanaTestWallet.approve()` or
 * `.reject()`, as a wallet's own UI would. Config: `window.solanaTestWalletConfig` (`SolanaTestWalletConfig`).
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  getBase58Decoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'

export type SolanaTestWalletConfig = {
  /** The 32-byte ed25519 secret key, hex. Default: a fresh random one. */
  secretKey?: string
  /** Where `signAndSendTransaction` sends (Solana JSON-RPC). */
  rpcUrl?: string
  /** The wallet's name. Default `Solana Test Wallet`. */
  name?: string
  /** Approve every request at once (the bench). Default false. */
  autoApprove?: boolean
  /** Remember the authorization across reloads (in the page's localStorage), as real wallets do. Default false. */
  persist?: boolean
}

type Pending = { id: number; method: string; approve(): void; reject(): void }

const config: SolanaTestWalletConfig =
  (window as unknown as { solanaTestWalletConfig?: SolanaTestWalletConfig }).solanaTestWalletConfig ?? {}
const secretKey = config.secretKey
  ? Uint8Array.from(config.secretKey.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))
  : ed25519.utils.randomSecretKey()
const publicKey = ed25519.getPublicKey(secretKey)
const address = getBase58Decoder().decode(publicKey)
const CHAINS: IdentifierString[] = ['solana:mainnet', 'solana:devnet', 'solana:localnet']
const FEATURES: IdentifierString[] = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
]
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzE0ZjE5NSIvPjwvc3ZnPg=='
const account: WalletAccount = Object.freeze({ address, publicKey, chains: CHAINS, features: FEATURES })

const PERSIST_KEY = 'solanaTestWallet:authorized'
let accounts: WalletAccount[] = config.persist && localStorage.getItem(PERSIST_KEY) ? [account] : []
let nextId = 1
const queue: Pending[] = []
const changeListeners = new Set<(properties: { accounts: WalletAccount[] }) => void>()
const setAccounts = (next: WalletAccount[]) => {
  accounts = next
  if (config.persist) {
    if (next.length) localStorage.setItem(PERSIST_KEY, '1')
    else localStorage.removeItem(PERSIST_KEY)
  }
  for (const listener of changeListeners) listener({ accounts })
}

/** Waits for the user (the test) to approve; a rejection is Wallet Standard wallets' usual 4001-coded error. */
function ask(method: string): Promise<void> {
  if (config.autoApprove) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const entry: Pending = {
      id: nextId++,
      method,
      approve: () => resolve(),
      reject: () => reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    }
    queue.push(entry)
  })
}

function requireAccount(input: { account: WalletAccount }) {
  if (input.account.address !== address || accounts.length === 0)
    throw Object.assign(new Error('Unknown or unauthorized account'), { code: 4100 })
}

/** Signs a wire transaction as its account's signer: decoded, the message signed, encoded again. */
function signWire(bytes: Uint8Array): { signed: Uint8Array; signature: Uint8Array } {
  const transaction: Transaction = getTransactionDecoder().decode(bytes)
  if (!(address in transaction.signatures))
    throw new Error(`The transaction needs no signature of ${address}`)
  const signature = ed25519.sign(Uint8Array.from(transaction.messageBytes), secretKey)
  const signatures = { ...transaction.signatures, [address]: signature }
  const signed = getTransactionEncoder().encode({ ...transaction, signatures } as Transaction)
  return { signed: Uint8Array.from(signed), signature }
}

async function send(signed: Uint8Array, options: { preflightCommitment?: string } = {}) {
  if (!config.rpcUrl) throw new Error('solanaTestWallet: no rpcUrl configured')
  const wire = getBase64Decoder().decode(signed)
  const body = {
    jsonrpc: '2.0',
    id: 1,
    method: 'sendTransaction',
    params: [wire, { encoding: 'base64', ...options }],
  }
  const response = await fetch(config.rpcUrl, { method: 'POST', body: JSON.stringify(body) })
  const { error } = (await response.json()) as { error?: { message: string } }
  if (error) throw new Error(error.message)
}

const wallet: Wallet = {
  version: '1.0.0',
  name: config.name ?? 'Solana Test Wallet',
  icon: ICON,
  chains: CHAINS,
  get accounts() {
    return accounts
  },
  features: {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        if (!input?.silent && accounts.length === 0) {
          await ask('standard:connect')
          setAccounts([account])
        }
        return { accounts }
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => setAccounts([]) },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (properties: { accounts: WalletAccount[] }) => void) {
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        const outputs = []
        for (const input of inputs) {
          requireAccount(input)
          await ask('solana:signMessage')
          outputs.push({ signedMessage: input.message, signature: ed25519.sign(input.message, secretKey) })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
        const outputs = []
        for (const input of inputs) {
          requireAccount(input)
          await ask('solana:signTransaction')
          outputs.push({ signedTransaction: signWire(input.transaction).signed })
        }
        return outputs
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(
        ...inputs: {
          account: WalletAccount
          transaction: Uint8Array
          options?: { preflightCommitment?: string }
        }[]
      ) {
        const outputs = []
        for (const input of inputs) {
          requireAccount(input)
          await ask('solana:signAndSendTransaction')
          const { signed, signature } = signWire(input.transaction)
          await send(signed, input.options)
          outputs.push({ signature })
        }
        return outputs
      },
    },
  },
}

registerWallet(wallet)

const take = () => {
  const entry = queue.shift()
  if (!entry) throw new Error('solanaTestWallet: no pending request')
  return entry
}
Object.assign(window, {
  solanaTestWallet: {
    address,
    pending: () => queue.map(({ id, method }) => ({ id, method })),
    approve: () => take().approve(),
    reject: () => take().reject(),
  },
})
