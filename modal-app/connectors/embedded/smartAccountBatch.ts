// Over 250 lines, kept whole: one batch's life (check, show, build, status, find); see the note below the imports.
import {
  type Address,
  concat,
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  type PublicClient,
  type TransactionSerializableEIP1559,
} from 'viem'
import { ProviderRpcError } from '../../../shared/errors/rpc.js'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { VaultSignRequest } from '../../vault/vault.js'
import { type ShownCall, shownCall } from './shownCall.js'

// Over 250 lines, kept whole for now: one batch's life (check, show, build, status, find), each step reading the
// one before's shapes. Its EIP-1559 transaction (fees, nonce, gas, the fields) is assembled as prepareRequest.ts's
// is: one shared builder there is the split to make next, not a cut by line count.
import {
  type AccountOnChain,
  accountTypeOf,
  DELEGATION_PREFIX,
  isDeployed,
  SIMPLE_7702_ABI,
  type SmartAccountSetup,
} from './smartAccount.js'

/**
 * EIP-5792's batches on the passkey wallet's smart account (`wallet_sendCalls`, `wallet_getCallsStatus`): checked,
 * shown, built for the vault to sign, and found again on chain. What the account is lives in smartAccount.ts.
 * Kept whole past 250 lines: one batch's life, each step reading the shape the step before made.
 */

/** EIP-5792's error codes the wallet answers. */
const UNSUPPORTED_CAPABILITY = 5700
const UNSUPPORTED_CHAIN = 5710
const DUPLICATE_ID = 5720
const UNKNOWN_BUNDLE = 5730
const BUNDLE_TOO_LARGE = 5740
const ATOMICITY_NOT_SUPPORTED = 5760
/** @internal Exported for its test. The most calls one batch may hold (EIP-5792 5740 past it). */
export const MAX_BATCH_CALLS = 64
/** EIP-7702's cost of one authorization to an account that exists (PER_EMPTY_ACCOUNT_COST), added to the estimate. */
const AUTHORIZATION_GAS = 25_000n
/** The gas limit of a batch the network says will fail (the user may still send it: it then reverts whole). */
const failingBatchGas = (calls: number) => 100_000n + 60_000n * BigInt(calls)

/** One call of a batch as ApproveTransaction shows it. */
type ShownBatchCall = { to: Address; value: bigint; data: Hex; call: ShownCall }

/** A batch as ApproveTransaction shows it: its calls, the fee, the upgrade it makes, and a failure it foresees. */
export type ShownBatch = {
  kind: 'batch'
  calls: ShownBatchCall[]
  fee: bigint
  /** The delegate the account is being upgraded to (an EIP-7702 authorization is signed with the batch). */
  upgrade: Address | undefined
  /** Why the network expects the batch to revert (then none of its calls happens), if it does. */
  failure: string | undefined
}

/** `wallet_sendCalls` checked and built: what is shown, what the vault signs, and the bundle id it answers. */
export type PreparedBatch = { shown: ShownBatch; sign: VaultSignRequest; id: string | undefined }

type Call = { to: Address; value: bigint; data: Hex }

const isHex = (value: unknown): value is Hex => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)
const isQuantity = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)
const isAddress = (value: unknown): value is Address =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const invalid = (problem: string) => rpcErrors.invalidParams(`Invalid wallet_sendCalls payload: ${problem}`)

/** EIP-5792: a capability the wallet does not know fails the request unless the app marked it optional. */
function checkCapabilities(capabilities: unknown, path: string) {
  if (capabilities === undefined) return
  if (!isRecord(capabilities)) throw invalid(`${path} must be an object`)
  for (const [name, value] of Object.entries(capabilities))
    if (!(isRecord(value) && value.optional === true))
      throw new ProviderRpcError(
        UNSUPPORTED_CAPABILITY,
        `Unsupported non-optional capability: ${name.slice(0, 60)}`,
      )
}

/**
 * `wallet_sendCalls`' payload (EIP-5792; the dapp is untrusted, so it is checked here too): its calls, for this
 * account on this chain.
 * @throws {ProviderRpcError} -32602 malformed or another account; 5710 another chain; 5740 too many calls; 5700 a
 *   capability the wallet does not support.
 */
