import { isUserRejection } from '../../../shared/errors/codes.js'
import { SiwxBackendError } from '../../data/errors.js'
import type { SiwxBackendClient } from '../../data/siwxBackend.js'
import { log } from '../../lib/log.js'
import type { Actions } from '../../navigation/actions.js'
import type { Session } from '../../state/session.js'
import { isSessionFor } from '../../storage/siwxStoredSession.js'
import { networkOf, type Store } from '../../store/store.js'
import { SIWX_INIT_FAILED } from '../../texts/messages.js'
import { SIGN_IN_FORMATS } from './siwxFormats.js'
import type { NamespaceSignIn } from './siwxNamespace.js'

export type SignDeps = {
  store: Store
  session: Session
  actions: Actions
  backend: SiwxBackendClient
  now: () => number
  disconnect(namespace: NamespaceSignIn['namespace']): void
}

/**
 * The sign-in itself, on `signIn`'s namespace: a nonce from the dapp's backend, the namespace's message (its
 * format, flows/signIn/siwxFormats.ts) signed in the wallet's own UI, the backend's verification. Declined: the view says
 * so (SPEC §4). Anything else: SPEC §8's message, and the namespace is disconnected.
 */
export async function signIn(deps: SignDeps, target: NamespaceSignIn): Promise<void> {
  const { store, actions, backend, now } = deps
  const { namespace } = target
  const siwx = store.get().config.siwx
  const address = target.account()
  const connector = deps.session.connector(namespace)
  const network = networkOf(store.get(), namespace)
  const format = SIGN_IN_FORMATS[namespace]
  if (!siwx || !address || !connector || !network || !format || store.get().signIn?.phase === 'pending') {
    // Nothing to sign with (or a sign-in already on its way): said for whoever debugs a Sign that did nothing.
    const missing = {
      siwx: !siwx,
      address: !address,
      connector: !connector,
      network: !network,
      format: !format,
    }
    log.debug('sign-in not started', missing, store.get().signIn?.phase)
    return
  }
  const started = target.generation()
  const stale = () => started !== target.generation()
  store.set({ signIn: { phase: 'pending' } })
  try {
    const nonce = await backend.nonce(siwx.nonceUrl)
    const message = format.message({
      origin: store.get().origin,
      address,
      network,
      nonce,
      statement: siwx.statement,
      resources: siwx.resources,
      issuedAt: new Date(now()),
    })
    const signature = await format.sign(connector, message, address)
    if (stale()) return
    const caipNetworkId = network.caipNetworkId
    const verified = await backend.verify(siwx.verifyUrl, { message, signature, address, caipNetworkId })
    if (stale()) return
    if (!isSessionFor(verified, namespace, address, now()))
      throw new SiwxBackendError(
        'The sign-in backend answered a session for another account or an expired one',
      )
    // The signed message goes to the page too (getState().siwx), for its own backend to verify: never stored.
    target.verified.accept({ ...verified, message, signature })
    store.set({ signIn: undefined })
    actions.close({ force: true })
  } catch (error) {
    if (stale()) return
    if (isUserRejection(error)) return store.set({ signIn: { phase: 'declined' } })
    log.warn('sign-in failed', error)
    store.set({ signIn: undefined })
    actions.showToast(SIWX_INIT_FAILED, 'error')
    deps.disconnect(namespace)
  }
}
