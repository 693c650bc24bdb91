import * as v from 'valibot'
import { type Address, type Hex, isAddressEqual, type PublicClient, type TransactionSerializable } from 'viem'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { VaultSignRequest } from '../../vault/vault.js'
import { signingParams } from '../signingParams.js'
import { type ShownCall, shownCall } from './shownCall.js'
import { type ShownMessage, shownMessage } from './shownMessage.js'
import type { ShownBatch } from './smartAccountBatch.js'

/** A JSON value of typed data, shown as a tree. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** What ApproveTransaction shows: built from the request itself, beside what the vault signs. */
type Shown =
  | ShownMessage
  | { kind: 'typedData'; primaryType: string; domain: JsonValue; message: JsonValue }
  | { kind: 'transaction'; to: Address | undefined; value: bigint; fee: bigint; data: Hex; call: ShownCall }
  | ShownBatch

/** A request of the embedded wallet waiting for the user: what is shown, and on which chain. */
export type ApprovalRequest = {
  method: string
  chainId: number
  shown: Shown
  /** The account is a smart account: a declined signature says so (SPEC §8). */
  smartAccount?: boolean
}

/** The request, what the vault signs for it, and whether the signed transaction is then sent. */
export type PreparedRequest = { approval: ApprovalRequest; sign: VaultSignRequest; send: boolean }

const matching = <T extends string>(pattern: RegExp, message: string) =>
  v.custom<T>((value) => typeof value === 'string' && pattern.test(value), message)
