import { type Address, getAddress, type Hex, isAddressEqual } from 'viem'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../../shared/protocol.js'

/** SPEC §3: the account types; on eip155, `smartAccount` is the key delegated (EIP-7702) to the configured delegate. */
export type AccountType = 'eoa' | 'smartAccount'

/** The deployment's and the user's choices for one network: the delegate (if any) and the preferred type. */
export type SmartAccountSetup = { preferred: AccountType; delegate: Address | undefined }

/** What the account is on one network: delegated to whom (read from its code), and so what it can do. */
export type AccountOnChain = { delegatedTo: Address | undefined }

/**
 * The two functions of `Simple7702Account` (`@account-abstraction/contracts` 0.8) the wallet calls or decodes: the
 * product needs only these and the delegate's address, never the contract's code.
 */
export const SIMPLE_7702_ABI = [
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: 'error',
    name: 'ExecuteError',
    inputs: [
      { name: 'index', type: 'uint256' },
      { name: 'error', type: 'bytes' },
    ],
  },
] as const

/** EIP-7702's delegation designator: an account whose code is `0xef0100 ‖ address` runs that address's code. */
export const DELEGATION_PREFIX = '0xef0100'
/** The delegate an account's code designates (EIP-7702), or undefined for an account without one. */
export function delegateOf(code: Hex | undefined): Address | undefined {
  if (code === undefined || code.length !== 48 || !code.toLowerCase().startsWith(DELEGATION_PREFIX))
    return undefined
  return getAddress(`0x${code.slice(8)}`)
}

/** Whether the account is delegated to this network's configured delegate: SPEC §3's `smartAccountDeployed`. */
export const isDeployed = (setup: SmartAccountSetup, chain: AccountOnChain) =>
  setup.delegate !== undefined &&
  chain.delegatedTo !== undefined &&
  isAddressEqual(setup.delegate, chain.delegatedTo)

/**
 * The account type in effect (SPEC §4: a preference that cannot hold falls back to `eoa`): `smartAccount` where the
 * account already is one (delegated to the configured delegate), or where the user prefers it and the deployment
 * configured a delegate for the network, and the account is not delegated to some other code.
 */
export function accountTypeOf(setup: SmartAccountSetup, chain: AccountOnChain): AccountType {
  if (isDeployed(setup, chain)) return 'smartAccount'
  return setup.preferred === 'smartAccount' && setup.delegate !== undefined && chain.delegatedTo === undefined
    ? 'smartAccount'
    : 'eoa'
}

/** EIP-5792's `atomic` capability of one network: `supported` for a smart account (upgraded within the batch's own approval). */
export const atomicCapability = (setup: SmartAccountSetup, chain: AccountOnChain) => ({
  status: accountTypeOf(setup, chain) === 'smartAccount' ? ('supported' as const) : ('unsupported' as const),
})

/**
 * The networks `wallet_getCapabilities` asks about (EIP-5792: `[address, chainIds?]`): the account must be the
 * wallet's; no list means every network of the wallet's. Answers the chain ids, as numbers.
 * @throws {ProviderRpcError} 4100 for another address; -32602 for malformed params.
 */
export function capabilityChains(
  params: RequestArguments['params'],
  account: Address,
  networks: readonly number[],
): number[] {
  const [address, chainIds] = Array.isArray(params) ? params : []
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw rpcErrors.invalidParams('Invalid wallet_getCapabilities params: must be [address, chainIds?]')
  if (!isAddressEqual(address as Address, account))
    throw rpcErrors.unauthorized('wallet_getCapabilities: the address is not the connected account')
  if (chainIds === undefined) return [...networks]
  if (
    !Array.isArray(chainIds) ||
    !chainIds.every((id) => typeof id === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(id))
  )
    throw rpcErrors.invalidParams(
      'Invalid wallet_getCapabilities params: chainIds must be 0x-prefixed hex strings',
    )
  return networks.filter((id) => chainIds.some((wanted) => Number(wanted) === id))
}
