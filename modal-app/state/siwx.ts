import { isHex, toHex } from 'viem'
import { isUserRejection } from '../../shared/errors/codes.js'
import type { Namespace, SiwxState } from '../../shared/protocol.js'
import { SiwxBackendError } from '../data/errors.js'
import type { SiwxBackendClient } from '../data/siwxBackend.js'
import { SIWX_INIT_FAILED } from '../texts/messages.js'
import type { Actions } from './actions.js'
import type { Session } from './session.js'
import { createSignInMessage } from './siwxMessage.js'
import { isSessionFor, storedSession } from './siwxStoredSession.js'
import type { KeyValueStorage } from './storage.js'
import { activeNetwork, currentView, type Store } from './store.js'

/** What the SIWXSignMessage view can do. */
export type SignInActions = {
  /** Gets a nonce, has the wallet sign the message in its own UI, and has the dapp's backend verify it. */
  sign(): void
  /** SPEC §4: disconnects when sign-in is required, otherwise closes and stays connected. */
  cancel(): void
}

/** The namespace whose sign-in message this modal builds (EIP-4361); others follow their connectors. */
const NAMESPACE: Namespace = 'eip155'
/** setTimeout's longest delay; a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Sign in with X (SPEC §4), the one writer of the sign-in state: follows the session (state/session.ts) and, after
 * a connect, keeps the account's verified sign-in (stored, or the backend's `sessionUrl`) or asks for one in
 * SIWXSignMessage. A session that expires is dropped, and the next opening of the modal asks again.
 */
export function createSignIn(deps: {
  store: Store
  session: Session
  actions: Actions
  storage: KeyValueStorage
  backend: SiwxBackendClient
  /** Disconnects the wallet (SPEC §4: a required sign-in the user cancels). */
  disconnect(): void
  now?: () => number
}): SignInActions {
  const { store, session, actions, backend } = deps
  const now = deps.now ?? Date.now
  const stored = storedSession(deps.storage, NAMESPACE)
  // Bumped whenever the account changes or the user cancels: work started before is then dropped.
  let generation = 0
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let expiredFor: string | undefined

  const config = () => store.get().config.siwx
  const account = () => {
    const state = store.get().accounts[NAMESPACE]
    return state?.status === 'connected' ? state.address : undefined
  }
  const current = () => store.get().siwx?.[NAMESPACE]

  function keep(verified: SiwxState | undefined) {
    clearTimeout(expiryTimer)
    store.set((state) => ({ siwx: { ...state.siwx, [NAMESPACE]: verified } }))
    if (verified) watchExpiry(verified)
  }

  function watchExpiry(verified: SiwxState) {
    const left = Date.parse(verified.expiresAt) - now()
    expiryTimer = setTimeout(
      () => {
        if (current() !== verified) return
        if (Date.parse(verified.expiresAt) > now()) return watchExpiry(verified)
        stored.remove()
        expiredFor = verified.address
        keep(undefined)
      },
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    )
  }

  function ask() {
    store.set({ signIn: { phase: 'idle' } })
    if (currentView(store.get()) !== 'SIWXSignMessage' || !store.get().open)
      actions.open({ view: 'SIWXSignMessage' })
  }

  /** After a connect: the account's sign-in, kept or fetched; else SIWXSignMessage asks for one. */
  async function follow(address: string) {
    const siwx = config()
    if (!siwx || isSessionFor(current(), NAMESPACE, address, now())) return
    if (current()) keep(undefined)
    const started = ++generation
    let found = await stored.read()
    if (!isSessionFor(found, NAMESPACE, address, now()) && siwx.sessionUrl) {
      found = await backend.session(siwx.sessionUrl).catch((error: unknown) => {
        console.warn('[wallet-modal] the sign-in backend did not answer sessionUrl', error)
        return undefined
      })
      if (isSessionFor(found, NAMESPACE, address, now())) stored.write(found)
    }
    if (started !== generation || account() !== address) return
    if (isSessionFor(found, NAMESPACE, address, now())) return keep(found)
    ask()
  }

  session.subscribe((event) => {
    if (event.namespace !== NAMESPACE) return
    if (event.type === 'connected') {
      if (event.listed) void follow(event.address)
      return
    }
    generation++
    expiredFor = undefined
    stored.remove()
    if (current()) keep(undefined)
    if (store.get().signIn) store.set({ signIn: undefined })
  })

  // "Next use": the modal opens again after the account's session expired. A config that turns sign-in on after
  // the wallet connected (the dapp's `init` arrives after the startup reconnect) asks too.
  let wasOpen = store.get().open
  let lastConfig = config()
  store.subscribe(() => {
    const { open } = store.get()
    const opened = open && !wasOpen
    wasOpen = open
    const configured = config() !== lastConfig
    lastConfig = config()
    const address = account()
    if (address === undefined || current() || store.get().signIn) return
    if (configured) return void follow(address)
    if (opened && expiredFor === address && config()) ask()
  })

  async function sign() {
    const siwx = config()
    const address = account()
    const connector = session.connector(NAMESPACE)
    const network = activeNetwork(store.get())
    if (!siwx || !address || !connector || store.get().signIn?.phase === 'pending') return
    if (network.chainNamespace !== NAMESPACE || typeof network.id !== 'number') return
    const started = generation
    store.set({ signIn: { phase: 'pending' } })
    try {
      const nonce = await backend.nonce(siwx.nonceUrl)
      const message = createSignInMessage({
        origin: store.get().origin,
        address,
        chainId: network.id,
        nonce,
        statement: siwx.statement,
        resources: siwx.resources,
        issuedAt: new Date(now()),
      })
      const signature = await connector.request({
        method: 'personal_sign',
        params: [toHex(message), address],
      })
      if (started !== generation) return
      if (typeof signature !== 'string' || !isHex(signature))
        throw new Error('The wallet answered no signature')
      const caipNetworkId = network.caipNetworkId
      const verified = await backend.verify(siwx.verifyUrl, { message, signature, address, caipNetworkId })
      if (started !== generation) return
      if (!isSessionFor(verified, NAMESPACE, address, now()))
        throw new SiwxBackendError(
          'The sign-in backend answered a session for another account or an expired one',
        )
      stored.write(verified)
      expiredFor = undefined
      keep(verified)
      store.set({ signIn: undefined })
      actions.close({ force: true })
    } catch (error) {
      if (started !== generation) return
      if (isUserRejection(error)) return store.set({ signIn: { phase: 'declined' } })
      // SPEC §8: the sign-in could not start or finish; the wallet is disconnected, the view reset to Connect.
      console.warn('[wallet-modal] sign-in failed', error)
      store.set({ signIn: undefined })
      actions.showToast(SIWX_INIT_FAILED, 'error')
      deps.disconnect()
    }
  }

  return {
    sign: () => void sign(),
    cancel() {
      generation++
      store.set({ signIn: undefined })
      if (config()?.required) deps.disconnect()
      else actions.close({ force: true })
    },
  }
}
