import { useState } from 'react'
import { isUserRejection } from '../../../shared/errors/codes.js'
import type { NetworkEntry } from '../../config/types.js'
import { walletErrorText } from '../../texts/walletErrors.js'
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
      .then(onSwitched, (error: unknown) => {
        // A wallet's or node's error as a person reads it (SPEC §8).
        actions.showToast(
          isUserRejection(error) ? 'Network switch declined' : walletErrorText(error),
          'error',
        )
      })
      .finally(() => setPending(undefined))
  }
  return { pending, select }
}
