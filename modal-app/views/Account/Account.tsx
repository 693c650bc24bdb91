import { useId } from 'react'
import type { NetworkEntry } from '../../config/types.js'
import { EMBEDDED_INFO } from '../../connectors/embedded/embeddedInfo.js'
import { formatBalance } from '../../data/formatBalance.js'
import { formatValue } from '../../data/formatMoney.js'
import { activeAccount, activeNetwork, connectedAddress } from '../../store/store.js'
import { Avatar } from '../../ui/Avatar/Avatar.js'
import { Button, IconButton } from '../../ui/Button/Button.js'
import { ChevronRightIcon, CopyIcon, ExternalIcon, PowerIcon } from '../../ui/Icon/viewIcons.js'
import { truncateAddress } from '../../wallets/address.js'
import { useActions, useApp, useCanOpen, useWallet } from '../context.js'
import { lazyView } from '../lazyView.js'
import { NoWalletConnected } from '../NoWalletConnected.js'
import { AccountActions } from './AccountActions.js'
import { SignInEntry } from './SignInEntry.js'
import { useNativeBalance } from './useNativeBalance.js'

// The tabs and the identity read the chain through viem's clients: chunks of their own, so that the startup bundle
// stays light (issue 11.3). Until they arrive, the header shows the address and its generated avatar; each shows the
// moment its chunk is there (views/lazyView.tsx).
const AccountTabs = lazyView(() => import('./AccountTabs.js').then((module) => module.AccountTabs))
const AccountAvatar = lazyView(() => import('./AccountIdentity.js').then((module) => module.AccountAvatar))
const AccountName = lazyView(() => import('./AccountIdentity.js').then((module) => module.AccountName))
// The passkey wallet's export and second passkey: only for that wallet, so a chunk of its own.
const EmbeddedWalletActions = lazyView(() =>
  import('./EmbeddedWalletActions.js').then((module) => module.EmbeddedWalletActions),
)
const NameEntry = lazyView(() => import('./NameEntry.js').then((module) => module.NameEntry))
// Requested only where `features.smartSessions` is on (issue 25.2): off, the chunk is never asked for.
const SmartSessions = lazyView(() => import('./SmartSessions.js').then((module) => module.SmartSessions))

/** The explorer's address page, only for http(s) explorers: the URL comes from the host's config. */
function explorerUrl(network: NetworkEntry, address: string): { name: string; href: string } | undefined {
  const explorer = network.blockExplorers?.default
  if (explorer === undefined) return undefined
  try {
    const url = new URL(explorer.url)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    url.pathname = `${url.pathname.replace(/\/$/, '')}/address/${encodeURIComponent(address)}`
    return { name: explorer.name, href: url.href }
  } catch {
    return undefined
  }
}

export function Account() {
  const address = useApp(connectedAddress)

  if (address === undefined)
    return <NoWalletConnected description="Connect a wallet to see your balance, tokens and activity." />

  return <ConnectedAccount address={address} />
}

function ConnectedAccount({ address }: { address: string }) {
  const actions = useActions()
  const wallet = useWallet()
  const network = useApp(activeNetwork)
  const canSwitchNetwork = useCanOpen('Networks')
  const smartSessions = useApp((state) => state.config.features.smartSessions)
  const explorer = explorerUrl(network, address)
  const networkHintId = useId()
  const embedded = useApp((state) => activeAccount(state).wallet?.id === EMBEDDED_INFO.id)

  const copy = () => {
    navigator.clipboard.writeText(address).then(
      () => actions.showToast('Address copied', 'success'),
      () => actions.showToast('Unable to copy the address', 'error'),
    )
  }

  return (
    <div className="flex flex-col gap-5 px-4 pb-4">
      <section aria-label="Wallet summary" className="flex flex-col items-center pt-2">
        <AccountAvatar
          network={network}
          address={address}
          fallback={<Avatar address={address} size={72} />}
        />
        <div className="mt-4 flex items-center gap-1 pl-9">
          <AccountName
            network={network}
            address={address}
            fallback={
              <p className="max-w-[14rem] truncate font-semibold text-lg tabular-nums" title={address}>
                {truncateAddress(address)}
              </p>
            }
          />
          <IconButton label="Copy address" onClick={copy} className="size-8">
            <CopyIcon size={16} />
          </IconButton>
        </div>
        <Balance network={network} address={address} />
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {/* Named by what it shows (WCAG 2.5.3), the network's name; described by what it is or does. */}
          <button
            type="button"
            disabled={!canSwitchNetwork}
            onClick={() => actions.push('Networks')}
            aria-describedby={networkHintId}
            className="flex h-9 items-center gap-2 rounded-full bg-surface pr-3 pl-2 font-semibold text-sm transition-colors duration-150 enabled:hover:bg-surface-strong disabled:cursor-default"
          >
            <span
              aria-hidden="true"
              className="flex size-5 items-center justify-center rounded-full bg-accent font-bold text-[10px] text-accent-fg"
            >
              {network.name.slice(0, 1).toUpperCase()}
            </span>
            {network.name}
            <span id={networkHintId} hidden>
              {canSwitchNetwork ? 'Switch network' : 'Current network'}
            </span>
            {canSwitchNetwork ? <ChevronRightIcon size={14} className="text-muted" /> : null}
          </button>
          {explorer === undefined ? null : (
            <a
              href={explorer.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View address on ${explorer.name} (opens in a new tab)`}
              className="flex h-9 items-center gap-1.5 rounded-full bg-surface px-3 font-semibold text-sm transition-colors duration-150 hover:bg-surface-strong"
            >
              {explorer.name}
              <ExternalIcon size={14} className="text-muted" />
            </a>
          )}
        </div>
      </section>

      <AccountActions />

      {embedded ? <EmbeddedWalletActions fallback={null} /> : null}

      <SignInEntry />

      <NameEntry network={network} address={address} fallback={null} />

      {smartSessions && network.chainNamespace === 'eip155' ? (
        <SmartSessions address={address} fallback={null} />
      ) : null}

      <AccountTabs
        network={network}
        address={address}
        fallback={<p className="py-6 text-center text-muted text-sm">Loading tokens, NFTs and activity…</p>}
      />

      <Button variant="secondary" size="lg" fullWidth onClick={() => wallet.disconnect()}>
        <PowerIcon size={18} />
        Disconnect
      </Button>
    </div>
  )
}

function Balance({ network, address }: { network: NetworkEntry; address: string }) {
  const balance = useNativeBalance(network, address)
  const { symbol, decimals } = network.nativeCurrency
  if (balance.isPending && balance.fetchStatus === 'fetching')
    return (
      <p className="h-5 w-24 animate-pulse rounded bg-surface" role="status" aria-label="Loading balance" />
    )
  if (balance.data === undefined)
    return (
      <p className="text-muted text-sm" role="img" aria-label="Balance unavailable">
        — {symbol}
      </p>
    )
  // The real amount on every network; its money value is $0.00 on a testnet (SPEC §9). The header has no price
  // source of its own, so elsewhere there is no value to show.
  const value = formatValue(undefined, network.testnet)
  return (
    <p className="text-muted text-sm tabular-nums">
      <span>
        {formatBalance(balance.data, decimals)} {symbol}
      </span>
      {value === undefined ? null : (
        <>
          <span aria-hidden="true"> · </span>
          <span>{value}</span>
        </>
      )}
    </p>
  )
}
