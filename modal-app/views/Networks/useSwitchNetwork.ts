import { useState } from 'react'
import { isUserRejection } from '../../../shared/errors/codes.js'
import type { NetworkEntry } from '../../config/types.js'
import { useActions, useWallet } from '../context.js'

/** Switches network (in the wallet when one is connected), with the pending state and error toasts. */
export function useSwitchNetwork(onSwitched: () => void) {
  const wallet = useWallet()
  const actions = useActions()
  const [pending, setPending] = useState<string>()
  const select = (network: NetworkEntry) => {
    setPending(network.caipNetworkId)
    wallet
      .switchNetwork(network.caipNetworkId)
      .then(onSwitched, (error: { code?: unknown; shortMessage?: string; message?: string }) => {
        const declined = isUserRejection(error)
        actions.showToast(
          declined
            ? 'Network switch declined'
            : (error.shortMessage ?? error.message ?? 'Network not switched'),
          'error',
        )
      })
      .finally(() => setPending(undefined))
  }
  return { pending, select }
}
