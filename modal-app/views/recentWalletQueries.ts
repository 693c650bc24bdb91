import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useStorage } from '../storage/context.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { addRecentWallet, parseRecentWallets } from '../wallets/recentWallets.js'

const RECENT_WALLETS_KEY = ['recentWallets'] as const
const NONE: string[] = []

function recentWalletsQuery(storage: KeyValueStorage) {
  return {
    queryKey: RECENT_WALLETS_KEY,
    queryFn: async () => parseRecentWallets(await storage.get(STORAGE_KEYS.recentWallets)),
    staleTime: Number.POSITIVE_INFINITY,
  }
}

/** The ids of the recent wallets (SPEC §3: at most 2, newest first), from storage. */
export function useRecentWalletIds(): string[] {
  return useQuery(recentWalletsQuery(useStorage())).data ?? NONE
}

/** Adds a wallet to the recent wallets, in storage and on screen. */
export function useRememberWallet(): (id: string) => void {
  const storage = useStorage()
  const client = useQueryClient()
  return useCallback(
    (id: string) => {
      void client.ensureQueryData(recentWalletsQuery(storage)).then((current) => {
        const next = addRecentWallet(current, id)
        client.setQueryData(RECENT_WALLETS_KEY, next)
        storage.set(STORAGE_KEYS.recentWallets, JSON.stringify(next))
      })
    },
    [client, storage],
  )
}
