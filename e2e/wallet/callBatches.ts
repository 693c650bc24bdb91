/**
 * EIP-5792 for the test EIP-6963 wallet (`testWallet.ts`): `wallet_getCapabilities`, `wallet_sendCalls` and
 * `wallet_getCallsStatus`. A batch is sent as one transaction per call, in order, from the wallet's account to the
 * batch's chain, so it is not atomic (`atomic: { status: 'unsupported' }`); its status comes from the chain's
 * real receipts. Error codes are EIP-5792's.
 */
import {
  createPublicClient,
  type Hex,
  http,
  isAddress,
  isHex,
  type LocalAccount,
  numberToHex,
  toHex,
} from 'viem'
import { invalidParams, ProviderRpcError, sendFromAccount } from './transactions.js'

/** EIP-5792's `wallet_getCallsStatus` answer (version 2.0.0). */
type CallsStatus = {
  version: '2.0.0'
  id: string
  chainId: Hex
  /** 100 pending, 200 confirmed, 500 all reverted, 600 some reverted. */
  status: 100 | 200 | 500 | 600
  atomic: false
  receipts: {
    logs: { address: Hex; data: Hex; topics: Hex[] }[]
    status: Hex
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    transactionHash: Hex
  }[]
}

export type CallBatches = {
  capabilities(params: readonly unknown[]): Record<Hex, { atomic: { status: 'unsupported' } }>
  /** Checks a `wallet_sendCalls` request; the returned function sends the batch, once the user approved it. */
  prepare(params: readonly unknown[]): () => Promise<{ id: string }>
  status(params: readonly unknown[]): Promise<CallsStatus>
}

type Batch = { chainId: number; hashes: Hex[] }
type Call = { to: Hex; data?: Hex; value?: Hex }

const rpcError = (code: number, message: string) => new ProviderRpcError(code, message)

function parseCalls(calls: unknown): Call[] {
  if (!Array.isArray(calls) || calls.length === 0) throw invalidParams('calls must be a non-empty array')
  return calls.map((call: { to?: unknown; data?: unknown; value?: unknown } | null, index) => {
    if (!call || typeof call !== 'object') throw invalidParams(`calls[${index}] must be an object`)
    const { to, data, value } = call
    if (typeof to !== 'string' || !isAddress(to)) throw invalidParams(`calls[${index}].to is not an address`)
    if (data !== undefined && !isHex(data)) throw invalidParams(`calls[${index}].data is not hex`)
    if (value !== undefined && !isHex(value)) throw invalidParams(`calls[${index}].value is not hex`)
    return { to, ...(data === undefined ? {} : { data }), ...(value === undefined ? {} : { value }) }
  })
}

/** EIP-5792: a capability the wallet does not know fails the batch unless the dapp marked it optional. */
function requireOptional(capabilities: unknown) {
  if (capabilities === undefined) return
  if (!capabilities || typeof capabilities !== 'object') throw invalidParams('capabilities must be an object')
  for (const [name, value] of Object.entries(capabilities))
    if ((value as { optional?: unknown } | null)?.optional !== true)
      throw rpcError(5700, `Unsupported non-optional capability: ${name}`)
}

export function createCallBatches(options: {
  account: LocalAccount
  /** The wallet's chains: id → RPC URL. */
  chains: ReadonlyMap<number, string>
  /** Throws unless `address` is the connected account. */
  requireAccount(address: unknown): void
}): CallBatches {
  const batches = new Map<string, Batch>()
  const { account, chains } = options

  return {
    capabilities([address, chainIds]) {
      options.requireAccount(address)
      const wanted = Array.isArray(chainIds) ? chainIds.map(Number) : [...chains.keys()]
      return Object.fromEntries(
        wanted
          .filter((id) => chains.has(id))
          .map((id) => [numberToHex(id), { atomic: { status: 'unsupported' as const } }]),
      )
    },

    prepare([payload]) {
      if (!payload || typeof payload !== 'object') throw invalidParams('expected [{ chainId, calls, … }]')
      const request = payload as Record<string, unknown>
      options.requireAccount(request.from ?? account.address)
      const chainId = typeof request.chainId === 'string' ? Number(request.chainId) : Number.NaN
      const rpcUrl = chains.get(chainId)
      if (rpcUrl === undefined) throw rpcError(5710, `Unsupported chain id: ${String(request.chainId)}`)
      if (request.atomicRequired === true) throw rpcError(5760, 'Atomicity not supported')
      requireOptional(request.capabilities)
      const calls = parseCalls(request.calls)
      for (const call of request.calls as { capabilities?: unknown }[]) requireOptional(call.capabilities)
      const id = request.id === undefined ? toHex(crypto.getRandomValues(new Uint8Array(32))) : request.id
      if (typeof id !== 'string' || id === '') throw invalidParams('id must be a non-empty string')
      if (batches.has(id)) throw rpcError(5720, `Duplicate ID: ${id}`)
      return async () => {
        const batch: Batch = { chainId, hashes: [] }
        batches.set(id, batch)
        for (const call of calls)
          batch.hashes.push(await sendFromAccount({ account, chainId, rpcUrl, tx: call }))
        return { id }
      }
    },

    async status([id]) {
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (batch === undefined) throw rpcError(5730, `Unknown bundle id: ${String(id)}`)
      const client = createPublicClient({ transport: http(chains.get(batch.chainId)) })
      const receipts = await Promise.all(
        batch.hashes.map((hash) => client.request({ method: 'eth_getTransactionReceipt', params: [hash] })),
      )
      const mined = receipts.filter((receipt) => receipt !== null)
      const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
      const status =
        mined.length < receipts.length ? 100 : succeeded === mined.length ? 200 : succeeded === 0 ? 500 : 600
      return {
        version: '2.0.0',
        id: id as string,
        chainId: numberToHex(batch.chainId),
        status,
        atomic: false,
        receipts: mined.map((receipt) => ({
          logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics: [...topics] })),
          status: receipt.status,
          blockHash: receipt.blockHash,
          blockNumber: receipt.blockNumber,
          gasUsed: receipt.gasUsed,
          transactionHash: receipt.transactionHash,
        })),
      }
    },
  }
}
