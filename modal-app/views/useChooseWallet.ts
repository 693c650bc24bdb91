import { useCallback } from 'react'
import { normalizeRdns } from '../wallets/normalizeRdns.js'
import type { ListedWallet } from '../wallets/types.js'
import { useActions, useApp, useWallet } from './context.js'
import { useRememberWallet } from './recentWalletQueries.js'

/**
 * What choosing a catalogue wallet does: it becomes a recent wallet (SPEC §3) and the selected one; an installed
 * one connects as the host page's wallet of the same rdns (ConnectingExternal), any other pairs over WalletConnect
 * (ConnectingWalletConnect, with its deep links).
 */
export function useChooseWallet(): (wallet: ListedWallet) => void {
  const actions = useActions()
  const connection = useWallet()
  const remember = useRememberWallet()
  const hostWallets = useApp((state) => state.hostWallets.eip155)
  return useCallback(
    (wallet: ListedWallet) => {
      remember(wallet.id)
      actions.selectWallet(wallet)
      const host = wallet.installed
        ? hostWallets?.find(
            (entry) => entry.rdns && normalizeRdns(entry.rdns) === normalizeRdns(wallet.rdns ?? ''),
          )
        : undefined
      if (host) connection.connect(host.id)
      else actions.push('ConnectingWalletConnect')
    },
    [actions, connection, remember, hostWallets],
  )
}
