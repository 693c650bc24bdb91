import { lazyView, queriedView } from '../lazyView.js'

// Connect's parts, each a chunk of its own, loaded with Connect's (views/index.ts's openingParts) in idle time after
// `ready` and before Connect is first drawn, so the startup bundle stays small (issue 11.3, issue 26).

/** The connector groups and their catalogue rows (React Query, the wallet directory). */
export const ConnectWalletGroups = queriedView(() =>
  import('./WalletGroups.js').then((module) => module.WalletGroups),
)

/** The legal checkbox and Connect's notes (wallet guide, legal links), preloaded when the config shows them. */
export const ConnectNotes = lazyView(() => import('./ConnectNotes.js').then((module) => module.ConnectNotes))
