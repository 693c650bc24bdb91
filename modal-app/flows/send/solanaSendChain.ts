import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import * as v from 'valibot'
import { formatUnits } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import type { TokenBalance } from '../../data/accountTypes.js'
import { parseNodeAnswer } from '../../data/nodeAnswers.js'
import { transportFor } from '../../data/nodeTransport.js'
import { fetchSolanaBalance } from '../../data/solanaBalance.js'

/** Token-2022 (Token Extensions): its accounts keep SPL Token's layout at the front, and TransferChecked. */
const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
const TOKEN_PROGRAMS: readonly string[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]
/** SPL Token's mint layout: the decimals at byte 44, `is_initialized` at 45, 82 bytes in all. */
const MINT_SIZE = 82
/** A token account's size, and where its amount (a little-endian u64) is: after the mint and the owner. */
const TOKEN_ACCOUNT_SIZE = 165
const TOKEN_AMOUNT_OFFSET = 64
/** How often a sent transaction's status is asked for, and for how long: a blockhash lives about 60 to 90 s. */
const STATUS_POLL_MS = 1_000
const STATUS_TIMEOUT_MS = 90_000

const accountSchema = v.object({
  value: v.nullable(
    v.object({
      data: v.tuple([v.string(), v.literal('base64')]),
      owner: v.string(),
      lamports: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    }),
  ),
})
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

/** A Solana node's answer to `method`, checked against `schema` (the node may be anyone's). */
async function ask<TSchema extends v.GenericSchema>(
  network: NetworkEntry,
  schema: TSchema,
  method: string,
  params: unknown[],
): Promise<v.InferOutput<TSchema>> {
  const answer = await transportFor(network)({ method, params } as never)
  return parseNodeAnswer(schema, answer, method)
}

async function accountOf(network: NetworkEntry, account: string) {
  const { value } = await ask(network, accountSchema, 'getAccountInfo', [account, { encoding: 'base64' }])
  return value === null
    ? undefined
    : { ...value, bytes: Uint8Array.from(getBase64Encoder().encode(value.data[0])) }
}

type SolanaMint = { address: Address; decimals: number; program: Address }

/**
 * The mint at `mint`: an initialized SPL Token or Token-2022 mint, its decimals and its program.
 * @throws when the account is missing or is not a mint.
 */
async function readMint(network: NetworkEntry, mint: string): Promise<SolanaMint> {
  const account = await accountOf(network, mint)
  if (account === undefined || !TOKEN_PROGRAMS.includes(account.owner) || account.bytes.length < MINT_SIZE)
    throw new Error(`${mint} is not a token mint on ${network.name}`)
  if (account.bytes[45] !== 1) throw new Error(`${mint} is not an initialized token mint`)
  return { address: address(mint), decimals: account.bytes[44] ?? 0, program: address(account.owner) }
}

const tokenAccountOf = async (owner: string, mint: SolanaMint) =>
  (await findAssociatedTokenPda({ owner: address(owner), mint: mint.address, tokenProgram: mint.program }))[0]

/** The amount a token account holds, from its data; 0 for none. */
function tokenAmount(account: { bytes: Uint8Array } | undefined): bigint {
  if (account === undefined) return 0n
  if (account.bytes.length < TOKEN_AMOUNT_OFFSET + 8) throw new Error('The token account is malformed')
  return new DataView(account.bytes.buffer, account.bytes.byteOffset).getBigUint64(TOKEN_AMOUNT_OFFSET, true)
}

/** What `owner` holds: lamports for SOL (`mint` undefined), else the base units in its associated token account. */
export async function readSolanaBalance(network: NetworkEntry, owner: string, mint: string | undefined) {
  if (mint === undefined) return fetchSolanaBalance(network, owner)
  const minted = await readMint(network, mint)
  return tokenAmount(await accountOf(network, await tokenAccountOf(owner, minted)))
}

const shortMint = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`

/**
 * What Send offers on a Solana network: SOL, and each SPL token of the `tokens` option that the account holds (a
 * mint's name and symbol are not on chain in SPL Token itself: it is named by its address).
 */
export async function solanaSendTokens(
  network: NetworkEntry,
  owner: string,
  configured: readonly { address: string; image?: string | undefined }[],
): Promise<TokenBalance[]> {
  const { name, symbol, decimals } = network.nativeCurrency
  const [lamports, ...held] = await Promise.all([
    fetchSolanaBalance(network, owner),
    ...configured.map(async (token) => {
      const mint = await readMint(network, token.address)
      return { token, mint, amount: tokenAmount(await accountOf(network, await tokenAccountOf(owner, mint))) }
    }),
  ])
  const native: TokenBalance = {
    name,
    symbol,
    chainId: network.caipNetworkId,
    quantity: { decimals: String(decimals), numeric: formatUnits(lamports, decimals) },
  }
  return [
    native,
    ...held
      .filter((entry) => entry.amount > 0n)
      .map(({ token, mint, amount }) => ({
        name: `Token ${shortMint(token.address)}`,
        symbol: shortMint(token.address),
        chainId: network.caipNetworkId,
        address: token.address,
        quantity: { decimals: String(mint.decimals), numeric: formatUnits(amount, mint.decimals) },
        iconUrl: token.image,
      })),
  ]
}

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
