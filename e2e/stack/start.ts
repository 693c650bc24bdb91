import { startDemoStack } from './demoStack.js'

// `npm start`: the whole product on loopback (e2e/stack/demoStack.ts), until Ctrl-C.
const starting = startDemoStack()
let stopping = false
async function stopAll(code: number): Promise<never> {
  stopping = true
  // A signal during the start waits for it, so that nothing it started is left behind.
  await starting.then(
    (stack) => stack.stop(),
    () => undefined,
  )
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
  const {
    dappUrl,
    phoneWalletUrl,
    modalUrl,
    modalUrlCrossSite,
    relayUrl,
    walletDirectoryUrl,
    siwx,
    chains,
    solanaRpcUrl,
    esploraUrl,
    authUrl,
    custody,
  } = await starting
  if (!stopping)
    console.log(
      [
        '',
        `  Demo dapp         ${dappUrl}/   (turn on "Test wallet", then Connect)`,
        `  Phone wallet      ${phoneWalletUrl}/   (WalletConnect: paste the dapp's pairing link here)`,
        `  Modal             ${modalUrl}/   (loader: ${modalUrl}/loader.js; cross-site: ${modalUrlCrossSite}/)`,
        `  Relay             ${relayUrl}   (WalletConnect, local)`,
        `  Wallet directory  ${walletDirectoryUrl}   (local)`,
        `  Sign-in backend   ${new URL(siwx.nonceUrl).origin}   (SIWX: siwx.nonceUrl ${siwx.nonceUrl})`,
        ...chains.map((c) => `  Chain ${c.id}       ${c.rpcUrl}   (${c.name})`),
        `  Solana            ${solanaRpcUrl}   (JSON-RPC over litesvm, a real SVM)`,
        `  Bitcoin Esplora   ${esploraUrl}   (regtest: the test Bitcoin wallet's balance)`,
        `  Auth server       ${authUrl}   (email login: type any email in Connect; its code is printed here)`,
        `                    (${custody} custody${custody === 'server' ? '; DEMO_CUSTODY=passkey for passkey custody' : ': use the localhost modal'})`,
        `                    (Google and GitHub: local stand-ins in a popup; any username logs in)`,
        '',
        '  Ctrl-C to stop.',
        '',
      ].join('\n'),
    )
} catch (error) {
  // startDemoStack stopped what it had started.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
