import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Logger, type LogLevel, type Plugin } from 'vite'
import { preloadedWith, slimPreloadHelper } from './modal-app/deploy/preloadHelper.js'
import { writeHeadersFile } from './modal-app/deploy/writeHeadersFile.js'

const repo = fileURLToPath(new URL('.', import.meta.url))
const outDir = join(repo, 'dist/modal-app')
/** Hard budget for `loader.js` after `gzip -9`, comlink included (ARCHITECTURE.md). */
const LOADER_GZIP_BUDGET = 3072
/** Issue 11's goal for the JS the modal's frame loads before `ready` (its entry and modulepreloads), after `gzip -9`. */
const STARTUP_JS_GOAL = 100_000
/** Hard budget for `wallet-standard.js` after `gzip -9` (issue 12). */
const WALLET_STANDARD_GZIP_BUDGET = 4096

/**
 * `vite build` builds the modal SPA into dist/modal-app/, then what ships beside it (ARCHITECTURE.md,
 * "Self-hosting"): loader.js (IIFE, global `WalletModal`), loader.mjs (ESM), loader.d.ts, and the `_headers`
 * file made from config.json.
 */
export default defineConfig({
  root: join(repo, 'modal-app'),
  base: './',
  publicDir: join(repo, 'modal-app/public'),
  plugins: [slimPreloadHelper(), react(), tailwindcss()],
  resolve: {
    // WalletConnect's default storage reads `window.localStorage` on load, which throws in a cross-site frame.
    alias: [
      {
        find: /^@walletconnect\/keyvaluestorage$/,
        replacement: join(repo, 'modal-app/connectors/walletConnect/keyValueStorageStandIn.ts'),
      },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // The modal runs under `script-src 'self'`: no inline polyfill.
    modulePreload: { polyfill: false, resolveDependencies: preloadedWith },
    rolldownOptions: {
      // Everything the entry imports statically in one chunk: left alone, rolldown splits what the entry shares with
      // the lazy chunks into a dozen small ones, each gzipped apart (about 1.5 KB more at startup, issue 11.3). React
      // Query in one chunk: every view that uses any of it loads its core and provider (views/lazyView.tsx's
      // queriedView), and Connect's wallet groups, which load in idle time after `ready`, use the rest; five files
      // were four more names in the entry's preload map (issue 26).
      output: {
        codeSplitting: {
          groups: [
            { name: 'startup', tags: ['$initial'] },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!)
      const logger = builder.config.logger
      assertNoInlineScript(join(outDir, 'index.html'))
      reportStartupSize(logger)
      await buildWalletWindow(builder.config.logLevel ?? 'info')
      assertNoInlineScript(join(outDir, 'popup.html'))
      // wallet-standard.js first: the loader carries its hash, and loads it only with those bytes (issue 21.6).
      await buildWalletStandardScript(builder.config.logLevel ?? 'info')
      await buildLoader(builder.config.logLevel ?? 'info', subresourceIntegrity('wallet-standard.js'))
      emitDeclarations(logger)
      writeHeaders(logger)
      // Last, so that an over-budget loader still leaves a complete dist/ to debug with.
      checkScriptSize(logger, 'wallet-standard.js', WALLET_STANDARD_GZIP_BUDGET)
      checkLoaderSize(logger)
    },
  },
})

/** The loader takes its own `ProviderRpcError` (loader/providerRpcError.ts) in place of shared/errors/rpc.ts. */
const loaderProviderRpcError: Plugin = {
  name: 'loader-provider-rpc-error',
  enforce: 'pre',
  resolveId(source, importer) {
    if (importer && resolve(dirname(importer), source) === join(repo, 'shared/errors/rpc.js'))
      return join(repo, 'loader/providerRpcError.ts')
  },
}

/**
 * react.mjs takes the loader from loader.mjs beside it, at run time: one loader and one frame in the page, and
 * loader.mjs stays one file (a shared chunk would need its own CORS header to be imported across origins).
 */
const reactImportsLoader: Plugin = {
  name: 'react-imports-loader',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './index.js' && importer === join(repo, 'loader/react.ts'))
      return { id: './loader.mjs', external: true }
  },
}

/** The `integrity` value (SHA-384, base64) of a file the build wrote. */
function subresourceIntegrity(file: string): string {
  return `sha384-${createHash('sha384')
    .update(readFileSync(join(outDir, file)))
    .digest('base64')}`
}

/**
 * loader.js (the script tag's IIFE) and loader.mjs (ESM, for bundlers), built one after the other: only the ESM build
 * pins wallet-standard.js (issue 21.6). A dapp that bundles loader.mjs vetted its bytes, and gets only the
 * wallet-standard.js they were built with; loader.js comes from the modal's origin like wallet-standard.js, so a pin
 * there would guard nothing that origin could not change anyway, and it costs 130 B of the 3,072 B budget.
 */
async function buildLoader(logLevel: LogLevel, walletStandardIntegrity: string): Promise<void> {
  for (const [format, integrity] of [
    ['iife', ''],
    ['es', walletStandardIntegrity],
  ] as const)
    await buildLoaderFormat(logLevel, format, integrity)
  const iife = readFileSync(join(outDir, 'loader.js'), 'utf8')
  const shim = /\bprocess\.env\b|\brequire\(|\bglobalThis\.Buffer\b|\b__dirname\b/.exec(iife)
  if (shim)
    throw new Error(`loader.js contains a Node shim ("${shim[0]}"): it must run from a plain <script>`)
}

async function buildLoaderFormat(logLevel: LogLevel, format: 'iife' | 'es', walletStandardIntegrity: string) {
  await build({
    configFile: false,
    root: repo,
    publicDir: false,
    logLevel,
    plugins: [loaderProviderRpcError, reactImportsLoader],
    // Library mode keeps `process.env.NODE_ENV` for the consumer's bundler; a script tag has none.
    define: {
      'process.env.NODE_ENV': '"production"',
      WALLET_STANDARD_INTEGRITY: JSON.stringify(walletStandardIntegrity),
      SCRIPT_TAG: String(format === 'iife'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: false,
      // terser's extra passes, ES2020 output and dropped unused parameters save about 80 B of gzip over the default
      // minifier: the loader's budget is bytes. (Nothing in the loader reads a function's `length`.) Inlining only
      // simple functions (`inline: 1`) saves 4 B more.
      minify: 'terser',
      // (No top-level mangling: it would rename the IIFE's global, `WalletModal`.)
      terserOptions: {
        ecma: 2020,
        compress: {
          passes: 3,
          unsafe: true,
          unsafe_arrows: true,
          pure_getters: true,
          keep_fargs: false,
          inline: 1,
        },
        format: { ecma: 2020 },
      },
      // The ESM build has a second entry, react.mjs (loader/react.ts: hooks), which imports loader.mjs: one loader.
      lib: {
        entry:
          format === 'iife'
            ? join(repo, 'loader/index.ts')
            : { loader: join(repo, 'loader/index.ts'), react: join(repo, 'loader/react.ts') },
        name: 'WalletModal',
        formats: [format],
        fileName: (format, entry) => (format === 'iife' ? 'loader.js' : `${entry}.mjs`),
      },
      // No `Symbol.toStringTag` on the `WalletModal` namespace: 23 B of gzip for nothing. React is the dapp's.
      rolldownOptions: { external: ['react'], output: { generatedCode: { symbols: false } } },
    },
  })
}

/**
 * popup.html, the wallet window (modal-app/popup/): a build of its own beside the modal's, so that nothing of it can
 * join the frame's startup chunk, and none of the frame's code (the bridge, the session) joins the window.
 */
async function buildWalletWindow(logLevel: LogLevel): Promise<void> {
  await build({
    configFile: false,
    root: join(repo, 'modal-app'),
    base: './',
    publicDir: false,
    logLevel,
    plugins: [react(), tailwindcss()],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: join(repo, 'modal-app/popup.html') },
    },
  })
}

/** The loader's second script (loader/walletStandard.ts): an IIFE, loaded only when a solana:/bip122: network is. */
async function buildWalletStandardScript(logLevel: LogLevel): Promise<void> {
  await build({
    configFile: false,
    root: repo,
    publicDir: false,
    logLevel,
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: false,
      minify: true,
      lib: {
        entry: join(repo, 'loader/walletStandard.ts'),
        name: 'WalletModalStandard',
        formats: ['iife'],
        fileName: () => 'wallet-standard.js',
      },
      rolldownOptions: { output: { generatedCode: { symbols: false } } },
    },
  })
}

