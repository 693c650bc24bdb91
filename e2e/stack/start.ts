import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, startAnvil } from './anvil.js'
import { LOOPBACK_HOSTS, prepareDeployment } from './deployment.js'
import { serveStatic } from './serve.js'

// `npm start`: the built modal, the demo dapp on another origin, and two local chains, until Ctrl-C.
const repo = fileURLToPath(new URL('../../', import.meta.url))
const dist = join(repo, 'dist/modal-app')
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} is missing: run \`npm run build\` first (npm start does).`)
  process.exit(1)
}

const stops: (() => Promise<void>)[] = []
let stopping = false
async function stopAll(code: number): Promise<never> {
  stopping = true
  await Promise.allSettled(stops.reverse().map((stop) => stop()))
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1)
    console.log(`\n${signal}: stopping…`)
    void stopAll(0)
  })
}

try {
  const [chain, chain2] = await Promise.all([
    freePort(8545).then((port) => startAnvil({ port, chainId: 31337 })),
    freePort(8546).then((port) => startAnvil({ port, chainId: 31338 })),
  ])
  stops.push(chain.stop, chain2.stop)

  const scratch = await mkdtemp(join(tmpdir(), 'wallet-modal-stack-'))
  stops.push(() => rm(scratch, { recursive: true, force: true }))
  const deployment = await prepareDeployment(dist, join(scratch, 'modal-app'), {
    allowedOrigins: LOOPBACK_HOSTS,
  })
  const modal = await serveStatic({
    root: deployment,
    host: '127.0.0.1',
    port: await freePort(5173),
    headers: 'file',
  })
  stops.push(modal.close)

  const chains = [
    { id: chain.chainId, name: 'Anvil', rpcUrl: chain.rpcUrl },
    { id: chain2.chainId, name: 'Anvil 2', rpcUrl: chain2.rpcUrl },
  ]
  await writeFile(join(scratch, 'stack.json'), JSON.stringify({ modalUrl: modal.url, chains }, null, 2))
  const dapp = await serveStatic({
    root: join(repo, 'e2e/pages'),
    host: '127.0.0.1',
    port: await freePort(5174),
    routes: { '/': 'demo.html', '/stack.json': join(scratch, 'stack.json') },
  })
  stops.push(dapp.close)

  console.log(
    [
      '',
      `  Demo dapp   ${dapp.url}/`,
      `  Modal       ${modal.url}/   (loader: ${modal.url}/loader.js)`,
      ...chains.map((c) => `  Chain ${c.id}  ${c.rpcUrl}   (${c.name})`),
      '',
      '  Ctrl-C to stop.',
      '',
    ].join('\n'),
  )
} catch (error) {
  console.error(error)
  await stopAll(1)
}
