import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'vite'

const here = fileURLToPath(new URL('.', import.meta.url))

/** URL path on the host-pages server → entry in this folder and the IIFE's global name. */
const BUNDLES = {
  '/test-wallet.js': { entry: 'testWallet.ts', name: 'TestWalletBundle' },
  '/wagmi-host.js': { entry: 'wagmiHost.ts', name: 'WagmiHostBundle' },
  '/phone-wallet.js': { entry: 'phoneWallet.ts', name: 'PhoneWalletBundle' },
  '/demo-actions.js': { entry: 'demoActions.ts', name: 'DemoActions' },
  '/solana-test-wallet.js': { entry: 'solanaTestWallet.ts', name: 'SolanaTestWalletBundle' },
  '/solana-dapp.js': { entry: 'solanaDapp.ts', name: 'SolanaDappBundle' },
  '/bitcoin-test-wallet.js': { entry: 'bitcoinTestWallet.ts', name: 'BitcoinTestWalletBundle' },
  '/bitcoin-dapp.js': { entry: 'bitcoinDapp.ts', name: 'BitcoinDappBundle' },
  '/react-dapp.js': { entry: 'reactDapp.tsx', name: 'ReactDappBundle' },
} as const

/** The build of the modal (`npm run build`), whose `react.mjs` and `loader.mjs` the React dapp bundles. */
const modalDist = fileURLToPath(new URL('../../dist/modal-app/', import.meta.url))

/**
 * The React dapp imports the loader's sources (for their types); its bundle takes the built files instead: react.mjs,
 * and the loader.mjs it imports, which is then the loader the dapp's own calls reach too (one loader, one frame).
 */
const builtLoader: Plugin = {
  name: 'built-loader',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer?.endsWith('reactDapp.tsx')) return undefined
    if (source === '../../loader/react.js') return join(modalDist, 'react.mjs')
    if (source === '../../loader/index.js') return join(modalDist, 'loader.mjs')
    return undefined
  },
}

export type WalletBundlePath = keyof typeof BUNDLES

/**
 * Builds the browser fixtures of this folder (the test wallet, the wagmi dapp, the demo's phone wallet and its
 * actions; `only` those paths when given) into `outDir`, each as one IIFE that runs from a plain `<script>`, and
 * returns them as `serveStatic` routes (URL path → file).
 */
export async function buildWalletBundles(
  outDir: string,
  only: readonly WalletBundlePath[] = Object.keys(BUNDLES) as WalletBundlePath[],
): Promise<Record<string, string>> {
  const routes: Record<string, string> = {}
  await Promise.all(
    only.map(async (path) => {
      const { entry, name } = BUNDLES[path]
      const fileName = path.slice(1)
      await build({
        configFile: false,
        root: here,
        publicDir: false,
        logLevel: 'warn',
        plugins: [builtLoader],
        // Library mode keeps `process.env.NODE_ENV` for a bundler; a script tag has none.
        // The rest of `process.env` is read only behind `typeof process` checks (WalletConnect's core): none here.
        define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: false,
          sourcemap: false,
          reportCompressedSize: false,
          lib: { entry: join(here, entry), name, formats: ['iife'], fileName: () => fileName },
          rolldownOptions: {
            // wagmi's React half (tree-shaken away) carries "use client" directives: nothing to report.
            onwarn(warning, warn) {
              if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
            },
          },
        },
      })
      const file = join(outDir, fileName)
      const shim = /\bprocess\.env\b|\brequire\(/.exec(await readFile(file, 'utf8'))
      if (shim)
        throw new Error(`${file} contains a Node shim ("${shim[0]}"): it must run from a plain <script>`)
      routes[path] = file
    }),
  )
  return routes
}
