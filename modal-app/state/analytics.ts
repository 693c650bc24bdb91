import { cleanDisplayText } from '../config/cleanDisplayText.js'
import { type AnalyticsApi, type AnalyticsBody, createAnalyticsApi } from '../data/analyticsApi.js'
import { type AnalyticsEvent, onTrackedEvent, trackEvent } from '../data/analyticsEvents.js'
import { log } from '../lib/log.js'
import type { Actions } from '../navigation/actions.js'
import { type AppState, connectedAddress, type Store } from '../store/store.js'
import { alerts } from '../texts/alerts.js'

/** A failed connection's reason is sent as the user saw it: cleaned, and at most this long. */
const MESSAGE_CHARS = 160

type Project = { api: AnalyticsApi; enabled: Promise<boolean>; forbidden: boolean }

type AnalyticsDeps = {
  store: Store
  actions: Pick<Actions, 'showToast'>
  /** Makes the client of a project (tests give a fake). */
  createApi?: typeof createAnalyticsApi
  /**
   * The states the store went through while this chunk loaded, the first when analytics was turned on: their
   * changes are reported first, so that an opening meanwhile is not missed.
   */
  since?: readonly AppState[]
  newEventId?: () => string
  now?: () => number
}

/**
 * SPEC §7's analytics, loaded once a config turns it on (`features.analytics` with a `projectId`): reports what
 * happens in the modal ({@link reportStateChanges}) and sends every tracked event with `POST /e`, judged by the
 * config of the moment it happens: nothing is sent, not even the project's `GET /getAnalyticsConfig`, while
 * `features.analytics` is off or there is no project id, nor while the project has analytics off. A 403 (the
 * embedding origin is not on the project's allowlist) shows SPEC §8's *Invalid App Configuration* once (with
 * `debug`), and nothing more is sent for that project.
 */
export function startAnalytics(deps: AnalyticsDeps): void {
  const { store } = deps
  const createApi = deps.createApi ?? createAnalyticsApi
  const newEventId = deps.newEventId ?? (() => crypto.randomUUID())
  const now = deps.now ?? Date.now
  /** Each project's client and its switch, asked once per directory and project. */
  const projects = new Map<string, Project>()
  let alerted = false

  const projectOf = ({ config }: AppState) => {
    const { projectId, walletDirectoryUrl, analyticsUrl } = config
    if (!config.features.analytics || projectId === undefined) return undefined
    const key = JSON.stringify([walletDirectoryUrl, analyticsUrl, projectId])
    let project = projects.get(key)
    if (!project) {
      const api = createApi({
        directoryUrl: walletDirectoryUrl,
        analyticsUrl,
        projectId,
        clientId: () => store.get().walletConnectClientId,
      })
      project = { api, enabled: api.isEnabled(), forbidden: false }
      projects.set(key, project)
    }
    return project
  }

  const alert = () => {
    if (alerted) return
    alerted = true
    const { InvalidAppConfiguration } = alerts
    log.error(`${InvalidAppConfiguration.shortMessage}: ${InvalidAppConfiguration.longMessage}`)
    if (store.get().config.debug) deps.actions.showToast(InvalidAppConfiguration.shortMessage, 'error')
  }

  /** Posts one at a time, in the order they happened. */
  let sending = Promise.resolve()
  const deliver = async (project: Project, body: AnalyticsBody) => {
    if (!(await project.enabled) || project.forbidden) return
    if ((await project.api.send(body)) !== 403) return
    project.forbidden = true
    alert()
  }

  onTrackedEvent(({ event, properties }: AnalyticsEvent) => {
    const state = store.get()
    const project = projectOf(state)
    if (!project || project.forbidden) return
    // What the event says is taken now, not when the project's switch has answered.
    const body: AnalyticsBody = {
      eventId: newEventId(),
      url: state.origin,
      domain: new URL(state.origin).hostname,
      timestamp: now(),
      props: { type: 'track', event, properties, address: connectedAddress(state) },
    }
    // (One that fails must not stop the ones after it.)
    sending = sending.then(() => deliver(project, body)).catch(() => {})
  })
  reportStateChanges(store, deps.since ?? [])
}

/**
 * The events the store's changes tell: the modal opened or closed, a wallet connected (a user's connection: a
 * silent reconnect at startup goes through `connecting` and is not one) or disconnected, a connection failed. The
 * modal counts as closed when analytics was turned on, so that an opening then is reported too.
 */
function reportStateChanges(store: Store, since: readonly AppState[]) {
  const [first = store.get(), ...later] = since
  let last: AppState = { ...first, open: false }
  const report = (state: AppState) => {
    const previous = last
    last = state
    const connected = connectedAddress(state) !== undefined
    if (state.open !== previous.open)
      trackEvent({ event: state.open ? 'MODAL_OPEN' : 'MODAL_CLOSE', properties: { connected } })
    const statusBefore = new Map(
      Object.entries(previous.accounts).map(([key, account]) => [key, account.status]),
    )
    for (const [namespace, account] of Object.entries(state.accounts)) {
      const before = statusBefore.get(namespace) ?? 'disconnected'
      if (account.status === before) continue
      if (account.status === 'connected' && before === 'disconnected' && account.wallet)
        trackEvent({
          event: 'CONNECT_SUCCESS',
          properties: { namespace, method: account.wallet.type, name: account.wallet.name },
        })
      if (account.status === 'disconnected' && before === 'connected')
        trackEvent({ event: 'DISCONNECT_SUCCESS', properties: { namespace } })
    }
    const failed = state.connecting?.phase === 'pending' ? undefined : state.connecting?.message
    const failedBefore = previous.connecting?.phase === 'pending' ? undefined : previous.connecting?.message
    if (failed !== undefined && failed !== failedBefore)
      trackEvent({ event: 'CONNECT_ERROR', properties: { message: cleanDisplayText(failed, MESSAGE_CHARS) } })
    if (state.pairingError !== undefined && state.pairingError !== previous.pairingError)
      trackEvent({
        event: 'CONNECT_ERROR',
        properties: { message: cleanDisplayText(state.pairingError, MESSAGE_CHARS) },
      })
  }
  for (const state of [...later, store.get()]) report(state)
  store.subscribe(() => report(store.get()))
}
