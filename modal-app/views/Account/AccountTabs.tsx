import type { NetworkEntry } from '../../config/types.js'
import { type TabItem, Tabs } from '../../ui/Tabs/Tabs.js'
import { useApp } from '../context.js'
import { lazyView } from '../lazyView.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

/** The Activity tab: a chunk of its own, never requested while `features.history` is off (SPEC §1). */
const ActivityTab = lazyView(() => import('./ActivityTab.js').then((module) => module.ActivityTab))

/**
 * Account's tabs (SPEC §2): Tokens, NFTs and, with `features.history` on (the default), Activity, each read for
 * the active network.
 */
export function AccountTabs({ network, address }: { network: NetworkEntry; address: string }) {
  const history = useApp((state) => state.config.features.history)
  const tabs: TabItem[] = [
    { id: 'tokens', label: 'Tokens', panel: <TokensTab network={network} address={address} /> },
    { id: 'nfts', label: 'NFTs', panel: <NftsTab network={network} address={address} /> },
  ]
  if (history)
    tabs.push({
      id: 'activity',
      label: 'Activity',
      panel: <ActivityTab network={network} address={address} />,
    })
  return <Tabs label="Assets" tabs={tabs} />
}
