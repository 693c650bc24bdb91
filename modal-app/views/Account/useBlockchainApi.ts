import { useMemo } from 'react'
import { type BlockchainApi, createBlockchainApi } from '../../data/blockchainApi.js'
import { createProfileApi, type ProfileApi } from '../../data/profileApi.js'
import { useApp, useClientIdGetter } from '../context.js'

/** The Blockchain API of the config (SPEC §7), only when a project id is set. */
export function useBlockchainApi(): BlockchainApi | undefined {
  const projectId = useApp((state) => state.config.projectId)
  const baseUrl = useApp((state) => state.config.apiBaseUrl)
  const clientId = useClientIdGetter()
  return useMemo(
    () => (projectId === undefined ? undefined : createBlockchainApi({ baseUrl, projectId, clientId })),
    [baseUrl, projectId, clientId],
  )
}

/** The Blockchain API's profile (names) and smart-session calls (SPEC §7), only when a project id is set. */
export function useProfileApi(): ProfileApi | undefined {
  const projectId = useApp((state) => state.config.projectId)
  const baseUrl = useApp((state) => state.config.apiBaseUrl)
  const clientId = useClientIdGetter()
  return useMemo(
    () => (projectId === undefined ? undefined : createProfileApi({ baseUrl, projectId, clientId })),
    [baseUrl, projectId, clientId],
  )
}
