// Over 250 lines, kept whole: one connector's lifecycle (connect, the approval gate, lock); see the note above the factory.
import { getAddress } from 'viem'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { NetworkEntry } from '../../config/types.js'
import { publicClientFor } from '../../data/publicClient.js'
import type { KeyValueStorage } from '../../storage/storage.js'
import type { VaultSignRequest } from '../../vault/vault.js'
import type { WrappedWallet } from '../../vault/wrapping.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type { EvmAccount, EvmConnector } from '../types.js'
import { EMBEDDED_INFO } from './embeddedInfo.js'
import { createLoginWallet, type LoginDeps, type ServerWallet } from './loginWallet.js'
import { createPasskey, getPasskey, PasskeyError } from './passkey.js'
import { type ApprovalRequest, prepareRequest } from './prepareRequest.js'
import {
  createSmartAccountRequests,
  SMART_ACCOUNT_METHODS,
  type SmartAccountDeps,
} from './smartAccountRequests.js'
import { createVaultClient } from './vaultClient.js'
import { createWalletRecords } from './walletRecords.js'
import {
  createsInWindow,
  markFrameCannotCreate,
  registerWindowActions,
  takeApprovalWindow,
  theWalletWindow,
} from './walletWindowAccess.js'

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
  /** The active network's name and currency, as the wallet window shows them. */
  shownNetwork?(): { name: string; currency: { symbol: string; decimals: number } }
  /** The deployment's auth server (`embeddedWallet.authUrl`) and custody: email and social login (loginWallet.ts). */
  auth?: LoginDeps['auth']
}

/** Told when a passkey could not be made in the frame: the retry makes it in the wallet window. */
const FRAME_CANNOT_CREATE =
  'This browser cannot make a passkey inside this frame. Press Try again to make it in a new window.'

/** The wallet window must be open for `what`: it opens from a click, which a blocked pop-up undoes. */
const windowNeeded = (what: string) =>
  new PasskeyError(`${what} happens in a new window: allow pop-ups for this site, then try again`)

/** A cancelled passkey prompt while connecting is the user declining (4001); other failures say what failed. */
const connectError = (error: unknown) =>
  error instanceof PasskeyError && error.retryable
    ? rpcErrors.userRejected('The passkey request was cancelled')
    : error

