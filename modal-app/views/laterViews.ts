import type { ComponentType } from 'react'

/** A view that reads server data, under the modal's query client (views/withQueries.tsx). */
const queried = (load: () => Promise<ComponentType>) => () =>
  Promise.all([load(), import('./withQueries.js')]).then(
    ([View, { withQueries }]): ComponentType => withQueries(View),
  )

/**
 * The views the modal never opens on (issue 26): each its own chunk, behind this one small table, so the startup
 * bundle holds one `import()` and their names instead of each view's import and its list of chunks. They load in
 * idle time after `ready` (views/index.ts's preloadViews), or on first need.
 */
export const LATER_VIEWS = {
  ApproveTransaction: () =>
    import('./ApproveTransaction/ApproveTransaction.js').then(
      (module): ComponentType => module.ApproveTransaction,
    ),
  ConnectingExternal: () =>
    import('./ConnectingExternal/ConnectingExternal.js').then(
      (module): ComponentType => module.ConnectingExternal,
    ),
  AllWallets: queried(() => import('./AllWallets/AllWallets.js').then((module) => module.AllWallets)),
  ConnectingWalletConnect: queried(() =>
    import('./ConnectingWalletConnect/ConnectingWalletConnect.js').then(
      (module) => module.ConnectingWalletConnect,
    ),
  ),
  // Where manualWCControl opens on desktop (SPEC §2): the same pairing, without a chosen wallet.
  ConnectingWalletConnectBasic: queried(() =>
    import('./ConnectingWalletConnect/ConnectingWalletConnect.js').then(
      (module) => module.ConnectingWalletConnectBasic,
    ),
  ),
  ConnectingSiwe: () =>
    import('./ConnectingSiwe/ConnectingSiwe.js').then((module): ComponentType => module.ConnectingSiwe),
  // Networks and UnsupportedChain show the directory's network images (views/directoryImages.ts).
  Networks: queried(() => import('./Networks/Networks.js').then((module) => module.Networks)),
  SIWXSignMessage: () =>
    import('./SIWXSignMessage/SIWXSignMessage.js').then((module): ComponentType => module.SIWXSignMessage),
  UnsupportedChain: queried(() =>
    import('./UnsupportedChain/UnsupportedChain.js').then((module) => module.UnsupportedChain),
  ),
  // Name registration (issue 25.1): it asks the Blockchain API.
  RegisterAccountName: queried(() =>
    import('./RegisterAccountName/RegisterAccountName.js').then((module) => module.RegisterAccountName),
  ),
  RegisterAccountNameSuccess: queried(() =>
    import('./RegisterAccountName/RegisterAccountNameSuccess.js').then(
      (module) => module.RegisterAccountNameSuccess,
    ),
  ),
}
