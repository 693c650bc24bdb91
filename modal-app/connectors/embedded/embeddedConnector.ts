import { getAddress } from 'viem'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { NetworkEntry } from '../../config/types.js'
import { publicClientFor } from '../../data/publicClient.js'
import type { KeyValueStorage } from '../../storage/storage.js'
import type { WrappedWallet } from '../../vault/wrapping.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type { EvmAccount, EvmConnector } from '../types.js'
import { EMBEDDED_INFO } from './embeddedInfo.js'
import { createPasskey, getPasskey, PasskeyError } from './passkey.js'
import { type ApprovalRequest, prepareRequest } from './prepareRequest.js'
import {
  createSmartAccountRequests,
  SMART_ACCOUNT_METHODS,
  type SmartAccountDeps,
} from './smartAccountRequests.js'
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
  /** The smart account's setup per network, and where its state is reported (smartAccountRequests.ts). */
  smartAccount: Pick<SmartAccountDeps, 'networks' | 'setup' | 'report'>
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
  let wallet: WrappedWallet | undefined
  const accountOf = (opened: WrappedWallet): EvmAccount => ({
    address: opened.address,
    chainId: Number(deps.network().id),
  })

  async function unlocked(opened: WrappedWallet) {
    if ((await vault.unlocked()) === opened.address) return
    const { prfOutput } = await getPasskey([opened.credentialId])
    await vault.unlock(prfOutput, opened)
  }
  const smartAccount = createSmartAccountRequests(
    { ...deps.smartAccount, network: deps.network, approve: deps.approve },
    async (request) => {
      const opened = wallet
      if (!opened) throw rpcErrors.unauthorized('Connect a wallet first: no wallet is connected to this app')
      await unlocked(opened)
      return vault.sign(opened.address, request)
    },
  )
  const report = (address: string | undefined, network?: NetworkEntry) => {
    smartAccount.refresh(address, network).catch(() => {})
  }

  return {
    namespace: 'eip155',
    info: EMBEDDED_INFO,
    storageKey: EMBEDDED_INFO.id,
    async connect() {
      try {
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
        report(wallet.address)
        return accountOf(wallet)
      } catch (error) {
        throw connectError(error)
      }
    },
    async restore() {
      // Only a wallet of the modal's own storage is restored unasked: the host page's copy is used once it unlocks.
      const stored = await records.last()
      if (!stored?.trusted) return undefined
      wallet = stored.wallet
      report(wallet.address)
      return accountOf(wallet)
    },
    async disconnect() {
      wallet = undefined
      report(undefined)
      await vault.lock()
    },
    async switchNetwork(network) {
      if (wallet) {
        events.emit({ type: 'account', account: { address: wallet.address, chainId: Number(network.id) } })
        report(wallet.address, network)
      }
    },
    async request(args) {
      if (args.method === 'wallet_getCapabilities' && !wallet) return {}
      const opened = wallet
      if (!opened) throw rpcErrors.unauthorized('Connect a wallet first: no wallet is connected to this app')
      if (SMART_ACCOUNT_METHODS.has(args.method))
        return smartAccount.request(args, getAddress(opened.address))
      const network = deps.network()
      const client = async () => publicClientFor(network)
      const prepared = await prepareRequest(args, {
        account: getAddress(opened.address),
        chainId: Number(network.id),
        origin: deps.origin,
        client,
      })
      // SPEC §8: a smart account's declined signature says the app might not support smart accounts.
      const approval = smartAccount.isSmartAccount()
        ? { ...prepared.approval, smartAccount: true }
        : prepared.approval
      return deps.approve(approval, async () => {
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
