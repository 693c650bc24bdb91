/**
 * The layer rules of issue 10, run by `npm test` (`npm run check:layers`):
 *   shared ← domain ← services ← state ← bridge / ui / views
 * A layer imports only from the layers below it; `ui/` primitives are leaves; `loader/` imports only `shared/`;
 * `shared/` imports nothing of `modal-app/` or `loader/`. Tests are not cruised: they may reach anywhere.
 */
// state/storage.ts wraps the browser's storage and state/storageKeys.ts names its keys: services, though they are
// filed under state/ beside the session that writes them.
const STORAGE = '^modal-app/state/storage(Keys)?\\.ts$'
// rpc/router.ts answers the dapp's calls from the session (its account and network): it sits on the state layer,
// though it is filed under rpc/ beside the routing table, the transport and the wallet-parameter checks.
const ROUTER = '^modal-app/rpc/router\\.ts$'
const DOMAIN = '^modal-app/(config|wallets|theme|texts|lib)/'
const SERVICES = `^modal-app/(data|rpc/(?!router\\.ts$)|connectors|deploy)/|${STORAGE}`
const STATE = `^modal-app/(navigation/|state/(?!storage(Keys)?\\.ts$))|${ROUTER}`
const TOP = '^modal-app/(bridge|ui|views)/|^modal-app/(App|main)\\.tsx$'

/**
 * Known exceptions, each a file that imports a layer above its own today. Remove an entry when its file is fixed.
 */
const EXCEPTIONS = {
  // React hooks that read the modal's context: they belong with the views. The fix is to split each into query
  // option factories (services) and the hooks (views).
  hooksOverState: [
    '^modal-app/data/walletQueries\\.ts$',
    '^modal-app/data/recentWalletQueries\\.ts$',
    '^modal-app/wallets/useChooseWallet\\.ts$',
  ],
}
const except = (...lists) => lists.flat()

/** A rule forbidding `from` to import anything matching `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to })

module.exports = {
  forbidden: [
    forbid(
      'shared-is-the-bottom',
      'shared/ is what both sides import; it imports neither',
      { path: '^shared/' },
      { path: '^(modal-app|loader)/' },
    ),
    forbid(
      'loader-imports-only-shared',
      'the loader runs on the dapp page: only shared/ code may join its bundle',
      { path: '^loader/' },
      { path: '^(modal-app|e2e)/', pathNot: '^modal-app/config/' },
    ),
    forbid(
      'loader-imports-config-types-only',
      'the loader takes the public config type from the schema (issue 10.4) by a type-only import: zero bytes',
      { path: '^loader/' },
      { path: '^modal-app/config/', dependencyTypesNot: ['type-only'] },
    ),
    forbid(
      'modal-imports-no-loader',
      'the modal talks to the loader over the bridge only',
      { path: '^modal-app/' },
      { path: '^(loader|e2e)/' },
    ),
    forbid(
      'domain-imports-only-shared',
      'config, wallets and theme are rules over data; they know no service, state or view',
      { path: DOMAIN, pathNot: except(EXCEPTIONS.hooksOverState) },
      { path: `${SERVICES}|${STATE}|${TOP}` },
    ),
    forbid(
      'services-import-no-state',
      'data, rpc, connectors, deploy and storage sit under the state and know no view',
      {
        path: SERVICES,
        pathNot: except(EXCEPTIONS.hooksOverState),
      },
      { path: `${STATE}|${TOP}` },
    ),
    forbid(
      'state-imports-no-view',
      'the state knows neither the bridge nor the views',
      { path: STATE },
      { path: TOP },
    ),
    forbid(
      'ui-primitives-are-leaves',
      'ui/ draws what it is given: it imports nothing of the modal outside ui/',
      { path: '^modal-app/ui/' },
      { path: '^modal-app/', pathNot: '^modal-app/ui/' },
    ),
    forbid('no-circular', 'an import cycle has no bottom layer', {}, { circular: true }),
    forbid('not-to-unresolvable', 'every import resolves', {}, { couldNotResolve: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
}
