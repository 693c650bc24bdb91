import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { NetworkEntry } from '../../config/types.js'
import { assetUrl } from '../../data/assetUrl.js'
import { log } from '../../lib/log.js'
import { Avatar } from '../../ui/Avatar/Avatar.js'
import { truncateAddress } from '../../wallets/address.js'
import { useApp } from '../context.js'
import { identityQueryOptions } from './identityQuery.js'
import { profileNameQueryOptions } from './profileNameQuery.js'
import { useBlockchainApi, useProfileApi } from './useBlockchainApi.js'

/** The account's profile (SPEC §3 profileName, profileImage), where it has one (SPEC §2, §7). */
function useIdentity(network: NetworkEntry, address: string) {
  const api = useBlockchainApi()
  return useQuery(identityQueryOptions({ network, address, api })).data
}

/** The profile avatar, else the address's gradient. */
export function AccountAvatar({ network, address }: { network: NetworkEntry; address: string }) {
  const gateway = useApp((state) => state.config.ipfsGateway)
  const avatar = assetUrl(useIdentity(network, address)?.avatar, { gateway, trustedOrigins: [] })
  const [failed, setFailed] = useState(false)
  if (avatar === undefined || failed) return <Avatar address={address} size={72} />
  return (
    <img
      src={avatar}
      alt=""
      width={72}
      height={72}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="size-[72px] shrink-0 rounded-full object-cover ring-4 ring-surface"
    />
  )
}

/** The account's registered profile name (SPEC §7 reverse lookup): null when it has none, undefined until known. */
export function useProfileName(network: NetworkEntry, address: string) {
  const api = useProfileApi()
  const query = useQuery(profileNameQueryOptions({ network, address, api }))
  if (query.isError) log.warn(query.error.message, query.error.cause)
  return query
}

/**
 * The profile name (registered in the modal, else the identity's), else the address truncated (SPEC §5). With a
 * name, the address shows under it, so that the user can still tell which account it is.
 */
export function AccountName({ network, address }: { network: NetworkEntry; address: string }) {
  const profileName = useProfileName(network, address).data ?? undefined
  const identityName = useIdentity(network, address)?.name
  const name = profileName ?? identityName
  return (
    <div className="min-w-0 text-center">
      <p className="max-w-[14rem] truncate font-semibold text-lg tabular-nums" title={address}>
        {name ?? truncateAddress(address)}
      </p>
      {name === undefined ? null : (
        <p className="text-muted text-xs tabular-nums">{truncateAddress(address)}</p>
      )}
    </div>
  )
}
