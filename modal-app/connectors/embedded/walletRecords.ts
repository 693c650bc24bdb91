import * as v from 'valibot'
import { log } from '../../lib/log.js'
import type { KeyValueStorage } from '../../storage/storage.js'
import { STORAGE_KEYS } from '../../storage/storageKeys.js'
import type { WrappedWallet } from '../../vault/wrapping.js'

const BASE64URL = v.pipe(v.string(), v.regex(/^[\w-]{1,1400}$/))
/** A wrapped wallet as read back: from the modal's IndexedDB, or from the host page (untrusted: the vault checks it). */
const wrappedWalletSchema = v.object({
  version: v.literal(1),
  credentialId: BASE64URL,
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  iv: BASE64URL,
  ciphertext: BASE64URL,
})

/** A wrapped wallet's record, checked (from storage, the host page or the wallet window), or undefined. */
const parseWallet = (value: unknown): WrappedWallet | undefined => {
  const parsed = v.safeParse(wrappedWalletSchema, value)
  return parsed.success ? parsed.output : undefined
}

/** The records a stored value holds: one (as first kept) or several (one per passkey of the same wallet). */
const parseWallets = (value: unknown): WrappedWallet[] =>
  (Array.isArray(value) ? value : [value]).flatMap((item) => parseWallet(item) ?? [])

const DATABASE = 'wallet-modal-vault'
const WALLETS = 'wallets'
const ORIGINS = 'origins'

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1)
  request.onupgradeneeded = () => {
    request.result.createObjectStore(WALLETS, { keyPath: 'credentialId' })
    request.result.createObjectStore(ORIGINS)
  }
  return promised(request)
}

/** Where a wallet was read from: the modal origin's own database (trusted), or the host page's storage. */
export type StoredWallet = { wallet: WrappedWallet; trusted: boolean }

/**
 * The wrapped wallets (nothing secret). The modal origin's IndexedDB holds them by credential, with the wallet each
 * embedding origin last used; a copy goes to SPEC §3's storage (the host page's, where the frame's storage is
 * blocked), so a reload finds it there too. Storage is a cache: the passkey's PRF output is what opens a wallet.
 */
export function createWalletRecords(storage: KeyValueStorage, origin: string) {
  let database: Promise<IDBDatabase> | undefined
  const db = () => {
    database ??= openDatabase()
    return database
  }
  /** The database's answer, or undefined where the frame has none (a cross-site frame with storage blocked). */
  const quietly = async <T>(run: (db: IDBDatabase) => Promise<T>): Promise<T | undefined> => {
    try {
      return await run(await db())
    } catch (error) {
      log.debug('the wallet database failed', error)
      return undefined
    }
  }
  const fromDatabase = (credentialId: string) =>
    quietly(async (opened) =>
      parseWallet(await promised(opened.transaction(WALLETS).objectStore(WALLETS).get(credentialId))),
    )
  const allFromStorage = async (): Promise<WrappedWallet[]> => {
    const raw = await storage.get(STORAGE_KEYS.embeddedWallet)
    try {
      return raw === null ? [] : parseWallets(JSON.parse(raw))
    } catch {
      return []
    }
  }
  const fromStorage = async () => (await allFromStorage())[0]
  /** Every record of `address` this partition keeps: the database's, then the storage's. */
  const ofAddress = async (address: string): Promise<WrappedWallet[]> => {
    const stored = await quietly(async (opened) =>
      parseWallets(await promised(opened.transaction(WALLETS).objectStore(WALLETS).getAll())),
    )
    const byCredential = new Map<string, WrappedWallet>()
    for (const wallet of [...(stored ?? []), ...(await allFromStorage())])
      if (wallet.address === address && !byCredential.has(wallet.credentialId))
        byCredential.set(wallet.credentialId, wallet)
    return [...byCredential.values()]
  }
  return {
    /** The wallet this origin used last: the database's, else the storage's (trusted where that is the modal's). */
    async last(): Promise<StoredWallet | undefined> {
      const credentialId = await quietly(async (opened) =>
        promised(opened.transaction(ORIGINS).objectStore(ORIGINS).get(origin)),
      )
      const wallet = typeof credentialId === 'string' ? await fromDatabase(credentialId) : undefined
      if (wallet) return { wallet, trusted: true }
      const stored = await fromStorage()
      return stored && { wallet: stored, trusted: storage.where === 'modal' }
    },
    /** The wallet of a passkey, wherever this partition keeps it. */
    async ofCredential(credentialId: string): Promise<WrappedWallet | undefined> {
      return (
        (await fromDatabase(credentialId)) ??
        (await allFromStorage()).find((wallet) => wallet.credentialId === credentialId)
      )
    },
    /** Keeps `wallet`, another passkey's record of a wallet this origin has, without making it this origin's. */
    async add(wallet: WrappedWallet): Promise<void> {
      const kept = await allFromStorage()
      if (
        kept.some((other) => other.address === wallet.address) &&
        !kept.some((other) => other.credentialId === wallet.credentialId)
      )
        storage.set(STORAGE_KEYS.embeddedWallet, JSON.stringify([...kept, wallet]))
      await quietly(async (opened) => {
        const transaction = opened.transaction(WALLETS, 'readwrite')
        transaction.objectStore(WALLETS).put(wallet)
        await new Promise((resolve, reject) => {
          transaction.oncomplete = resolve
          transaction.onerror = () => reject(transaction.error)
        })
      })
    },
    ofAddress,
    /** Keeps `wallet` as this origin's, beside the records of its other passkeys. */
    async save(wallet: WrappedWallet): Promise<void> {
      const others = (await allFromStorage()).filter(
        (other) => other.address === wallet.address && other.credentialId !== wallet.credentialId,
      )
      storage.set(STORAGE_KEYS.embeddedWallet, JSON.stringify(others.length ? [wallet, ...others] : wallet))
      await quietly(async (opened) => {
        const transaction = opened.transaction([WALLETS, ORIGINS], 'readwrite')
        transaction.objectStore(WALLETS).put(wallet)
        transaction.objectStore(ORIGINS).put(wallet.credentialId, origin)
        await new Promise((resolve, reject) => {
          transaction.oncomplete = resolve
          transaction.onerror = () => reject(transaction.error)
        })
      })
    },
  }
}
