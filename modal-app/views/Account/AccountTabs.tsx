import type { NetworkEntry } from '../../config/types.js'
import { Tabs } from '../../ui/Tabs/Tabs.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

/** Account's three tabs (SPEC §2): Tokens, NFTs, Activity, each read for the active network. */
export function AccountTabs({ network, address }: { network: NetworkEntry; address: string }) {
  return (
    <Tabs
      label="Assets"
      tabs={[
        { id: 'tokens', label: 'Tokens', panel: <TokensTab network={network} address={address} /> },
        { id: 'nfts', label: 'NFTs', panel: <NftsTab network={network} address={address} /> },
        { id: 'activity', label: 'Activity', panel: <ActivityTab network={network} address={address} /> },
      ]}
    />
  )
}
