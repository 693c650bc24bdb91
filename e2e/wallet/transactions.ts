/**
 * What the two test wallets share: the EIP-6963 browser wallet (`testWallet.ts`, bundled by `build.ts`) and the
 * WalletConnect wallet in Node (`../walletconnect/wallet.ts`). Plain viem, no Node or DOM APIs, so that it runs
 * in both: EIP-1193 errors, parameter checks, and sending a transaction from a local account to a chain's RPC.
 */
import {
  type Address,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type LocalAccount,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import type { RpcErrorData } from './types.js'

/** What a node (or viem) says when another sender took the nonce we read. */
export const NONCE_RACE = /nonce too low|lower than the current nonce|already known|replacement transaction/i

/** Times a send is tried again after a nonce race (so at most one more than this in all). */
const NONCE_RACE_RETRIES = 3

/** An EIP-1193 `ProviderRpcError`: what a wallet throws to the dapp. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** -32602 `Invalid params: <why>`. */
export const invalidParams = (why: string) => new ProviderRpcError(-32602, `Invalid params: ${why}`)

/** The error as EIP-1193 data, with the first numeric `code` along its `cause` chain (viem wraps node errors). */
export function toRpcError(error: unknown): RpcErrorData {
  const top = error as { shortMessage?: unknown; message?: unknown } | undefined
  const message =
    typeof top?.shortMessage === 'string'
      ? top.shortMessage
      : typeof top?.message === 'string'
        ? top.message
        : String(error)
  for (let cause: unknown = error, depth = 0; cause && typeof cause === 'object' && depth < 8; depth++) {
    const { code, data } = cause as { code?: unknown; data?: unknown }
    if (typeof code === 'number' && Number.isInteger(code)) {
      return data === undefined ? { code, message } : { code, message, data }
    }
    cause = (cause as { cause?: unknown }).cause
  }
  return { code: -32603, message }
}

/**
 * Checks that `address` is the wallet's `account`: -32602 for what is not an address, `unauthorized()` (each
 * wallet words its 4100 itself) for another account.
 */
export function requireAccount(address: unknown, account: Address, unauthorized: () => Error): void {
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw invalidParams(`expected an address, got ${JSON.stringify(address)}`)
  }
  if (!isAddressEqual(address, account)) throw unauthorized()
}

/** `personal_sign`'s message as viem signs it: hex is the raw bytes, anything else UTF-8 text. */
export const signableMessage = (message: string): SignableMessage =>
  isHex(message) ? { raw: message } : message

/**
 * `eth_signTypedData_v4`'s typed data (parsed from JSON already) ready for `account.signTypedData`, or undefined
 * when it is not `{ types, primaryType, … }`. JSON carries uint256 as strings; the domain's chainId decides the
 * domain's type, so it becomes a number.
 */
export function typedDataToSign(value: unknown): TypedDataDefinition | undefined {
  const typedData = value as TypedDataDefinition | null | undefined
  if (!typedData || typeof typedData !== 'object' || !typedData.types || !typedData.primaryType)
    return undefined
  const domain = { ...typedData.domain } as Record<string, unknown>
  if (typeof domain.chainId === 'string') domain.chainId = Number(domain.chainId)
  return { ...typedData, domain } as TypedDataDefinition
}

/** `eth_sendTransaction`'s transaction object: quantities as hex (or decimal) strings. */
export type TransactionParams = {
  from?: string
  to?: string | null
  value?: string
  data?: Hex
  input?: Hex
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
  chainId?: string
}

/** A JSON-RPC quantity as a bigint (undefined when absent); -32602 when it is none. */
export function parseQuantity(value: string | undefined, name: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  try {
    return BigInt(value)
  } catch {
    throw invalidParams(`${name} is not a quantity: ${JSON.stringify(value)}`)
  }
}

/** A chain viem can send to: `rpcUrl` under `id`, paid in ether. */
const rpcChain = (id: number, rpcUrl: string) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })

export type SendFromAccountOptions = {
  account: LocalAccount
  chainId: number
  rpcUrl: string
  tx: TransactionParams
}

/**
 * Signs `tx` with `account` and sends it raw to `rpcUrl`; its hash. What `tx` leaves out (nonce, gas, fees) viem
 * fills from the RPC, legacy when `tx` has a `gasPrice`, else EIP-1559. `tx.from` and `tx.chainId` are the
 * wallet's to check. Other test workers may send from the same account between the nonce read and the send: a
 * nonce race is tried again, with a fresh nonce, up to 3 times, unless `tx` fixed the nonce.
 */
export async function sendFromAccount({
  account,
  chainId,
  rpcUrl,
  tx,
}: SendFromAccountOptions): Promise<Hex> {
  const client = createWalletClient({ account, chain: rpcChain(chainId, rpcUrl), transport: http(rpcUrl) })
  const nonce = parseQuantity(tx.nonce, 'nonce')
  const base = {
    to: tx.to ? getAddress(tx.to) : undefined,
    data: tx.data ?? tx.input,
    value: parseQuantity(tx.value, 'value'),
    gas: parseQuantity(tx.gas, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
  const gasPrice = parseQuantity(tx.gasPrice, 'gasPrice')
  const send = () =>
    gasPrice !== undefined
      ? client.sendTransaction({ ...base, gasPrice })
      : client.sendTransaction({
          ...base,
          maxFeePerGas: parseQuantity(tx.maxFeePerGas, 'maxFeePerGas'),
          maxPriorityFeePerGas: parseQuantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
        })
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      const retry = nonce === undefined && attempt < NONCE_RACE_RETRIES
      if (!retry || !NONCE_RACE.test(String(error))) throw error
    }
  }
}