/**
 * The passkey wallet (ARCHITECTURE.md, "Embedded wallet"): a `Connector` whose key lives in the vault Worker. Its
 * account is the session's eip155 network; its signatures need the user's approval in ApproveTransaction, and a
 * locked vault asks for the passkey again (proof of presence) after that approval.
 * Over 250 lines, and kept whole: one connector's lifecycle (connect, the approval gate, lock), whose steps share its
 * state; the parts that stand alone are already their own modules (passkey, loginWallet, prepareRequest, the smart
 * account's requests).
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

  /** Unlocks with any passkey of the wallet (a second passkey keeps a record of its own); answers the record used. */
  async function unlockWith(records: readonly WrappedWallet[]): Promise<WrappedWallet> {
    const { credentialId, prfOutput } = await getPasskey(records.map((record) => record.credentialId))
    const record = records.find((each) => each.credentialId === credentialId)
    if (!record) throw new PasskeyError('This passkey does not open this wallet')
    await vault.unlock(prfOutput, record)
    return record
  }
  const recordsOf = async (opened: WrappedWallet) => {
    const all = await records.ofAddress(opened.address)
    return all.some((each) => each.credentialId === opened.credentialId) ? all : [opened, ...all]
  }

  async function unlocked(opened: WrappedWallet | ServerWallet) {
    if ((await vault.unlocked()) === opened.address) return
    if ('custody' in opened) {
      if (!login) throw new Error('Server custody needs the auth server')
      await login.release(opened.address)
      return
    }
    await unlockWith(await recordsOf(opened))
  }

  /** The wallet window opens passkey wallets only: a key the auth server keeps is released to this frame's vault. */
  function passkeyWallet(opened: WrappedWallet | ServerWallet | undefined, what: string): WrappedWallet {
    if (!opened) throw new Error('Connect the passkey wallet first')
    if ('custody' in opened)
      throw new PasskeyError(`${what} is for passkey wallets: the auth server keeps this key`)
    return opened
  }

  /** A new wallet: its passkey made in the frame, or in the wallet window where the frame cannot make one. */
  async function created(): Promise<WrappedWallet> {
    const walletWindow = theWalletWindow()
    if (createsInWindow()) {
      if (!walletWindow.isOpen()) throw windowNeeded('Making your passkey')
      const answer = await walletWindow.request({ kind: 'create' })
      if (answer.kind !== 'create') throw new PasskeyError('The wallet window answered another request')
      return answer.wallet
    }
    let made: Awaited<ReturnType<typeof createPasskey>>
    try {
      made = await createPasskey()
    } catch (error) {
      if (!(error instanceof PasskeyError) || error.retryable) throw error
      markFrameCannotCreate()
      throw new PasskeyError(`${FRAME_CANNOT_CREATE} (${error.message})`)
    }
    return vault.create(made.prfOutput, made.credentialId)
  }

  /** Export and a second passkey: only in the wallet window, which the view opened in the click. */
  async function inWindow(kind: 'export' | 'addPasskey') {
    const opened = passkeyWallet(wallet, kind === 'export' ? 'Export' : 'A second passkey')
    const answer = await theWalletWindow().request({ kind, wallets: await recordsOf(opened) })
    if (answer.kind === 'addPasskey') await records.add(answer.wallet)
  }
  registerWindowActions({ exportKey: () => inWindow('export'), addPasskey: () => inWindow('addPasskey') })

  async function signHere(opened: WrappedWallet | ServerWallet, request: VaultSignRequest) {
    await unlocked(opened)
    return vault.sign(opened.address, request)
  }

  /** The approval, the passkey and the signature in the wallet window (no IO v2 here, or the modal is inline). */
  async function signInWindow(opened: WrappedWallet, prepared: Awaited<ReturnType<typeof prepareRequest>>) {
    const network = deps.shownNetwork?.() ?? { name: 'Unknown', currency: { symbol: 'ETH', decimals: 18 } }
    const answer = await theWalletWindow().request({
      kind: 'sign',
      wallets: await recordsOf(opened),
      approval: prepared.approval,
      sign: prepared.sign,
      origin: deps.origin,
      network,
    })
    if (answer.kind !== 'sign') throw new PasskeyError('The wallet window answered another request')
    return answer.signature
  }
  const smartAccount = createSmartAccountRequests(
    { ...deps.smartAccount, network: deps.network, approve: deps.approve },
    async (request) => {
      const opened = wallet
      if (!opened) throw rpcErrors.unauthorized('Connect a wallet first: no wallet is connected to this app')
      // The wallet window shows single requests only: a batch or an upgrade is approved in the frame.
      if (takeApprovalWindow())
        throw rpcErrors.notAllowed('Batched calls cannot be approved in the wallet window yet')
      return signHere(opened, request)
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
        const loggedIn = await login?.connect()
        if (loggedIn) {
          wallet = loggedIn
          login?.onChain(deps.network().caipNetworkId)
          report(loggedIn.address)
          return accountOf(loggedIn)
        }
        if (deps.auth?.custody === 'server') throw new Error('Log in with your email first')
        const stored = await records.last()
        wallet = stored ? await unlockWith(await recordsOf(stored.wallet)) : await created()
        await records.save(wallet)
        report(wallet.address)
        return accountOf(wallet)
      } catch (error) {
        throw connectError(error)
      }
    },
    async restore() {
      const loggedIn = await login?.restore()
      if (loggedIn) {
        wallet = loggedIn
        report(loggedIn.address)
        return accountOf(loggedIn)
      }
      if (deps.auth?.custody === 'server') return undefined
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
      await login?.signOut()
    },
    async switchNetwork(network) {
      login?.onChain(network.caipNetworkId)
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
        const signed = takeApprovalWindow()
          ? await signInWindow(passkeyWallet(opened, 'Approving in the wallet window'), prepared)
          : await signHere(opened, prepared.sign)
        if (!prepared.send) return signed
        return (await client()).sendRawTransaction({ serializedTransaction: signed })
      })
    },
    onEvent: events.on,
    lock() {
      vault.lock().catch(() => {})
      theWalletWindow().tell('lock')
    },
  }
}
