import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { registerName } from '../../flows/names/registerName.js'
import { profileNameKey } from '../Account/profileNameQuery.js'
import { useProfileApi } from '../Account/useBlockchainApi.js'
import { useActions, useStore, useWallet } from '../context.js'

/** Starts SPEC §4's registration of a name (without its suffix); the account's profile name is set on success. */
export function useRegisterName(): (label: string) => void {
  const store = useStore()
  const actions = useActions()
  const wallet = useWallet()
  const api = useProfileApi()
  const queryClient = useQueryClient()
  return useCallback(
    (label: string) => {
      if (api === undefined) return
      void registerName(
        {
          store,
          actions,
          api,
          askWallet: wallet.signWithWallet,
          hasWallet: wallet.hasWallet,
          setProfileName: (address, name) => queryClient.setQueryData(profileNameKey(address, api), name),
        },
        label,
      )
    },
    [store, actions, wallet, api, queryClient],
  )
}
