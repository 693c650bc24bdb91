import { getAddress } from 'viem'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { NetworkEntry } from '../../config/types.js'
import { publicClientFor } from '../../data/publicClient.js'
import type { KeyValueStorage } from '../../storage/storage.js'
import type { WrappedWallet } from '../../vault/wrapping.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type { EvmAccount, EvmConnector } from '../types.js'
import { EMBEDDED_INFO } from './embeddedInfo.js'
import { createLoginWallet, type LoginDeps, type ServerWallet } from './loginWallet.js'
import { createPasskey, getPasskey, PasskeyError } from './passkey.js'
import { type ApprovalRequest, prepareRequest } from './prepareRequest.js'
import { createVaultClient } from './vaultClient.js'
import { createWalletRecords } from './walletRecords.js'

export type EmbeddedDeps = {
  /** SPEC §3's storage, scoped to the embedding origin: a copy of the wrapped wallet goes there (walletRecords.ts). */
  storage: KeyValueStorage
  /** The verified embedding origin: sign-in messages for another domain are flagged. */
  origin: string
  /** The app's active eip155 network: the embedded wallet is always on it. */
  network(): NetworkEntry
  /** Shows `request` in ApproveTransaction; runs `work` once the user approves (state/approvals.ts). */
  approve<T>(request: ApprovalRequest, work: () => Promise<T>): Promise<T>
  /** The deployment's auth server (`embeddedWallet.authUrl`) and custody: email and social login (loginWallet.ts). */
  auth?: LoginDeps['auth']
}

/** A cancelled passkey prompt while connecting is the user declining (4001); other failures say what failed. */
const connectError = (error: unknown) =>
  error instanceof PasskeyError && error.retryable
    ? rpcErrors.userRejected('The passkey request was cancelled')
    : error

/**
 * The passkey wallet (ARCHITECTURE.md, "Embedded wallet"): a `Connector` whose key lives in the vault Worker. Its
 * account is the session's eip155 network; its signatures need the user's approval in ApproveTransaction, and a
 * locked vault asks for the passkey again (proof of presence) after that approval.
 */
export function createEmbeddedConnector(deps: EmbeddedDeps): EvmConnector & { lock(): void } {
  const events = createConnectorEvents<EvmAccount>()
  const vault = createVaultClient()
  const records = createWalletRecords(deps.storage, deps.origin)
  const login = deps.auth && createLoginWallet({ ...deps, auth: deps.auth, vault, records })
  let wallet: WrappedWallet | ServerWallet | undefined
  const accountOf = (opened: WrappedWallet | ServerWallet): EvmAccount => ({
    address: opened.address,
    chainId: Number(deps.network().id),
  })

  async function unlocked(opened: WrappedWallet | ServerWallet) {
    if ((await vault.unlocked()) === opened.address) return
    if ('custody' in opened) {
      if (!login) throw new Error('Server custody needs the auth server')
      await login.release(opened.address)
      return
    }
    const { prfOutput } = await getPasskey([opened.credentialId])
    await vault.unlock(prfOutput, opened)
  }

  return {
    namespace: 'eip155',
    info: EMBEDDED_INFO,
    storageKey: EMBEDDED_INFO.id,
    async connect() {
      try {
        const loggedIn = await login?.connect()
        if (loggedIn) {
          wallet = loggedIn
          login?.onChain(deps.network().caipNetworkId)
          return accountOf(loggedIn)
        }
        if (deps.auth?.custody === 'server') throw new Error('Log in with your email first')
        const stored = await records.last()
        if (stored) {
          const { prfOutput } = await getPasskey([stored.wallet.credentialId])
          await vault.unlock(prfOutput, stored.wallet)
          wallet = stored.wallet
        } else {
          const { credentialId, prfOutput } = await createPasskey()
          wallet = await vault.create(prfOutput, credentialId)
        }
        await records.save(wallet)
        return accountOf(wallet)
      } catch (error) {
        throw connectError(error)
      }
    },
    async restore() {
      const loggedIn = await login?.restore()
      if (loggedIn) {
        wallet = loggedIn
        return accountOf(loggedIn)
      }
      if (deps.auth?.custody === 'server') return undefined
      // Only a wallet of the modal's own storage is restored unasked: the host page's copy is used once it unlocks.
      const stored = await records.last()
      if (!stored?.trusted) return undefined
      wallet = stored.wallet
      return accountOf(wallet)
    },
    async disconnect() {
      wallet = undefined
      await vault.lock()
      await login?.signOut()
    },
    async switchNetwork(network) {
      login?.onChain(network.caipNetworkId)
      if (wallet)
        events.emit({ type: 'account', account: { address: wallet.address, chainId: Number(network.id) } })
    },
    async request(args) {
      if (args.method === 'wallet_getCapabilities') return {}
      const opened = wallet
      if (!opened) throw rpcErrors.unauthorized('Connect a wallet first: no wallet is connected to this app')
      const network = deps.network()
      const client = async () => publicClientFor(network)
      const prepared = await prepareRequest(args, {
        account: getAddress(opened.address),
        chainId: Number(network.id),
        origin: deps.origin,
        client,
      })
      return deps.approve(prepared.approval, async () => {
        if (Number(deps.network().id) !== prepared.approval.chainId)
          throw rpcErrors.invalidParams('The network changed after the request was shown; ask again')
        await unlocked(opened)
        const signed = await vault.sign(opened.address, prepared.sign)
        if (!prepared.send) return signed
        return (await client()).sendRawTransaction({ serializedTransaction: signed })
      })
    },
    onEvent: events.on,
    lock() {
      vault.lock().catch(() => {})
    },
  }
}
