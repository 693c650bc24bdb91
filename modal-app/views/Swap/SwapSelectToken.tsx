import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import type { TokenBalance } from '../../data/accountTypes.js'
import { BALANCE_DISPLAY_DECIMALS } from '../../data/constants.js'
import { formatDecimal } from '../../data/formatDecimal.js'
import type { ConvertToken } from '../../flows/swap/convertAnswers.js'
import type { ConvertApi } from '../../flows/swap/convertApi.js'
import { tokenAddressOf } from '../../flows/swap/swapChain.js'
import { swapTokensQueryOptions } from '../../flows/swap/swapQueries.js'
import { pickSwapToken } from '../../flows/swap/swapState.js'
import type { SwapToken } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon } from '../../ui/Icon/icons.js'
import { SearchIcon } from '../../ui/Icon/viewIcons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { tokenBalancesQueryOptions } from '../Account/tokenBalancesQuery.js'
import { useBlockchainApi } from '../Account/useBlockchainApi.js'
import { useActions, useApp, useStore, useWallet } from '../context.js'
import { SwapGate } from './Swap.js'

const NO_TOKENS: never[] = []

/** The API's token as SPEC §3's swap token: the account's balance of it (0 when it holds none) added. */
function swapTokenOf(
  token: ConvertToken,
  network: NetworkEntry,
  balances: readonly TokenBalance[],
): SwapToken {
  const address = tokenAddressOf(token.address)?.toLowerCase()
  const held = balances.find((balance) => balance.address?.toLowerCase() === address)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: network.caipNetworkId,
    address: token.address,
    decimals: token.decimals,
    logoUri: token.logoUri,
    eip2612: false,
    price: held?.price,
    value: held?.value,
    quantity: held?.quantity ?? { decimals: String(token.decimals), numeric: '0' },
    iconUrl: token.logoUri || undefined,
  }
}

function TokenList({ network, owner, api }: { network: NetworkEntry; owner: Address; api: ConvertApi }) {
  const store = useStore()
  const actions = useActions()
  const searchId = useId()
  const [search, setSearch] = useState('')
  const side = useApp((state) => state.swap?.choosing) ?? 'source'
  const tokens = useQuery(swapTokensQueryOptions(api, network))
  const configured = useApp((state) => state.config.tokens[network.caipNetworkId]) ?? NO_TOKENS
  const balances = useQuery(
    tokenBalancesQueryOptions({
      network,
      address: owner,
      tokens: configured,
      api: useBlockchainApi(),
      askWallet: useWallet().askConnected,
    }),
  )
  if (tokens.isPending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted text-sm">
        <Spinner size={16} />
        Loading the tokens…
      </p>
    )
  if (tokens.isError)
    return (
      <EmptyState
        icon={<AlertIcon />}
        title="The tokens could not be loaded"
        description={tokens.error.message}
        action={<Button onClick={() => tokens.refetch()}>Try again</Button>}
      />
    )
  const all = tokens.data
    .filter((token) => token.decimals > 0)
    .map((token) => swapTokenOf(token, network, balances.data ?? []))
  const wanted = search.trim().toLowerCase()
  const shown = all
    .filter(
      (token) =>
        wanted === '' ||
        token.symbol.toLowerCase().includes(wanted) ||
        token.name.toLowerCase().includes(wanted) ||
        token.address.toLowerCase().endsWith(wanted),
    )
    // The tokens the account holds first.
    .sort((a, b) => Number(b.quantity.numeric !== '0') - Number(a.quantity.numeric !== '0'))
  return (
    <div className="flex flex-col gap-3">
      <div className="relative px-4">
        <SearchIcon
          size={16}
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-7 text-muted"
        />
        <input
          id={searchId}
          type="search"
          aria-label="Search tokens"
          placeholder="Search by name, symbol or address"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-11 w-full rounded-control border border-line bg-surface pr-3 pl-9 text-base outline-none focus-visible:border-accent"
        />
      </div>
      {shown.length === 0 ? (
        <p role="status" className="px-4 py-8 text-center text-muted text-sm">
          {all.length === 0 ? `No tokens to swap on ${network.name}` : `No token matches “${search.trim()}”`}
        </p>
      ) : (
        <ul
          aria-label={side === 'source' ? 'Tokens to pay with' : 'Tokens to receive'}
          className="flex flex-col px-2 pb-4"
        >
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                onClick={() => pickSwapToken(store, actions, token)}
                className="flex w-full items-center justify-between gap-3 rounded-control px-2 py-2.5 text-left transition-colors hover:bg-surface"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{token.symbol}</span>
                  <span className="block truncate text-muted text-sm">{token.name}</span>
                </span>
                <span className="shrink-0 text-muted text-sm tabular-nums">
                  {formatDecimal(token.quantity.numeric, BALANCE_DISPLAY_DECIMALS)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The token chooser of Swap: the API's tokens for this network (SPEC §7 `/v1/convert/tokens`), searchable. */
export function SwapSelectToken() {
  return <SwapGate>{(args) => <TokenList {...args} />}</SwapGate>
}