const hex = matching<Hex>(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const quantity = matching<Hex>(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 0x-prefixed hex quantity')
const address = matching<Address>(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
/** A JSON value (what typed data's domain and message hold), checked without valibot's union (issue 26, below). */
const isJson = (value: unknown): value is JsonValue =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value)
    ? value.every(isJson)
    : typeof value === 'object' && Object.values(value).every(isJson))
const json = v.custom<JsonValue>(isJson, 'must be JSON')
const typedDataSchema = v.object({
  types: v.record(v.string(), v.array(v.object({ name: v.string(), type: v.string() }))),
  primaryType: v.string(),
  domain: v.record(v.string(), json),
  message: v.record(v.string(), json),
})
/**
 * A params array whose first items match `items` (`[from, message]`, …), checked item by item. Written with the
 * valibot functions the startup bundle already has: any other (tuple, union) would be placed in the startup chunk,
 * where valibot lives, and the passkey wallet is a chunk of its own (issue 26).
 */
const tuple = <const T extends readonly v.GenericSchema[]>(items: T, message: string) =>
  v.custom<{ [K in keyof T]: v.InferOutput<T[K]> }>(
    (value) =>
      Array.isArray(value) &&
      value.length >= items.length &&
      items.every((item, index) => v.safeParse(item, value[index]).success),
    message,
  )
const personalSignParams = tuple([v.string(), address], 'must be [message, address]')
const typedDataParams = tuple(
  [
    address,
    v.custom<string | v.InferOutput<typeof typedDataSchema>>(
      (value) => typeof value === 'string' || v.safeParse(typedDataSchema, value).success,
    ),
  ],
  'must be [address, typed data]',
)
const transactionParams = tuple(
  [
    v.object({
      from: address,
      to: v.optional(address),
      value: v.optional(quantity),
      data: v.optional(hex),
      input: v.optional(hex),
      gas: v.optional(quantity),
      maxFeePerGas: v.optional(quantity),
      maxPriorityFeePerGas: v.optional(quantity),
      chainId: v.optional(quantity),
    }),
  ],
  'must be [transaction]',
)

/** Control, format and separator characters: shown text would read differently from the signed bytes. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
const hasHiddenText = (value: JsonValue): boolean =>
  typeof value === 'string'
    ? HIDDEN.test(value)
    : Array.isArray(value)
      ? value.some(hasHiddenText)
      : value !== null &&
        typeof value === 'object' &&
        Object.entries(value).some(([key, item]) => HIDDEN.test(key) || hasHiddenText(item))

const notOurs = (method: string) =>
  rpcErrors.invalidParams(`Invalid ${method} params: the address is not the connected account`)
const otherChain = (chainId: number | string, current: number) =>
  rpcErrors.invalidParams(`The request is for chain ${chainId}; the wallet is on chain ${current}`)

function typedData(args: RequestArguments, account: Address, chainId: number): PreparedRequest {
  const [from, raw] = signingParams(typedDataParams, args)
  if (!isAddressEqual(from, account)) throw notOurs(args.method)
  let parsed: unknown = raw
  if (typeof raw === 'string')
    try {
      parsed = JSON.parse(raw)
    } catch {
      throw rpcErrors.invalidParams(`Invalid ${args.method} params: the typed data is not JSON`)
    }
  const checked = v.safeParse(typedDataSchema, parsed)
  if (!checked.success)
    throw rpcErrors.invalidParams(`Invalid ${args.method} params: the typed data is malformed`)
  const data = checked.output
  if (hasHiddenText(data.domain) || hasHiddenText(data.message) || HIDDEN.test(data.primaryType))
    throw rpcErrors.invalidParams('Typed data with control or bidi characters is refused')
  const domainChain = data.domain.chainId
  if (domainChain !== undefined && Number(domainChain) !== chainId)
    throw otherChain(
      typeof domainChain === 'string' || typeof domainChain === 'number' ? domainChain : '?',
      chainId,
    )
  return {
    approval: {
      method: args.method,
      chainId,
      shown: { kind: 'typedData', primaryType: data.primaryType, domain: data.domain, message: data.message },
    },
    sign: { kind: 'typedData', typedData: data },
    send: false,
  }
}

async function transaction(
  args: RequestArguments,
  account: Address,
  chainId: number,
  client: PublicClient,
): Promise<PreparedRequest> {
  const [tx] = signingParams(transactionParams, args)
  if (!isAddressEqual(tx.from, account)) throw notOurs(args.method)
  if (tx.chainId !== undefined && Number(tx.chainId) !== chainId)
    throw otherChain(Number(tx.chainId), chainId)
  const { to } = tx
  const data = tx.data ?? tx.input ?? '0x'
  const value = BigInt(tx.value ?? 0)
  const [nonce, gas, fees] = await Promise.all([
    client.getTransactionCount({ address: account, blockTag: 'pending' }),
    tx.gas === undefined ? client.estimateGas({ account, to, value, data }) : BigInt(tx.gas),
    tx.maxFeePerGas === undefined ? client.estimateFeesPerGas() : undefined,
  ])
  const maxFeePerGas = fees?.maxFeePerGas ?? BigInt(tx.maxFeePerGas ?? 0)
  const maxPriorityFeePerGas = fees?.maxPriorityFeePerGas ?? BigInt(tx.maxPriorityFeePerGas ?? 0)
  const unsigned: TransactionSerializable = {
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
    approval: {
      method: args.method,
      chainId,
      shown: { kind: 'transaction', to, value, fee: gas * maxFeePerGas, data, call: shownCall(to, data) },
    },
    sign: { kind: 'transaction', transaction: unsigned },
    send: true,
  }
}

/**
 * Checks a dapp's request of the embedded wallet (the page is untrusted) and builds what ApproveTransaction shows
 * and what the vault will sign, from the same parsed values: the user approves exactly what is signed.
 * @throws {ProviderRpcError} -32602 for malformed params, an address that is not the account's, another chain, or
 *   typed data with control or bidi characters; 4200 for a method the embedded wallet does not answer (`eth_sign`).
 */
export async function prepareRequest(
  args: RequestArguments,
  context: { account: Address; chainId: number; origin: string; client: () => Promise<PublicClient> },
): Promise<PreparedRequest> {
  const { account, chainId } = context
  switch (args.method) {
    case 'personal_sign': {
      const [message, from] = signingParams(personalSignParams, args)
      if (!isAddressEqual(from, account)) throw notOurs(args.method)
      const { shown, raw } = shownMessage(message, context.origin)
      return {
        approval: { method: args.method, chainId, shown },
        sign: { kind: 'message', message: raw },
        send: false,
      }
    }
    case 'eth_signTypedData_v4':
      return typedData(args, account, chainId)
    case 'eth_sendTransaction':
      return transaction(args, account, chainId, await context.client())
  }
  throw rpcErrors.notAllowed(`The passkey wallet does not answer ${args.method}`)
}
