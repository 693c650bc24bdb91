import {
  type Address,
  bytesToHex,
  type Hex,
  hexToBytes,
  type TransactionSerializable,
  type TransactionSerializableEIP1559,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deriveWrappingKey, unwrapKey, type WrappedWallet, wrapKey } from './wrapping.js'

/** What the vault signs: the exact bytes, typed data or transaction the user approved. */
export type VaultSignRequest =
  | { kind: 'message'; message: Hex }
  | { kind: 'typedData'; typedData: TypedDataDefinition<Record<string, unknown>, string> }
  | { kind: 'transaction'; transaction: TransactionSerializable }
  /**
   * A transaction with the EIP-7702 authorization that delegates the key's account to `authorization.address`
   * (the smart account's upgrade): both signed together, the authorization bound to the transaction's chain and to
   * the nonce right after the transaction's own, so it is used up by this transaction and no other.
   */
  | {
      kind: 'authorizedTransaction'
      /** The call's fields; the vault makes it a type-4 (EIP-7702) transaction with the signed authorization. */
      transaction: TransactionSerializableEIP1559
      authorization: { address: Address; chainId: number; nonce: number }
    }

/** Every answer of the vault: a result, or why not (errors do not cross comlink's plain-answer endpoint). */
export type VaultResult<T> = { result: T } | { error: string }

/**
 * The vault's whole API (ARCHITECTURE.md, "Embedded wallet"): the raw key exists only inside `sign`, and only
 * after `create` or `unlock` left the non-extractable wrapping key here. No method returns a secret.
 */
export type Vault = {
  /** A new random key, wrapped for `credentialId` under the PRF output's key; the vault stays unlocked. */
  create(prfOutput: ArrayBuffer, credentialId: string): Promise<VaultResult<WrappedWallet>>
  /** Opens `wallet` with the PRF output of its passkey; the vault stays unlocked. Answers its address. */
  unlock(prfOutput: ArrayBuffer, wallet: WrappedWallet): Promise<VaultResult<string>>
  /**
   * Server custody: keeps `privateKey` (released by the auth server after login) wrapped under a fresh
   * non-extractable key of this Worker, as if unlocked; the raw bytes are zeroed at once. Answers its address.
   */
  adopt(privateKey: Hex): Promise<VaultResult<string>>
  /** Signs `request` with the unlocked wallet's key (`address` must be the unlocked one). */
  sign(address: string, request: VaultSignRequest): Promise<VaultResult<Hex>>
  /** Forgets the wrapping key. */
  lock(): Promise<VaultResult<null>>
  /** The unlocked wallet's address, if any. */
  unlocked(): Promise<VaultResult<string | null>>
  /**
   * The unlocked wallet's key wrapped a second time, for another passkey (`credentialId`, under its PRF output's
   * key): a second record of the same address, so one lost authenticator does not lose the wallet.
   */
  addPasskey(prfOutput: ArrayBuffer, credentialId: string): Promise<VaultResult<WrappedWallet>>
  /**
   * The unlocked wallet's private key, as hex: the one secret the vault ever answers. Only the first-party popup's
   * vault serves it (POPUP_VAULT_METHODS), to show it there after the user asked for it; the frame's never does.
   */
  exportKey(address: string): Promise<VaultResult<Hex>>
}

/** What the modal frame's vault serves: no method that answers a secret, and no consent the host could fake. */
export const VAULT_METHODS: readonly (keyof Vault)[] = [
  'create',
  'unlock',
  'adopt',
  'sign',
  'lock',
  'unlocked',
]
/** What the first-party popup's vault serves (popupVaultWorker.ts): the frame's, a second passkey and the export. */
export const POPUP_VAULT_METHODS: readonly (keyof Vault)[] = [...VAULT_METHODS, 'addPasskey', 'exportKey']

/** The credential id an adopted (server-custody) key is wrapped for: no passkey opens it. */
const SERVER_CUSTODY_CREDENTIAL = 'server'

/** @internal Exported for its test. ARCHITECTURE.md: the wallet locks after 15 minutes without a request. */
export const VAULT_IDLE_LOCK_MS = 15 * 60_000

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function answer<T>(run: () => Promise<T>): Promise<VaultResult<T>> {
  try {
    return { result: await run() }
  } catch (error) {
    return { error: messageOf(error) }
  }
}

/** Runs `use` with the key's bytes as hex, then zeroes the bytes (viem's accounts take hex). */
async function withKey<T>(key: Uint8Array, use: (hex: Hex) => Promise<T> | T): Promise<T> {
  try {
    return await use(bytesToHex(key))
  } finally {
    key.fill(0)
  }
}

