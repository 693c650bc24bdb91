import type { KeyValueStorage } from '../../storage/storage.js'
import { STORAGE_KEYS } from '../../storage/storageKeys.js'
import type { WrappedWallet } from '../../vault/wrapping.js'
import type { AuthUser } from './auth/authApi.js'
import { authFrameFor } from './auth/authFrame.js'
import { createPasskey, getPasskey } from './passkey.js'
import type { createVaultClient } from './vaultClient.js'
import type { createWalletRecords } from './walletRecords.js'

/** A wallet of server custody: the auth server keeps its key and releases it to the vault after login. */
export type ServerWallet = { custody: 'server'; address: string }

export type LoginDeps = {
  auth: { url: string; custody: 'passkey' | 'server' }
  origin: string
  storage: KeyValueStorage
  vault: ReturnType<typeof createVaultClient>
  records: ReturnType<typeof createWalletRecords>
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The embedded wallet behind an email or social login (ARCHITECTURE.md, "Embedded wallet"). Passkey custody: the
 * server escrows the wrapped key's ciphertext, and the user's passkey opens it, so the same wallet opens on every
 * site (the first login makes the wallet, or escrows the one this site already had). Server custody: the server
 * releases the key to the vault after login. SPEC §3's login-used flag, email and last chain are kept while logged
 * in, and cleared on sign-out (SPEC §4's disconnect).
 */
export function createLoginWallet(deps: LoginDeps) {
  const frame = authFrameFor(deps.auth.url, deps.origin)
  const { storage, vault, records } = deps

  /** Whether this page's wallet is the logged-in user's: their email is then kept, updates included. */
  let loggedIn = false
  const remember = (user: AuthUser) => {
    loggedIn = true
    storage.set(STORAGE_KEYS.loginUsed, 'true')
    storage.set(STORAGE_KEYS.email, user.email)
  }
  // An email update (Account) answers with the user under the new address: the kept email follows.
  frame.subscribe(() => {
    const user = frame.user()
    if (loggedIn && user) storage.set(STORAGE_KEYS.email, user.email)
  })
  const forget = () => {
    loggedIn = false
    storage.remove(STORAGE_KEYS.loginUsed)
    storage.remove(STORAGE_KEYS.email)
    storage.remove(STORAGE_KEYS.lastChain)
  }

  /** Server custody: the released key into the vault. */
  async function release(expected?: string): Promise<ServerWallet> {
    const { address, privateKey } = await frame.request('GET_SERVER_KEY', {})
    const adopted = await vault.adopt(privateKey)
    if (!sameAddress(adopted, address) || (expected !== undefined && !sameAddress(adopted, expected)))
      throw new Error('The auth server released another wallet than this account’s')
    return { custody: 'server', address: adopted }
  }

  /** Passkey custody: the escrowed wallet opened by its passkey; or this site's wallet, or a new one, escrowed. */
  async function openEscrowed(): Promise<WrappedWallet> {
    const { wallet: escrowed } = await frame.request('GET_WALLET', {})
    if (escrowed?.custody === 'server')
      throw new Error(
        "This account's wallet is kept by the auth server, but this modal is set to passkey custody",
      )
    let wallet: WrappedWallet
    if (escrowed) {
      const { custody: _, ...wrapped } = escrowed
      wallet = { version: 1, ...wrapped }
      const { prfOutput } = await getPasskey([wallet.credentialId])
      await vault.unlock(prfOutput, wallet)
    } else {
      const local = await records.last()
      if (local) {
        const { prfOutput } = await getPasskey([local.wallet.credentialId])
        await vault.unlock(prfOutput, local.wallet)
        wallet = local.wallet
      } else {
        const { credentialId, prfOutput } = await createPasskey()
        wallet = await vault.create(prfOutput, credentialId)
      }
      const { credentialId, address, iv, ciphertext } = wallet
      await frame.request('ESCROW_WALLET', { credentialId, address, iv, ciphertext })
    }
    await records.save(wallet)
    return wallet
  }

  return {
    /** After a login (email code or social): the user's wallet, opened. Undefined when nobody is logged in. */
    async connect(): Promise<WrappedWallet | ServerWallet | undefined> {
      if (!frame.signedIn()) return undefined
      const { user } = await frame.request('GET_USER', {})
      const wallet =
        deps.auth.custody === 'server' ? await release(user.wallet?.address) : await openEscrowed()
      remember(user)
      return wallet
    },
    /**
     * After a reload: the logged-in user's wallet, locked (the session comes back from the server's cookie where
     * the browser keeps it). Undefined, and the login cache cleared, when the session is gone.
     */
    async restore(): Promise<WrappedWallet | ServerWallet | undefined> {
      if ((await storage.get(STORAGE_KEYS.loginUsed)) !== 'true') return undefined
      const { isConnected } = await frame.request('IS_CONNECTED', {}).catch(() => ({ isConnected: false }))
      if (!isConnected) {
        forget()
        return undefined
      }
      const { user } = await frame.request('GET_USER', {})
      loggedIn = true
      if (!user.wallet) return undefined
      if (user.wallet.custody === 'server') return { custody: 'server', address: user.wallet.address }
      const { wallet } = await frame.request('GET_WALLET', {})
      if (wallet?.custody !== 'passkey') return undefined
      const { custody: _, ...wrapped } = wallet
      return { version: 1, ...wrapped }
    },
    release,
    /** The chain the wallet is on (SPEC §3's last chain), while logged in. */
    onChain(caipNetworkId: string) {
      if (frame.signedIn()) storage.set(STORAGE_KEYS.lastChain, caipNetworkId)
    },
    /** Ends the session on the server and clears the login cache. */
    async signOut() {
      forget()
      await frame.request('SIGN_OUT', {}).catch(() => {})
    },
  }
}
