import type { ComponentType } from 'react'

/**
 * The wallet's flows (issue 24), each its own chunk, loaded only where its `features` flag is on. The startup bundle
 * holds one `import()` of this small table, not each flow's list of chunks: its imports, and their preloads, are
 * here.
 */
export const FLOW_VIEWS = {
  WalletSend: () =>
    Promise.all([import('./WalletSend/sendViews.js'), import('./withQueries.js')]).then(
      ([module, { withQueries }]): ComponentType => withQueries(module.WalletSend),
    ),
  WalletSendPreview: () =>
    Promise.all([import('./WalletSend/sendViews.js'), import('./withQueries.js')]).then(
      ([module, { withQueries }]): ComponentType => withQueries(module.WalletSendPreview),
    ),
  OnRampProviders: () =>
    Promise.all([import('./OnRampProviders/OnRampProviders.js'), import('./withQueries.js')]).then(
      ([module, { withQueries }]): ComponentType => withQueries(module.OnRampProviders),
    ),
  WalletReceive: () =>
    import('./WalletReceive/WalletReceive.js').then((module): ComponentType => module.WalletReceive),
  Swap: () =>
    Promise.all([import('./Swap/swapViews.js'), import('./withQueries.js')]).then(
      ([module, { withQueries }]): ComponentType => withQueries(module.Swap),
    ),
  SwapSelectToken: () =>
    Promise.all([import('./Swap/swapViews.js'), import('./withQueries.js')]).then(
      ([module, { withQueries }]): ComponentType => withQueries(module.SwapSelectToken),
    ),
  SwapPreview: () =>
    Promise.all([import('./Swap/swapViews.js'), import('./withQueries.js')]).then(
      ([module, { withQueries }]): ComponentType => withQueries(module.SwapPreview),
    ),
}
