import { type Address, getAddress, type Hex } from 'viem'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { NetworkEntry } from '../../config/types.js'
import { publicClientFor } from '../../data/publicClient.js'
import type { VaultSignRequest } from '../../vault/vault.js'
import type { ApprovalRequest } from './prepareRequest.js'
import {
  type AccountOnChain,
  type AccountType,
  accountTypeOf,
  atomicCapability,
  capabilityChains,
  delegateOf,
  isDeployed,
  type SmartAccountSetup,
} from './smartAccount.js'
import { callsStatus, findBatch, prepareBatch, type SentBatch } from './smartAccountBatch.js'

/** SPEC §3's account state of the passkey wallet's account on the active network, as `getState()` reports it. */
type SmartAccountStatus = {
  address: string
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
}

export type SmartAccountDeps = {
  /** The app's active eip155 network. */
  network(): NetworkEntry
  /** Every eip155 network of the app. */
  networks(): readonly NetworkEntry[]
  /** The delegate the deployment configured for `network`, and the account type the user prefers there. */
  setup(network: NetworkEntry): SmartAccountSetup
  /** Tells the app what the account is on the active network (undefined: no account). */
  report(status: SmartAccountStatus | undefined): void
  /** Shows `request` in ApproveTransaction; runs `work` once the user approves. */
  approve<T>(request: ApprovalRequest, work: () => Promise<T>): Promise<T>
}

/** The EIP-5792 methods the smart account answers: `wallet_sendCalls` needs the user's approval, the others not. */
export const SMART_ACCOUNT_METHODS: ReadonlySet<string> = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
])

/**
 * The passkey wallet's smart account (SPEC §3–§6, ARCHITECTURE.md "Smart accounts"): EIP-7702 delegation of the key
 * to the deployment's `Simple7702Account`, so that `wallet_sendCalls` lands atomically as one self-call, with no
 * bundler. `sign` unlocks the vault and signs what the user approved; the answers are EIP-5792's.
 */
export function createSmartAccountRequests(
  deps: SmartAccountDeps,
  sign: (request: VaultSignRequest) => Promise<Hex>,
) {
  /** Batches this wallet sent in this page, by the id the dapp knows them by. */
  const sent = new Map<string, SentBatch>()
  /** The last status reported, for the account on the active network. */
  let status: SmartAccountStatus | undefined

  /** The account on `network`, read from its code; a read that fails counts as not delegated (SPEC §4: EOA). */
  async function onChain(account: Address, network: NetworkEntry): Promise<AccountOnChain> {
    try {
      const code = await (await publicClientFor(network)).getCode({ address: account })
      return { delegatedTo: delegateOf(code) }
    } catch {
      return { delegatedTo: undefined }
    }
  }

  /** Counts refreshes: only the latest one reports. */
  let refreshes = 0
  /** Reads the account's code on `network` (default: the active one) and reports what it is. */
  async function refresh(address: string | undefined, network = deps.network()) {
    const run = ++refreshes
    if (address === undefined) {
      status = undefined
      deps.report(undefined)
      return
    }
    const setup = deps.setup(network)
    const chain = await onChain(getAddress(address), network)
    if (run !== refreshes) return
    status = {
      address,
      preferredAccountType: accountTypeOf(setup, chain),
      smartAccountDeployed: isDeployed(setup, chain),
    }
    deps.report(status)
  }

  async function capabilities(args: RequestArguments, account: Address) {
    const networks = deps.networks()
    const chains = capabilityChains(
      args.params,
      account,
      networks.map((network) => Number(network.id)),
    )
    const answers = await Promise.all(
      chains.map(async (chainId) => {
        const network = networks.find((entry) => Number(entry.id) === chainId)
        if (!network) return undefined
        const chain = await onChain(account, network)
        return [
          `0x${chainId.toString(16)}`,
          { atomic: atomicCapability(deps.setup(network), chain) },
        ] as const
      }),
    )
    return Object.fromEntries(answers.filter((answer) => answer !== undefined))
  }

  async function sendCalls(args: RequestArguments, account: Address) {
    const network = deps.network()
    const chainId = Number(network.id)
    const client = await publicClientFor(network)
    const prepared = await prepareBatch(args.params, {
      account,
      chainId,
      client,
      setup: deps.setup(network),
      chain: await onChain(account, network),
      usedIds: new Set(sent.keys()),
    })
    return deps.approve({ method: args.method, chainId, shown: prepared.shown }, async () => {
      if (Number(deps.network().id) !== chainId)
        throw rpcErrors.invalidParams('The network changed after the request was shown; ask again')
      const signed = await sign(prepared.sign)
      const hash = await client.sendRawTransaction({ serializedTransaction: signed })
      const id = prepared.id ?? hash
      sent.set(id, { hash, chainId })
      // Once mined, the account is a smart account (an upgrade) or unchanged: report what it now is.
      client
        .waitForTransactionReceipt({ hash })
        .then(() => refresh(status?.address))
        .catch(() => {})
      return { id }
    })
  }

  async function getCallsStatus(args: RequestArguments, account: Address) {
    const network = deps.network()
    const client = await publicClientFor(network)
    const { id, sent: batch } = await findBatch(args.params, sent, {
      account,
      chainId: Number(network.id),
      client,
    })
    const batchNetwork = deps.networks().find((entry) => Number(entry.id) === batch.chainId) ?? network
    return callsStatus(id, batch, await publicClientFor(batchNetwork))
  }

  return {
    refresh,
    /** Whether the account in effect is a smart account (SPEC §8: a declined signature then says so). */
    isSmartAccount: () => status?.preferredAccountType === 'smartAccount',
    /** Answers one of {@link SMART_ACCOUNT_METHODS} for the connected `account`. */
    request(args: RequestArguments, account: Address): Promise<unknown> {
      switch (args.method) {
        case 'wallet_getCapabilities':
          return capabilities(args, account)
        case 'wallet_sendCalls':
          return sendCalls(args, account)
        default:
          return getCallsStatus(args, account)
      }
    },
  }
}
