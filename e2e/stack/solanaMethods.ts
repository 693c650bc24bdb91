import {
  type Address,
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  lamports,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'

/** A JSON-RPC error as Solana's RPC gives it (code, message, optional data). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** What the runtime remembers of each transaction it executed, for getSignatureStatuses. */
type Executed = { slot: number; err: string | null }

const invalidParams = (message: string) => new SolanaRpcError(-32602, `Invalid params: ${message}`)

function toAddress(value: unknown): Address {
  try {
    return address(String(value))
  } catch {
    throw invalidParams(`${String(value)} is not a base58 address`)
  }
}

/** A wire transaction in `encoding` (base64, Solana's default for these methods here, or base58). */
function decodeTransaction(value: unknown, encoding: unknown): Transaction {
  if (typeof value !== 'string') throw invalidParams('the transaction must be a string')
  const bytes = encoding === 'base58' ? getBase58Encoder().encode(value) : getBase64Encoder().encode(value)
  try {
    return getTransactionDecoder().decode(bytes)
  } catch (error) {
    throw invalidParams(`the transaction does not decode: ${(error as Error).message}`)
  }
}

/** The transaction's signature: its fee payer's, base58, as Solana names transactions. */
function signatureOf(transaction: Transaction): string {
  const [first] = Object.values(transaction.signatures)
  if (!first) throw invalidParams('the transaction is not signed')
  return getBase58Decoder().decode(first)
}

const slotOf = (svm: LiteSVM) => Number(svm.getClock().slot)
const contextOf = (svm: LiteSVM) => ({ context: { slot: slotOf(svm) } })
const encodingOf = (config: unknown) => (config as { encoding?: string } | undefined)?.encoding

/** getAccountInfo: the account's data in base58 (Solana's default) or base64, or `value: null`. */
function accountInfo(svm: LiteSVM, [account, config]: unknown[]) {
  const found = svm.getAccount(toAddress(account))
  const encoding = encodingOf(config) ?? 'base58'
  if (!found.exists) return { ...contextOf(svm), value: null }
  const data =
    encoding === 'base64' ? getBase64Decoder().decode(found.data) : getBase58Decoder().decode(found.data)
  return {
    ...contextOf(svm),
    value: {
      data: [data, encoding === 'base64' ? 'base64' : 'base58'],
      executable: found.executable,
      lamports: Number(found.lamports),
      owner: found.programAddress,
      rentEpoch: 0,
      space: found.data.length,
    },
  }
}

/** simulateTransaction: runs the transaction without keeping its effects. */
function simulation(svm: LiteSVM, [wire, config]: unknown[]) {
  const result = svm.simulateTransaction(decodeTransaction(wire, encodingOf(config)))
  const meta = result instanceof FailedTransactionMetadata ? result.meta() : result.meta()
  return {
    ...contextOf(svm),
    value: {
      err: result instanceof FailedTransactionMetadata ? result.toString() : null,
      logs: meta.logs(),
      accounts: null,
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData: null,
    },
  }
}

/** What the runtime charges per signature: Solana's base fee, which litesvm charges as the validator does. */
const LAMPORTS_PER_SIGNATURE = 5000

/**
 * getFeeForMessage: the base fee of a compiled message (base64, Solana's only encoding for it), its required
 * signatures times the fee per signature. A version-0 message's first byte is 0x80 before its header.
 */
function feeForMessage(message: unknown, encoding: unknown): number {
  if (typeof message !== 'string') throw invalidParams('the message must be a base64 string')
  const bytes =
    encoding === 'base58' ? getBase58Encoder().encode(message) : getBase64Encoder().encode(message)
  const signatures = (bytes[0] ?? 0) & 0x80 ? bytes[1] : bytes[0]
  if (signatures === undefined || signatures === 0) throw invalidParams('the message has no header')
  return signatures * LAMPORTS_PER_SIGNATURE
}

/** getSignatureStatuses' entry for one signature: null for one the runtime never executed. */
function signatureStatus(found: Executed | undefined) {
  if (!found) return null
  const status = found.err === null ? { Ok: null } : { Err: found.err }
  return {
    slot: found.slot,
    confirmations: null,
    err: found.err,
    status,
    confirmationStatus: 'finalized',
  }
}

/**
 * The JSON-RPC methods the modal and the tests use, answered by a real SVM (`litesvm`) with the shapes of
 * Solana's RPC (`{ context: { slot }, value }` where Solana wraps a value). Every transaction is executed at once
 * and is final: `confirmationStatus` is always `finalized`.
 */
export function createSolanaMethods(svm: LiteSVM) {
  const executed = new Map<string, Executed>()
  const slot = () => slotOf(svm)
  const context = () => contextOf(svm)

  const execute = (transaction: Transaction): string => {
    const signature = signatureOf(transaction)
    const result = svm.sendTransaction(transaction)
    const failed = result instanceof FailedTransactionMetadata
    executed.set(signature, { slot: slot(), err: failed ? result.toString() : null })
    if (failed)
      throw new SolanaRpcError(-32002, `Transaction simulation failed: ${result.toString()}`, {
        err: result.toString(),
        logs: result.meta().logs(),
      })
    return signature
  }

  return {
    getLatestBlockhash: () => ({
      ...context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + 150 },
    }),
    getBalance: ([account]: unknown[]) => ({
      ...context(),
      value: Number(svm.getBalance(toAddress(account)) ?? 0),
    }),
    getAccountInfo: (params: unknown[]) => accountInfo(svm, params),
    getFeeForMessage: ([message, config]: unknown[]) => ({
      ...context(),
      value: feeForMessage(message, encodingOf(config)),
    }),
    getMinimumBalanceForRentExemption: ([space]: unknown[]) => {
      if (typeof space !== 'number' || !Number.isSafeInteger(space) || space < 0)
        throw invalidParams('the account size must be a whole number of bytes')
      return Number(svm.minimumBalanceForRentExemption(BigInt(space)))
    },
    sendTransaction: ([wire, config]: unknown[]) => execute(decodeTransaction(wire, encodingOf(config))),
    simulateTransaction: (params: unknown[]) => simulation(svm, params),
    getSignatureStatuses: ([signatures]: unknown[]) => {
      if (!Array.isArray(signatures)) throw invalidParams('expected an array of signatures')
      return {
        ...context(),
        value: signatures.map((signature) => signatureStatus(executed.get(String(signature)))),
      }
    },
    requestAirdrop: ([account, amount]: unknown[]) => {
      if (typeof amount !== 'number' && typeof amount !== 'bigint')
        throw invalidParams('lamports must be a number')
      const result = svm.airdrop(toAddress(account), lamports(BigInt(amount)))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new SolanaRpcError(-32603, `Airdrop failed: ${result?.toString() ?? 'no result'}`)
      const signature = getBase58Decoder().decode(result.signature())
      executed.set(signature, { slot: slot(), err: null })
      return signature
    },
  } satisfies Record<string, (params: unknown[]) => unknown>
}
