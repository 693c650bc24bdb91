import { createServer, type ServerResponse } from 'node:http'
import { isBitcoinAddress } from '../../modal-app/config/bitcoinAddress.js'
import { listenLocal } from './listenLocal.js'

/** One output paid to an address: its value, whether it is mined, and whether (and where) it was spent. */
export type EsploraOutput = { sats: number; confirmed: boolean; spent?: 'chain' | 'mempool' }

/**
 * A local Esplora server for one Bitcoin network, built from Blockstream's documented HTTP API (esplora's API.md;
 * mempool.space serves the same): only what the modal uses.
 * - `GET /address/:address` → `{ address, chain_stats, mempool_stats }`, each stats object `{ tx_count,
 *   funded_txo_count, funded_txo_sum, spent_txo_count, spent_txo_sum }` in satoshis, from `ledger` (an address it
 *   does not hold has none); 400 `Invalid Bitcoin address` for an address that is not one of `chainId`'s.
 * Anything else is 404. CORS is open, as on the public servers.
 */
export type EsploraServer = { url: string; close(): Promise<void> }

const stats = (outputs: readonly EsploraOutput[], inMempool: boolean) => {
  const funded = outputs.filter((output) => output.confirmed !== inMempool)
  const spent = outputs.filter((output) => output.spent === (inMempool ? 'mempool' : 'chain'))
  const sum = (list: readonly EsploraOutput[]) => list.reduce((total, output) => total + output.sats, 0)
  return {
    // One transaction per output paid and per output spent: the ledger keeps no transactions of its own.
    tx_count: funded.length + spent.length,
    funded_txo_count: funded.length,
    funded_txo_sum: sum(funded),
    spent_txo_count: spent.length,
    spent_txo_sum: sum(spent),
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  const json = typeof body !== 'string'
  response.writeHead(status, {
    'content-type': json ? 'application/json' : 'text/plain',
    'access-control-allow-origin': '*',
  })
  response.end(json ? JSON.stringify(body) : body)
}

export async function startEsplora(options: {
  /** The network's CAIP-2 reference: which addresses are its own. */
  chainId: string
  ledger: Readonly<Record<string, readonly EsploraOutput[]>>
  port?: number
}): Promise<EsploraServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const match = request.method === 'GET' ? /^\/address\/([^/]+)$/.exec(path) : null
    if (!match) return send(response, 404, 'Not Found')
    const address = decodeURIComponent(match[1]!)
    if (!isBitcoinAddress(address, options.chainId)) return send(response, 400, 'Invalid Bitcoin address')
    const outputs = options.ledger[address] ?? []
    send(response, 200, { address, chain_stats: stats(outputs, false), mempool_stats: stats(outputs, true) })
  })
  const { port, close } = await listenLocal(server, { port: options.port })
  return { url: `http://127.0.0.1:${port}`, close }
}