function sendCallsPayload(
  params: RequestArguments['params'],
  account: Address,
  chainId: number,
): { calls: Call[]; id: string | undefined; atomicRequired: boolean } {
  const payload = Array.isArray(params) ? params[0] : undefined
  if (!isRecord(payload)) throw invalid('must be an object')
  const { from, chainId: wanted, calls, capabilities, id, atomicRequired } = payload
  if (!isQuantity(wanted)) throw invalid('chainId must be a 0x-prefixed hex string')
  if (Number(wanted) !== chainId)
    throw new ProviderRpcError(
      UNSUPPORTED_CHAIN,
      `The batch is for chain ${Number(wanted)}; the wallet is on chain ${chainId}`,
    )
  if (from !== undefined && !(isAddress(from) && isAddressEqual(from, account)))
    throw invalid('from is not the connected account')
  if (!Array.isArray(calls) || calls.length === 0) throw invalid('calls must be a non-empty array')
  if (calls.length > MAX_BATCH_CALLS)
    throw new ProviderRpcError(BUNDLE_TOO_LARGE, `A batch holds at most ${MAX_BATCH_CALLS} calls`)
  if (id !== undefined && (typeof id !== 'string' || id.length === 0 || id.length > 4096))
    throw invalid('id must be a non-empty string')
  checkCapabilities(capabilities, 'capabilities')
  const checked = calls.map((call: unknown, index): Call => {
    const path = `calls[${index}]`
    if (!isRecord(call)) throw invalid(`${path} must be an object`)
    if (!isAddress(call.to)) throw invalid(`${path}.to must be a 0x-prefixed address`)
    if (call.data !== undefined && !isHex(call.data)) throw invalid(`${path}.data must be 0x-prefixed hex`)
    if (call.value !== undefined && !isQuantity(call.value))
      throw invalid(`${path}.value must be a 0x-prefixed hex quantity`)
    checkCapabilities(call.capabilities, `${path}.capabilities`)
    return { to: getAddress(call.to), value: BigInt(call.value ?? 0), data: call.data ?? '0x' }
  })
  return { calls: checked, id, atomicRequired: atomicRequired === true }
}

/** `Simple7702Account.executeBatch(calls)`: the data of the self-call that runs the batch. */
const executeBatchData = (calls: readonly Call[]): Hex =>
  encodeFunctionData({
    abi: SIMPLE_7702_ABI,
    functionName: 'executeBatch',
    args: [calls.map(({ to, value, data }) => ({ target: to, value, data }))],
  })

/** The revert data inside a viem error (its cause chain), if any. */
function revertData(error: unknown): Hex | undefined {
  for (let cause = error; isRecord(cause); cause = cause.cause) {
    const { data } = cause
    if (isHex(data) && data.length >= 10) return data
    if (isRecord(data) && isHex(data.data)) return data.data
  }
  return undefined
}

const ERROR_STRING_ABI = [
  { type: 'error', name: 'Error', inputs: [{ name: 'reason', type: 'string' }] },
] as const

/** @internal Exported for its test. Why a simulated batch reverted, in words: which call, and its reason when it gave one. */
export function batchFailure(error: unknown, calls: number): string {
  const data = revertData(error)
  if (data)
    try {
      const decoded = decodeErrorResult({ abi: SIMPLE_7702_ABI, data })
      const [index, inner] = decoded.args
      let reason = ''
      try {
        const [text] = decodeErrorResult({ abi: ERROR_STRING_ABI, data: inner }).args
        reason = `: ${text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ').slice(0, 120)}`
      } catch {
        // A custom error or none: the call number alone.
      }
      return `Call ${Number(index) + 1} of ${calls} would fail${reason}. Sent anyway, the whole batch reverts.`
    } catch {
      // Not the delegate's ExecuteError.
    }
  return 'The network expects this batch to fail. Sent anyway, the whole batch reverts.'
}

/**
 * Builds the transaction of a batch (ARCHITECTURE.md, "Smart accounts"): one self-call of `executeBatch` on the
 * account, atomic (one call reverting reverts them all), with no bundler. When the account is not yet delegated,
 * an EIP-7702 authorization to the delegate goes with it (nonce + 1: the sender's own nonce is used first), signed by
 * the vault with the transaction. An EOA (no delegate, or the user's choice) sends a single call as a plain
 * transaction and refuses more (EIP-5792 5760).
 * @throws {ProviderRpcError} 5760 several calls without a smart account; 5720 an id already used.
 */
