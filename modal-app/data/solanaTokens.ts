import { type Address, address, getBase64Encoder } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import * as v from 'valibot'
import { formatUnits } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import type { TokenBalance } from './accountTypes.js'
import { parseNodeAnswer } from './nodeAnswers.js'
import { transportFor } from './nodeTransport.js'
import { fetchSolanaBalance } from './solanaBalance.js'

// Solana's balances as Account's Tokens tab and Send read them from the network's RPC: SOL, and the SPL tokens of
// the `tokens` option in their associated token accounts. A chunk of its own (@solana/kit), loaded for Solana only.

/** Token-2022 (Token Extensions): its accounts keep SPL Token's layout at the front, and TransferChecked. */
const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
const TOKEN_PROGRAMS: readonly string[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]
/** SPL Token's mint layout: the decimals at byte 44, `is_initialized` at 45, 82 bytes in all. */
const MINT_SIZE = 82
/** Where a token account's amount (a little-endian u64) is: after the mint and the owner. */
const TOKEN_AMOUNT_OFFSET = 64

const accountSchema = v.object({
  value: v.nullable(
    v.object({
      data: v.tuple([v.string(), v.literal('base64')]),
      owner: v.string(),
      lamports: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    }),
  ),
})
/** A Solana node's answer to `method`, checked against `schema` (the node may be anyone's). */
export async function askSolana<TSchema extends v.GenericSchema>(
  network: NetworkEntry,
  schema: TSchema,
  method: string,
  params: unknown[],
): Promise<v.InferOutput<TSchema>> {
  const answer = await transportFor(network)({ method, params } as never)
  return parseNodeAnswer(schema, answer, method)
}

export async function accountOf(network: NetworkEntry, account: string) {
  const { value } = await askSolana(network, accountSchema, 'getAccountInfo', [
    account,
    { encoding: 'base64' },
  ])
  return value === null
    ? undefined
    : { ...value, bytes: Uint8Array.from(getBase64Encoder().encode(value.data[0])) }
}

/** An account that is not a token mint (the node answered: it is not a failure to read). */
class NotAMint extends Error {}

export type SolanaMint = { address: Address; decimals: number; program: Address }

/**
 * The mint at `mint`: an initialized SPL Token or Token-2022 mint, its decimals and its program.
 * @throws when the account is missing or is not a mint.
 */
export async function readMint(network: NetworkEntry, mint: string): Promise<SolanaMint> {
  const account = await accountOf(network, mint)
  if (account === undefined || !TOKEN_PROGRAMS.includes(account.owner) || account.bytes.length < MINT_SIZE)
    throw new NotAMint(`${mint} is not a token mint on ${network.name}`)
  if (account.bytes[45] !== 1) throw new NotAMint(`${mint} is not an initialized token mint`)
  return { address: address(mint), decimals: account.bytes[44] ?? 0, program: address(account.owner) }
}

export const tokenAccountOf = async (owner: string, mint: SolanaMint) =>
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
 * The balances of a Solana account, as the Tokens tab lists them and Send offers them: SOL, and each SPL token of the `tokens` option that the account holds (a
 * mint's name and symbol are not on chain in SPL Token itself: it is named by its address).
 */
export async function solanaTokenBalances(
  network: NetworkEntry,
  owner: string,
  configured: readonly { address: string; image?: string | undefined }[],
): Promise<TokenBalance[]> {
  const { name, symbol, decimals } = network.nativeCurrency
  const [lamports, ...held] = await Promise.all([
    fetchSolanaBalance(network, owner),
    ...configured.map(async (token) => {
      // A configured address that is no mint on this network is left out, as an EVM token whose reads fail is.
      const mint = await readMint(network, token.address).catch((error: unknown) => {
        if (error instanceof NotAMint) return undefined
        throw error
      })
      if (mint === undefined) return undefined
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
      .flatMap((entry) => (entry !== undefined && entry.amount > 0n ? [entry] : []))
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
