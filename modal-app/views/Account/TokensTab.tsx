import { useQuery } from '@tanstack/react-query'
import { rulesOf } from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'
import type { TokenBalance } from '../../data/accountTypes.js'
import { BALANCE_DISPLAY_DECIMALS } from '../../data/constants.js'
import { formatDecimal } from '../../data/formatDecimal.js'
import { formatValue } from '../../data/formatMoney.js'
import { startSend } from '../../flows/send/sendState.js'
import { TOKEN_BALANCE_UNAVAILABLE } from '../../texts/messages.js'
import { IconButton } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { CoinsIcon, SendIcon } from '../../ui/Icon/viewIcons.js'
import { useActions, useApp, useStore, useWallet } from '../context.js'
import { TabError, TabLoading } from './TabStatus.js'
import { TokenIcon } from './TokenIcon.js'
import { tokenBalancesQueryOptions } from './tokenBalancesQuery.js'
import { useBlockchainApi } from './useBlockchainApi.js'

const NO_TOKENS: never[] = []

/** The Tokens tab: icon, name, amount and value of each token, by value (SPEC §2, §5). */
export function TokensTab({ network, address }: { network: NetworkEntry; address: string }) {
  const tokens = useApp((state) => state.config.tokens[network.caipNetworkId]) ?? NO_TOKENS
  const api = useBlockchainApi()
  const askWallet = useWallet().askConnected
  const balances = useQuery(tokenBalancesQueryOptions({ network, address, tokens, api, askWallet }))
  const canSend = useApp((state) => state.config.features.send)
  const store = useStore()
  const actions = useActions()

  if (!rulesOf(network).balances)
    return (
      <TabError
        title={TOKEN_BALANCE_UNAVAILABLE}
        description={`Token balances are not available on ${network.name}.`}
      />
    )
  if (balances.isPending) return <TabLoading label="Loading tokens" />
  if (balances.isError)
    return (
      <TabError
        title={TOKEN_BALANCE_UNAVAILABLE}
        description={`Could not read your balances on ${network.name}.`}
        onRetry={() => balances.refetch()}
        retrying={balances.isFetching}
      />
    )
  if (balances.data.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        icon={<CoinsIcon />}
        title="No tokens yet"
        description={`Tokens you hold on ${network.name} will show up here.`}
      />
    )
  return (
    <ul aria-label="Tokens" className="flex flex-col py-2">
      {balances.data.map((token) => (
        <TokenRow
          key={token.address ?? 'native'}
          token={token}
          testnet={network.testnet}
          onSend={canSend ? () => startSend(store, actions, token) : undefined}
        />
      ))}
    </ul>
  )
}

function TokenRow({
  token,
  testnet,
  onSend,
}: {
  token: TokenBalance
  testnet: boolean
  /** Opens Send with this token chosen, where sending is on. */
  onSend: (() => void) | undefined
}) {
  const amount = `${formatDecimal(token.quantity.numeric, BALANCE_DISPLAY_DECIMALS)} ${token.symbol}`
  // SPEC §9: testnets show 0.00 values; with no price source there is no value to show.
  const value = formatValue(token.value, testnet)
  return (
    <li className="flex items-center gap-3 rounded-control px-2 py-2.5">
      <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-sm">{token.name}</p>
        <p className="truncate text-muted text-sm tabular-nums">{amount}</p>
      </div>
      {value === undefined ? (
        <p className="text-muted text-sm" title="No price available">
          <span aria-hidden="true">—</span>
          <span className="sr-only">No price</span>
        </p>
      ) : (
        <p className="font-semibold text-sm tabular-nums">{value}</p>
      )}
      {onSend === undefined ? null : (
        <IconButton label={`Send ${token.name}`} onClick={onSend} className="-mr-2 size-9">
          <SendIcon size={16} />
        </IconButton>
      )}
    </li>
  )
}