/** A random valid secp256k1 key (a draw outside [1, n) is drawn again). */
function randomKey(): { key: Uint8Array<ArrayBuffer>; address: string } {
  for (;;) {
    const key = crypto.getRandomValues(new Uint8Array(32))
    try {
      return { key, address: privateKeyToAccount(bytesToHex(key)).address }
    } catch {
      key.fill(0)
    }
  }
}

/** An upgrade's authorization and its transaction, signed only when the authorization is this transaction's own. */
async function signAuthorized(
  account: ReturnType<typeof privateKeyToAccount>,
  { transaction, authorization }: Extract<VaultSignRequest, { kind: 'authorizedTransaction' }>,
): Promise<Hex> {
  if (
    transaction.chainId !== authorization.chainId ||
    transaction.nonce === undefined ||
    authorization.nonce !== transaction.nonce + 1 ||
    transaction.to?.toLowerCase() !== account.address.toLowerCase()
  )
    throw new Error('An authorization is signed only with its own self-call, on its chain, at the next nonce')
  const signed = await account.signAuthorization(authorization)
  return account.signTransaction({ ...transaction, type: 'eip7702', authorizationList: [signed] })
}

/** The vault, as the Worker serves it (vaultWorker.ts); `now` and the timers are injectable for its tests. */
export function createVault(
  clock: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): Vault {
  let open: { kek: CryptoKey; wallet: WrappedWallet } | undefined
  let idle: ReturnType<typeof setTimeout> | undefined
  const lock = () => {
    clock.clearTimeout(idle)
    open = undefined
  }
  const keepOpen = (kek: CryptoKey, wallet: WrappedWallet) => {
    open = { kek, wallet }
    clock.clearTimeout(idle)
    idle = clock.setTimeout(lock, VAULT_IDLE_LOCK_MS)
  }
  return {
    create: (prfOutput, credentialId) =>
      answer(async () => {
        const kek = await deriveWrappingKey(prfOutput, credentialId)
        const { key, address } = randomKey()
        try {
          const wallet = await wrapKey(kek, key, credentialId, address)
          keepOpen(kek, wallet)
          return wallet
        } finally {
          key.fill(0)
        }
      }),
    unlock: (prfOutput, wallet) =>
      answer(async () => {
        const kek = await deriveWrappingKey(prfOutput, wallet.credentialId)
        const address = await withKey(await unwrapKey(kek, wallet), (hex) => privateKeyToAccount(hex).address)
        if (address !== wallet.address) throw new Error('This passkey does not unlock this wallet')
        keepOpen(kek, wallet)
        return address
      }),
    adopt: (privateKey) =>
      answer(async () => {
        if (!/^0x[0-9a-fA-F]{64}$/.test(privateKey)) throw new Error('Not a private key')
        const raw = hexToBytes(privateKey)
        const key = new Uint8Array(raw)
        raw.fill(0)
        try {
          const address = privateKeyToAccount(privateKey).address
          const kek = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
            'encrypt',
            'decrypt',
          ])
          keepOpen(kek, await wrapKey(kek, key, SERVER_CUSTODY_CREDENTIAL, address))
          return address
        } finally {
          key.fill(0)
        }
      }),
    sign: (address, request) =>
      answer(async () => {
        if (!open || open.wallet.address !== address) throw new Error('The wallet is locked')
        const { kek, wallet } = open
        keepOpen(kek, wallet)
        return withKey(await unwrapKey(kek, wallet), (hex) => {
          const account = privateKeyToAccount(hex)
          switch (request.kind) {
            case 'message':
              return account.signMessage({ message: { raw: request.message } })
            case 'typedData':
              return account.signTypedData(request.typedData)
            case 'transaction':
              return account.signTransaction(request.transaction)
            case 'authorizedTransaction':
              return signAuthorized(account, request)
          }
        })
      }),
    lock: () =>
      answer(async () => {
        lock()
        return null
      }),
    unlocked: () => answer(async () => open?.wallet.address ?? null),
    addPasskey: (prfOutput, credentialId) =>
      answer(async () => {
        if (!open) throw new Error('The wallet is locked')
        const { kek, wallet } = open
        if (credentialId === wallet.credentialId) throw new Error('This passkey already opens this wallet')
        const added = await deriveWrappingKey(prfOutput, credentialId)
        const key = await unwrapKey(kek, wallet)
        try {
          return await wrapKey(added, key, credentialId, wallet.address)
        } finally {
          key.fill(0)
        }
      }),
    exportKey: (address) =>
      answer(async () => {
        if (!open || open.wallet.address !== address) throw new Error('The wallet is locked')
        const key = await unwrapKey(open.kek, open.wallet)
        try {
          return bytesToHex(key)
        } finally {
          key.fill(0)
        }
      }),
  }
}
