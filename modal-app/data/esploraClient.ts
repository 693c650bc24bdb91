import * as v from 'valibot'
import type { NetworkEntry } from '../config/types.js'
import { EsploraError } from './errors.js'
import { RPC_TIMEOUT_MS } from './rpcConstants.js'

const SATS = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const statsSchema = v.object({ funded_txo_sum: SATS, spent_txo_sum: SATS })
/** Esplora's `GET /address/:address`: `{ address, chain_stats, mempool_stats }`, amounts in satoshis. */
const addressSchema = v.object({ address: v.string(), chain_stats: statsSchema, mempool_stats: statsSchema })

/** The Esplora API base of a Bitcoin network: its `rpcUrls.default.http[0]` (config/bitcoinNetworkSchema.ts). */
function esploraBase(network: NetworkEntry): string {
  const [base] = network.rpcUrls.default.http
  if (base === undefined) throw new EsploraError(`${network.name} has no Esplora API URL`)
  return base.replace(/\/+$/, '')
}

/**
 * The balance of `address` in satoshis on a Bitcoin network, from its Esplora API (Blockstream's contract, as
 * mempool.space serves it): `GET {base}/address/{address}`, confirmed plus mempool funded outputs minus spent ones.
 * The answer is untrusted: its shape is checked, and it must be about `address`.
 * @throws {EsploraError} on a non-OK status (with the server's text), a malformed answer, a timeout or no answer.
 */
export async function fetchBitcoinBalance(
  network: NetworkEntry,
  address: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<bigint> {
  const url = `${esploraBase(network)}/address/${encodeURIComponent(address)}`
  let response: Response
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(RPC_TIMEOUT_MS) })
  } catch (cause) {
    throw new EsploraError(`The Esplora API at ${url} did not answer`, { cause })
  }
  if (!response.ok) {
    const reason = (await response.text().catch(() => '')).slice(0, 160)
    throw new EsploraError(
      `The Esplora API answered ${response.status} for ${url}${reason ? `: ${reason}` : ''}`,
      {
        status: response.status,
      },
    )
  }
  const parsed = v.safeParse(addressSchema, await response.json().catch(() => undefined))
  if (!parsed.success || parsed.output.address !== address)
    throw new EsploraError(`The Esplora API at ${url} answered something that is not ${address}'s balance`)
  const { chain_stats: chain, mempool_stats: mempool } = parsed.output
  const balance =
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  if (balance < 0n) throw new EsploraError(`The Esplora API at ${url} answered a negative balance`)
  return balance
}
