/**
 * A Solana dapp that finds wallets the way the Wallet Standard ecosystem does, through `@wallet-standard/app`'s
 * `getWallets()`, without calling the modal's API; bundled to `/solana-dapp.js` for `e2e/pages/solana-dapp.html`.
 * `window.solanaDapp` drives one wallet by name; bytes come back as number arrays (Playwright's JSON).
 */
import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

type Feature = Record<string, (...args: unknown[]) => Promise<unknown>>

const wallets = getWallets()
const find = (name: string): Wallet => {
  const wallet = wallets.get().find((candidate) => candidate.name === name)
  if (!wallet) throw new Error(`no wallet named ${name}`)
  return wallet
}
const feature = (name: string, id: string) => find(name).features[id as `${string}:${string}`] as Feature
const bytes = (array: readonly number[]) => Uint8Array.from(array)
const plain = (value: ArrayLike<number>) => Array.from(value)
const accountOf = (name: string): WalletAccount => {
  const [first] = find(name).accounts
  if (!first) throw new Error(`${name} has no account`)
  return first
}
/** What each wallet's `change` events said, in order: the accounts' addresses, or `chains` when only those changed. */
const changes: Record<string, string[][]> = {}
const watch = (wallet: Wallet) => {
  const events = wallet.features['standard:events'] as Feature | undefined
  changes[wallet.name] = []
  ;(
    events?.on as unknown as (
      event: string,
      listener: (change: { accounts?: WalletAccount[] }) => void,
    ) => void
  )?.('change', ({ accounts }) => {
    if (accounts) changes[wallet.name]!.push(accounts.map((account) => account.address))
  })
}
for (const wallet of wallets.get()) watch(wallet)
wallets.on('register', (...added) => {
  for (const wallet of added) watch(wallet)
})

Object.assign(window, {
  solanaDapp: {
    names: () => wallets.get().map((wallet) => wallet.name),
    describe(name: string) {
      const { version, icon, chains, features, accounts } = find(name)
      return {
        version,
        icon,
        chains,
        features: Object.keys(features),
        accounts: accounts.map((a) => a.address),
      }
    },
    changes: (name: string) => changes[name] ?? [],
    async connect(name: string) {
      const { accounts } = (await feature(name, 'standard:connect').connect!()) as {
        accounts: WalletAccount[]
      }
      return accounts.map((account) => ({ address: account.address, publicKey: plain(account.publicKey) }))
    },
    disconnect: (name: string) => feature(name, 'standard:disconnect').disconnect!(),
    async signMessage(name: string, message: number[]) {
      const account = accountOf(name)
      const [output] = (await feature(name, 'solana:signMessage').signMessage!({
        account,
        message: bytes(message),
      })) as { signature: Uint8Array; signedMessage: Uint8Array }[]
      return { signature: plain(output!.signature), signedMessage: plain(output!.signedMessage) }
    },
    /** Wallet Standard's `solana:signIn`: connect and sign in at once. */
    async signIn(name: string, input: object) {
      const [output] = (await feature(name, 'solana:signIn').signIn!(input)) as {
        account: WalletAccount
        signedMessage: Uint8Array
        signature: Uint8Array
        signatureType?: string
      }[]
      const { account, signedMessage, signature, signatureType } = output!
      return {
        address: account.address,
        signedMessage: plain(signedMessage),
        signature: plain(signature),
        signatureType,
      }
    },
    /** An unsigned transfer of `amount` lamports from the wallet's account to `to`, in wire form. */
    transfer(name: string, to: string, amount: number, blockhash: string) {
      const from = address(accountOf(name).address)
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (draft) => setTransactionMessageFeePayer(from, draft),
        (draft) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: blockhash as Blockhash, lastValidBlockHeight: 1_000_000n },
            draft,
          ),
        (draft) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: createNoopSigner(from),
              destination: address(to),
              amount: lamports(BigInt(amount)),
            }),
            draft,
          ),
      )
      return [...getTransactionEncoder().encode(compileTransaction(message))]
    },
    async signTransaction(name: string, transaction: number[], chain: string) {
      const [output] = (await feature(name, 'solana:signTransaction').signTransaction!({
        account: accountOf(name),
        transaction: bytes(transaction),
        chain,
      })) as { signedTransaction: Uint8Array }[]
      return plain(output!.signedTransaction)
    },
    async signAndSendTransaction(name: string, transaction: number[], chain: string, options?: object) {
      const [output] = (await feature(name, 'solana:signAndSendTransaction').signAndSendTransaction!({
        account: accountOf(name),
        transaction: bytes(transaction),
        chain,
        ...(options ? { options } : {}),
      })) as { signature: Uint8Array }[]
      return plain(output!.signature)
    },
  },
})