function checkScriptSize(logger: Logger, file: string, budget: number): void {
  const gzipped = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
  const line = `${file}: ${gzipped} B after gzip -9 (budget ${budget} B)`
  if (gzipped > budget) throw new Error(`${line}: over budget by ${gzipped - budget} B`)
  logger.info(line)
}

function checkLoaderSize(logger: Logger): void {
  const code = readFileSync(join(outDir, 'loader.js'))
  const gzipped = gzipSync(code, { level: 9 }).length
  const line = `loader.js: ${code.length} B, ${gzipped} B after gzip -9 (budget ${LOADER_GZIP_BUDGET} B)`
  if (gzipped > LOADER_GZIP_BUDGET)
    throw new Error(`${line}: over budget by ${gzipped - LOADER_GZIP_BUDGET} B`)
  logger.info(line)
}

/**
 * loader.d.ts (and .d.mts, which TypeScript reads for loader.mjs) and react.d.mts re-export what tsc emits into
 * loader-types/.
 */
function emitDeclarations(logger: Logger): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', join(repo, 'loader/tsconfig.build.json')], {
    cwd: repo,
    encoding: 'utf8',
  })
  // tsc still emits on type errors; `npm run typecheck` is where they fail the run.
  if (result.status !== 0)
    logger.warn(`tsc (loader declarations) reported errors:\n${result.stdout}${result.stderr}`)
  if (!existsSync(join(outDir, 'loader-types/loader/index.d.ts'))) {
    throw new Error(
      `tsc emitted no loader declarations:\n${result.stdout}${result.stderr}${result.error ?? ''}`,
    )
  }
  const reexport = "export * from './loader-types/loader/index.js'\n"
  writeFileSync(join(outDir, 'loader.d.ts'), reexport)
  writeFileSync(join(outDir, 'loader.d.mts'), reexport)
  // react.mjs's (loader/react.ts), which a dapp's TypeScript reads beside react.mjs.
  writeFileSync(join(outDir, 'react.d.mts'), "export * from './loader-types/loader/react.js'\n")
}

function writeHeaders(logger: Logger): void {
  writeHeadersFile(outDir)
  logger.info('_headers written from config.json')
}

/**
 * The scripts index.html loads (its entry and modulepreloads), after `gzip -9`: a warning past issue 11's goal. Not
 * an error: a feature may need the room, and `npm run bench` measures what the frame really requests.
 */
function reportStartupSize(logger: Logger): void {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\.\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )
  const gzipped = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    0,
  )
  const line = `startup JS: ${files.length} files, ${gzipped} B after gzip -9 (goal ${STARTUP_JS_GOAL} B)`
  if (gzipped > STARTUP_JS_GOAL) logger.warn(`${line}: over the goal by ${gzipped - STARTUP_JS_GOAL} B`)
  else logger.info(line)
}

function assertNoInlineScript(htmlFile: string): void {
  const inline = /<script\b(?![^>]*\bsrc=)[^>]*>/i.exec(readFileSync(htmlFile, 'utf8'))
  if (inline) throw new Error(`${htmlFile} has an inline script (${inline[0]}): the CSP allows only 'self'`)
}
