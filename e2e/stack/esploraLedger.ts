import { BITCOIN_TEST_SECRET_KEY, bitcoinKeyOf, REGTEST_CHAIN_ID } from '../wallet/bitcoinKeys.js'
import { type EsploraServer, startEsplora } from './esplora.js'

/**
 * The local Esplora of the e2e and demo regtest network, its ledger paying the test Bitcoin wallet's address
 * (e2e/wallet/bitcoinKeys.ts) outputs confirmed and in the mempool, some spent, adding up to 152,345,678 sats
 * (1.52345678 BTC, which Account shows as `1.523 BTC`).
 */
export function startTestEsplora(port?: number): Promise<EsploraServer> {
  const { address } = bitcoinKeyOf(BITCOIN_TEST_SECRET_KEY)
  return startEsplora({
    chainId: REGTEST_CHAIN_ID,
    ...(port === undefined ? {} : { port }),
    ledger: {
      [address]: [
        { sats: 150_000_000, confirmed: true },
        { sats: 25_000_000, confirmed: true, spent: 'chain' },
        { sats: 10_000_000, confirmed: true, spent: 'mempool' },
        { sats: 2_345_678, confirmed: false },
      ],
    },
  })
}
