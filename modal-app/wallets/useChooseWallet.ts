import { useCallback } from 'react'
import { useRememberWallet } from '../data/recentWalletQueries.js'
import { useActions, useCanOpen } from '../state/context.js'
import type { ListedWallet } from './types.js'

/**
 * What choosing a catalogue wallet does: it becomes a recent wallet (SPEC §3) and the selected one, then its
 * connecting view opens: ConnectingExternal for an installed wallet when that view exists, else
 * ConnectingWalletConnect (its WalletConnect and deep-link view).
 */
export function useChooseWallet(): (wallet: ListedWallet) => void {
  const actions = useActions()
  const remember = useRememberWallet()
  const canConnectExternal = useCanOpen('ConnectingExternal')
  return useCallback(
    (wallet: ListedWallet) => {
      remember(wallet.id)
      actions.selectWallet(wallet)
      actions.push(wallet.installed && canConnectExternal ? 'ConnectingExternal' : 'ConnectingWalletConnect')
    },
    [actions, remember, canConnectExternal],
  )
}
