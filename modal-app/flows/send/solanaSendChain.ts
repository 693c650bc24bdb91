import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import * as v from 'valibot'
import { formatUnits } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { accountOf, askSolana as ask, readMint, tokenAccountOf } from '../../data/solanaTokens.js'

/** A token account's size: the rent of one the send opens is for this much. */
const TOKEN_ACCOUNT_SIZE = 165
/** How often a sent transaction's status is asked for, and for how long: a blockhash lives about 60 to 90 s. */
const STATUS_POLL_MS = 1_000
const STATUS_TIMEOUT_MS = 90_000

const blockhashSchema = v.object({ value: v.object({ blockhash: v.string() }) })
const feeSchema = v.object({ value: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))) })
const rentSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const statusesSchema = v.object({
  value: v.array(
    v.nullable(
      v.object({
        err: v.unknown(),
        confirmationStatus: v.nullish(v.picklist(['processed', 'confirmed', 'finalized'])),
      }),
    ),
  ),
})

/** A transfer to make: SOL, or a token by its mint, in base units. */
export type SolanaTransfer = { mint: string | undefined; recipient: string; amount: bigint }

/** Why a transfer cannot be made as asked (said on the form, before anything is signed). */
export class TransferRefused extends Error {}

/**
 * The instructions of `transfer` from `owner`, and the rent it pays to open an account: the recipient's token account
 * when it has none (created by the idempotent instruction, so a race cannot fail it).
 * @throws {TransferRefused} for SOL sent to an address that has no account, below what opening one needs.
 */
async function instructionsOf(network: NetworkEntry, owner: string, transfer: SolanaTransfer) {
  const signer = createNoopSigner(address(owner))
  const recipient = address(transfer.recipient)
  if (transfer.mint === undefined) {
    const [account, opening] = await Promise.all([accountOf(network, recipient), rentFor(network, 0)])
    if (account === undefined && transfer.amount > 0n && transfer.amount < opening) {
      const { decimals, symbol } = network.nativeCurrency
      throw new TransferRefused(
        `The recipient has no account yet: send at least ${formatUnits(opening, decimals)} ${symbol} to open it`,
      )
    }
    return {
      rent: 0n,
      instructions: [
        getTransferSolInstruction({ source: signer, destination: recipient, amount: transfer.amount }),
      ],
    }
  }
  const mint = await readMint(network, transfer.mint)
  const [source, destination] = await Promise.all([
    tokenAccountOf(owner, mint),
    tokenAccountOf(recipient, mint),
  ])
  const opened = (await accountOf(network, destination)) !== undefined
  const instructions: Instruction[] = []
  if (!opened)
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner: recipient,
        mint: mint.address,
        tokenProgram: mint.program,
      }),
    )
  instructions.push(
    getTransferCheckedInstruction(
      {
        source,
        mint: mint.address,
        destination,
        authority: signer,
        amount: transfer.amount,
        decimals: mint.decimals,
      },
      { programAddress: mint.program },
    ),
  )
  return { rent: opened ? 0n : await rentFor(network, TOKEN_ACCOUNT_SIZE), instructions }
}

async function rentFor(network: NetworkEntry, space: number): Promise<bigint> {
  return BigInt(await ask(network, rentSchema, 'getMinimumBalanceForRentExemption', [space]))
}

/** The transaction, unsigned, with `owner` paying, on the network's latest blockhash. */
async function compile(network: NetworkEntry, owner: string, instructions: Instruction[]) {
  const { value } = await ask(network, blockhashSchema, 'getLatestBlockhash', [{ commitment: 'confirmed' }])
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 'legacy' }),
      (message) => setTransactionMessageFeePayer(address(owner), message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: value.blockhash as never, lastValidBlockHeight: 0n },
          message,
        ),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  )
}

/** The fee of a Solana transfer: the network's, and the rent of an account it opens; `total` is what it costs. */
export type SolanaFee = { network: bigint; rent: bigint; total: bigint }

/** What `transfer` costs its sender beside the amount, from the node (`getFeeForMessage`). */
export async function estimateSolanaFee(
  network: NetworkEntry,
  owner: string,
  transfer: SolanaTransfer,
): Promise<SolanaFee> {
  const { instructions, rent } = await instructionsOf(network, owner, transfer)
  const transaction = await compile(network, owner, instructions)
  const message = getBase64Decoder().decode(transaction.messageBytes)
  const { value } = await ask(network, feeSchema, 'getFeeForMessage', [message, { commitment: 'confirmed' }])
  if (value === null) throw new Error('The network gave no fee for the transaction')
  return { network: BigInt(value), rent, total: BigInt(value) + rent }
}

/** The transfer as the wallet signs and sends it: the wire transaction, its signature left for the wallet. */
export async function buildSolanaTransfer(
  network: NetworkEntry,
  owner: string,
  transfer: SolanaTransfer,
): Promise<Uint8Array> {
  const { instructions } = await instructionsOf(network, owner, transfer)
  return Uint8Array.from(getTransactionEncoder().encode(await compile(network, owner, instructions)))
}

/** Waits until the network confirms `signature`; whether the transaction succeeded. */
export async function waitForSolanaSignature(
  network: NetworkEntry,
  signature: string,
): Promise<'success' | 'reverted'> {
  const deadline = Date.now() + STATUS_TIMEOUT_MS
  for (;;) {
    const { value } = await ask(network, statusesSchema, 'getSignatureStatuses', [[signature]])
    const [status] = value
    if (status && status.err !== null && status.err !== undefined) return 'reverted'
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'))
      return 'success'
    if (Date.now() > deadline) throw new Error('The network has not confirmed it after 90 seconds')
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
}
