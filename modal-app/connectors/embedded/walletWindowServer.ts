import type { Hex } from 'viem'
import { SIGNATURE_DECLINED } from '../../texts/messages.js'
import type { WrappedWallet } from '../../vault/wrapping.js'
import { createPasskey, getPasskey, PasskeyError } from './passkey.js'
import { createPopupVaultClient } from './popupVaultClient.js'
import {
  type FromWindow,
  readToWindow,
  WALLET_WINDOW_CHANNEL,
  type WalletWindowAnswer,
  type WalletWindowRequest,
} from './walletWindowProtocol.js'

/** What the wallet window shows. */
export type WindowState =
  /** No frame of this modal opened it (the dapp's page, a bookmark), or it sits in a frame: it does nothing. */
  | { phase: 'refused'; reason: string }
  | { phase: 'waiting' }
  | {
      phase: 'request' | 'working'
      id: string
      request: WalletWindowRequest
      /** Why the last try did not finish (a cancelled passkey prompt): the user may try again or reject. */
      error?: string | undefined
      /** Add a passkey, after its first step: the wallet is open, the new passkey comes next. */
      unlocked?: boolean
    }
  /** The export's key, on show: only here, never posted. */
  | { phase: 'revealed'; key: Hex; address: string }
  | { phase: 'done'; message: string }

/** How often the window looks whether its frame is gone. */
const OPENER_POLL_MS = 1_000

/**
 * The wallet window's side (walletWindowProtocol.ts), in popup.html: takes requests only from the frame that opened
 * it, in its session, shows them, and does the passkey ceremony and the vault's work in this first-party document
 * (no IntersectionObserver needed: nothing can cover or restyle a top-level window). The key the export shows never
 * leaves it.
 */
export function serveWalletWindow() {
  const listeners = new Set<() => void>()
  const session = location.hash.slice(1)
  const opener: Window | null = window.opener
  const origin = location.origin
  const refusal =
    window.top !== window
      ? 'The wallet window cannot work inside a frame.'
      : !opener || !/^[0-9a-f]{32}$/.test(session)
        ? 'This window opens from the wallet in a page; nothing asked for it here.'
        : undefined
  let state: WindowState = refusal ? { phase: 'refused', reason: refusal } : { phase: 'waiting' }
  const set = (next: WindowState) => {
    state = next
    for (const listener of [...listeners]) listener()
  }
  if (refusal) return { get: () => state, subscribe: () => () => {}, approve: noop, reject: noop, hide: noop }
  history.replaceState(null, '', location.pathname)

  const vault = createPopupVaultClient()
  const post = (message: FromWindow) => opener?.postMessage(message, origin)
  const envelope = { channel: WALLET_WINDOW_CHANNEL, session } as const
  const answer = (id: string, result: WalletWindowAnswer, done: string) => {
    post({ ...envelope, type: 'answer', id, answer: result })
    set({ phase: 'done', message: done })
  }
  const fail = (id: string, code: number, message: string) => {
    post({ ...envelope, type: 'error', id, error: { code, message } })
    set({ phase: 'done', message })
  }

  addEventListener('message', (event) => {
    const message = readToWindow(event, { opener, origin, session })
    if (!message) return
    if (message.type !== 'request') {
      vault.lock().catch(() => {})
      if (message.type === 'close') window.close()
      return
    }
    if (state.phase === 'request' || state.phase === 'working') {
      post({
        ...envelope,
        type: 'error',
        id: message.id,
        error: { code: -32603, message: 'The wallet window is busy' },
      })
      return
    }
    set({ phase: 'request', id: message.id, request: message.request })
    window.focus()
  })
  // Closing the window with a request on show is a reject (the frame also sees the window closed).
  addEventListener('pagehide', () => {
    if (state.phase === 'request' || state.phase === 'working')
      post({ ...envelope, type: 'error', id: state.id, error: { code: 4001, message: WINDOW_CLOSED_HERE } })
  })
  const watch = setInterval(() => {
    if (opener?.closed) {
      clearInterval(watch)
      window.close()
    }
  }, OPENER_POLL_MS)
  post({ ...envelope, type: 'ready' })

  /** Opens a wallet of `records` with the user's passkey (any of its passkeys); answers the record used. */
  async function unlock(records: readonly WrappedWallet[]): Promise<WrappedWallet> {
    const { credentialId, prfOutput } = await getPasskey(records.map((record) => record.credentialId))
    const record = records.find((each) => each.credentialId === credentialId)
    if (!record) throw new PasskeyError('This passkey does not open this wallet')
    await vault.unlock(prfOutput, record)
    return record
  }

  async function work(id: string, request: WalletWindowRequest, unlocked: boolean) {
    switch (request.kind) {
      case 'create': {
        const { credentialId, prfOutput } = await createPasskey()
        const wallet = await vault.create(prfOutput, credentialId)
        return answer(id, { kind: 'create', wallet }, 'Your wallet is ready. You can close this window.')
      }
      case 'sign': {
        const [first] = request.wallets
        if (!first) throw new PasskeyError('No wallet was given')
        if ((await vault.unlocked()) !== first.address) await unlock(request.wallets)
        const signature = await vault.sign(first.address, request.sign)
        return answer(id, { kind: 'sign', signature }, 'Signed. You can close this window.')
      }
      case 'export': {
        // Always the passkey again, even when open: the key's export is the one irreversible thing here.
        const record = await unlock(request.wallets)
        const key = await vault.exportKey(record.address)
        post({ ...envelope, type: 'answer', id, answer: { kind: 'export' } })
        return set({ phase: 'revealed', key, address: record.address })
      }
      case 'addPasskey': {
        if (!unlocked) {
          await unlock(request.wallets)
          return set({ phase: 'request', id, request, unlocked: true })
        }
        const { credentialId, prfOutput } = await createPasskey()
        if (request.wallets.some((record) => record.credentialId === credentialId))
          throw new PasskeyError('This passkey already opens this wallet')
        const wallet = await vault.addPasskey(prfOutput, credentialId)
        return answer(
          id,
          { kind: 'addPasskey', wallet },
          'Your new passkey opens this wallet too. You can close this window.',
        )
      }
    }
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** The user's Approve (or Create, Reveal, Add): runs the request on show, in this click. */
    approve() {
      if (state.phase !== 'request') return
      const { id, request, unlocked = false } = state
      set({ phase: 'working', id, request, unlocked })
      work(id, request, unlocked).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        if (error instanceof PasskeyError && error.retryable)
          return set({ phase: 'request', id, request, unlocked, error: message })
        fail(id, -32603, message)
      })
    },
    /** The user's Reject: 4001. */
    reject() {
      if (state.phase !== 'request') return
      fail(state.id, 4001, request4001(state.request))
    },
    /** Hides the revealed key. */
    hide() {
      if (state.phase === 'revealed')
        set({ phase: 'done', message: 'The key is hidden. You can close this window.' })
    },
  }
}

const noop = () => {}
const WINDOW_CLOSED_HERE = 'The wallet window was closed'

function request4001(request: WalletWindowRequest): string {
  return request.kind === 'sign' ? SIGNATURE_DECLINED : 'The request was declined in the wallet window'
}

export type WalletWindowServer = ReturnType<typeof serveWalletWindow>