export async function prepareBatch(
  params: RequestArguments['params'],
  context: {
    account: Address
    chainId: number
    client: PublicClient
    setup: SmartAccountSetup
    chain: AccountOnChain
    usedIds: ReadonlySet<string>
  },
): Promise<PreparedBatch> {
  const { account, chainId, client, setup, chain } = context
  const { calls, id } = sendCallsPayload(params, account, chainId)
  if (id !== undefined && context.usedIds.has(id))
    throw new ProviderRpcError(DUPLICATE_ID, `A batch with id ${id.slice(0, 80)} was already sent`)
  const type = accountTypeOf(setup, chain)
  const [single] = calls
  if (type === 'eoa' && (calls.length > 1 || single === undefined))
    throw new ProviderRpcError(
      ATOMICITY_NOT_SUPPORTED,
      chain.delegatedTo !== undefined && !isDeployed(setup, chain)
        ? `This account is delegated to ${chain.delegatedTo}, which this wallet does not batch through`
        : 'This account is an EOA on this network: it sends one call at a time',
    )
  const delegate = setup.delegate
  const upgrade = type === 'smartAccount' && !isDeployed(setup, chain) ? delegate : undefined
  const to = type === 'smartAccount' ? account : (single?.to ?? account)
  const data = type === 'smartAccount' ? executeBatchData(calls) : (single?.data ?? '0x')
  const value = type === 'smartAccount' ? 0n : (single?.value ?? 0n)
  const nonce = await client.getTransactionCount({ address: account, blockTag: 'pending' })
  const stateOverride =
    upgrade === undefined ? undefined : [{ address: account, code: concat([DELEGATION_PREFIX, upgrade]) }]
  let failure: string | undefined
  let gas: bigint
  try {
    gas = await client.estimateGas({ account, to, value, data, stateOverride })
    if (upgrade !== undefined) gas += AUTHORIZATION_GAS
  } catch (error) {
    failure = batchFailure(error, calls.length)
    gas = failingBatchGas(calls.length) + (upgrade === undefined ? 0n : AUTHORIZATION_GAS)
  }
  const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas()
  const transaction: TransactionSerializableEIP1559 = {
    type: 'eip1559',
    chainId,
    nonce,
    to,
    value,
    data,
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas,
  }
  return {
    shown: {
      kind: 'batch',
      calls: calls.map((call) => ({ ...call, call: shownCall(call.to, call.data) })),
      fee: gas * maxFeePerGas,
      upgrade,
      failure,
    },
    sign:
      upgrade === undefined
        ? { kind: 'transaction', transaction }
        : {
            kind: 'authorizedTransaction',
            transaction,
            authorization: { address: upgrade, chainId, nonce: nonce + 1 },
          },
    id,
  }
}

/** A sent batch: its transaction and network, under the id the dapp knows it by. */
export type SentBatch = { hash: Hex; chainId: number }

/**
 * `wallet_getCallsStatus` (EIP-5792 v2) of a batch: 100 while its transaction waits, 200 once mined, 500 when it
 * reverted (none of its calls happened: the batch is atomic); its receipt once mined.
 */
export async function callsStatus(id: string, sent: SentBatch, client: PublicClient) {
  const base = { version: '2.0.0', id, chainId: numberToHex(sent.chainId), atomic: true }
  const receipt = await client.getTransactionReceipt({ hash: sent.hash }).catch(() => undefined)
  if (!receipt) return { ...base, status: 100 }
  return {
    ...base,
    status: receipt.status === 'success' ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: receipt.status === 'success' ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: numberToHex(receipt.blockNumber),
        gasUsed: numberToHex(receipt.gasUsed),
        transactionHash: receipt.transactionHash,
      },
    ],
  }
}

/**
 * The batch `wallet_getCallsStatus` asks about: one this wallet sent (by the dapp's id or its transaction hash), or,
 * after a reload, a transaction hash of the account's on the current network.
 * @throws {ProviderRpcError} -32602 malformed; 5730 an id the wallet does not know.
 */
export async function findBatch(
  params: RequestArguments['params'],
  known: ReadonlyMap<string, SentBatch>,
  context: { account: Address; chainId: number; client: PublicClient },
): Promise<{ id: string; sent: SentBatch }> {
  const [id] = Array.isArray(params) ? params : []
  if (typeof id !== 'string' || id.length === 0 || id.length > 4096)
    throw rpcErrors.invalidParams('Invalid wallet_getCallsStatus params: must be [id]')
  const sent = known.get(id)
  if (sent) return { id, sent }
  const unknown = () => new ProviderRpcError(UNKNOWN_BUNDLE, `Unknown batch id ${id.slice(0, 80)}`)
  if (!/^0x[0-9a-fA-F]{64}$/.test(id)) throw unknown()
  const transaction = await context.client.getTransaction({ hash: id as Hex }).catch(() => undefined)
  if (!transaction || !isAddressEqual(transaction.from, context.account)) throw unknown()
  return { id, sent: { hash: id as Hex, chainId: context.chainId } }
}
