/**
 * `npm run bench:embedded`: the passkey wallet's rows of the bench alone (embeddedWallet.ts, which `npm run bench`
 * runs too), against the stack `npm run bench` starts. Run after `npm run build`.
 */
import { loadavg } from 'node:os'
import { startBenchStack } from './benchStack.js'
import { stopAll } from './cleanup.js'
import { measureEmbeddedWallet } from './embeddedWallet.js'
import { idleShare } from './machine.js'
import { printTable } from './table.js'

try {
  const idle = await idleShare(1000)
  const stack = await startBenchStack()
  const rows = await measureEmbeddedWallet(stack.browser, {
    hostUrl: stack.host.url,
    modalDist: stack.modalRoot,
    scratch: stack.scratch,
    network: stack.network,
  })
  const idleText =
    idle === undefined ? 'idle share unknown' : `${(idle * 100).toFixed(0)}% idle in the second before`
  console.log(`Chromium ${stack.browser.version()}, ${idleText}, load average ${loadavg()[0]?.toFixed(1)}\n`)
  printTable(rows)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stopAll()
}
