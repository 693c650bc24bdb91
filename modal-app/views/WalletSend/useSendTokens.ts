import { useQuery } from '@tanstack/react-query'
import type { NetworkEntry } from '../../config/types.js'
import { tokenBalancesQueryOptions } from '../Account/tokenBalancesQuery.js'
import { useBlockchainApi } from '../Account/useBlockchainApi.js'
import { useApp, useWallet } from '../context.js'

const NO_TOKENS: never[] = []

/** The account's balances, as Account's Tokens tab reads them (one cache): the tokens Send offers. */
export function useSendTokens(network: NetworkEntry, address: string) {
  const tokens = useApp((state) => state.config.tokens[network.caipNetworkId]) ?? NO_TOKENS
  const api = useBlockchainApi()
  const askWallet = useWallet().askConnected
  return useQuery(tokenBalancesQueryOptions({ network, address, tokens, api, askWallet }))
}
