import { useMemo } from 'react'
import { type ConvertApi, createConvertApi } from '../../flows/swap/convertApi.js'
import { useApp, useClientIdGetter } from '../context.js'

/** The convert calls of the config's Blockchain API (SPEC §7), only when a project id is set. */
export function useConvertApi(): ConvertApi | undefined {
  const projectId = useApp((state) => state.config.projectId)
  const baseUrl = useApp((state) => state.config.apiBaseUrl)
  const swapNetworks = useApp((state) => state.config.swapNetworks)
  const clientId = useClientIdGetter()
  return useMemo(
    () =>
      projectId === undefined ? undefined : createConvertApi({ baseUrl, projectId, clientId, swapNetworks }),
    [baseUrl, projectId, clientId, swapNetworks],
  )
}
