import { isWalletStandardNamespace, type SupportedNamespace } from '../config/namespaces/index.js'
import type { AnyConnector } from '../connectors/types.js'
import { loadReportChecks, type Session } from './session.js'

/** What settles when each namespace's startup reconnect has finished or given up (none: nothing to wait for). */
export type StartupSettled = Partial<Record<SupportedNamespace, Promise<void>>>

/** What a request on `namespace` waits for before it reads the connection: that namespace's startup reconnect. */
export const settledOn = (waits: { settled: StartupSettled }, namespace: SupportedNamespace) =>
  waits.settled[namespace]

/** How long the startup reconnect waits for the remembered wallet to be announced by the host page. */
const RECONNECT_WAIT_MS = 2_000

/**
 * The silent reconnect at startup (SPEC §4), for one namespace: the wallet the last visit connected is restored without asking the
 * user, once its connector exists (a host wallet is announced, or WalletConnect gets its project id). A wallet
 * that no longer authorises this app is forgotten; with none after 2 s, the session is disconnected.
 */
export function createStartupReconnect(
  session: Session,
  remembered: { storageKey: string | null; status: string | null },
  namespace: SupportedNamespace,
) {
  // eip155's wallets (EIP-6963) are announced as the page loads; a Wallet Standard namespace's once the app lists
  // its namespace (`start`).
  const announcedAtLoad = !isWalletStandardNamespace(namespace)
  let settle = () => {}
  const settled = new Promise<void>((resolve) => {
    settle = resolve
  })
  const wanted = remembered.status === 'connected' ? remembered.storageKey : null
  let tried = false
  let giveUp: ReturnType<typeof setTimeout> | undefined
  const finish = () => {
    clearTimeout(giveUp)
    settle()
  }
  /** Gives the remembered wallet 2 s to be announced, from now. */
  const start = () => {
    giveUp ??= setTimeout(() => {
      if (!tried) session.reconnecting(namespace, false)
      settle()
    }, RECONNECT_WAIT_MS)
  }
  if (wanted === null) {
    // Nothing remembered: eip155 records that it starts disconnected; other namespaces have nothing to record.
    if (announcedAtLoad) session.startedDisconnected(namespace)
    settle()
  } else session.reconnecting(namespace, true)
  if (announcedAtLoad) start()

  return {
    settled,
    start,
    /** Offers a connector that just became available; restores it when it is the remembered one. */
    offer(connector: AnyConnector) {
      if (connector.namespace !== namespace) return
      if (tried || wanted === null || connector.storageKey !== wanted) return
      if (session.connector(connector.namespace) !== undefined) return
      tried = true
      Promise.all([connector.restore(), loadReportChecks()])
        .then(([account]) => {
          if (!account || !session.accept(connector, account)) throw new Error('not authorised')
        })
        .catch(() => session.end(connector.namespace))
        .finally(finish)
    },
  }
}
