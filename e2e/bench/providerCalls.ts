import type { Page } from '@playwright/test'
import { RUNS } from './runs.js'
import { perCall, type Row, timingRow } from './table.js'

/** Sequential provider requests, each timed in the page. */
function providerLoop(page: Page, method: string, runs: number) {
  return page.evaluate(
    async ({ method, runs }) => {
      const times: number[] = []
      const start = performance.now()
      for (let i = 0; i < runs; i++) {
        const t = performance.now()
        await window.WalletModal.provider.request({ method })
        times.push(performance.now() - t)
      }
      return { times, total: performance.now() - start }
    },
    { method, runs },
  )
}

/** Sequential JSON-RPC POSTs straight from the host page to anvil (the same request shape as viem's). */
function fetchLoop(page: Page, rpcUrl: string, method: string, runs: number) {
  return page.evaluate(
    async ({ rpcUrl, method, runs }) => {
      const times: number[] = []
      const start = performance.now()
      for (let i = 0; i < runs; i++) {
        const t = performance.now()
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: i, method, params: [] }),
        })
        const body = (await response.json()) as { result?: unknown }
        if (typeof body.result !== 'string') throw new Error(`${method}: ${JSON.stringify(body)}`)
        times.push(performance.now() - t)
      }
      return { times, total: performance.now() - start }
    },
    { rpcUrl, method, runs },
  )
}

/**
 * eth_chainId through the bridge (answered from modal state); eth_blockNumber through the bridge and viem; and
 * both calls straight from the host page to anvil.
 */
export async function measureProviderCalls(page: Page, rpcUrl: string): Promise<Row[]> {
  await providerLoop(page, 'eth_chainId', RUNS.chainIdWarmup)
  const chainId = await providerLoop(page, 'eth_chainId', RUNS.chainId)
  const rows = [
    timingRow('`provider.request eth_chainId`', chainId.times, {
      p99: true,
      note: `bridge round trip, answered from modal state; mean ${perCall(chainId.total, RUNS.chainId)}`,
    }),
  ]
  await providerLoop(page, 'eth_blockNumber', RUNS.blockWarmup)
  const block = await providerLoop(page, 'eth_blockNumber', RUNS.block)
  rows.push(
    timingRow('`provider.request eth_blockNumber`', block.times, {
      p99: true,
      note: `bridge + viem http transport (batched: a setTimeout 0 hop) + anvil; mean ${perCall(block.total, RUNS.block)}`,
    }),
  )
  for (const method of ['eth_chainId', 'eth_blockNumber']) {
    await fetchLoop(page, rpcUrl, method, RUNS.blockWarmup)
    const fetched = await fetchLoop(page, rpcUrl, method, RUNS.block)
    rows.push(
      timingRow(`\`fetch\` → anvil \`${method}\``, fetched.times, {
        p99: true,
        note: `host page straight to anvil (CORS); mean ${perCall(fetched.total, RUNS.block)}`,
      }),
    )
  }
  return rows
}
