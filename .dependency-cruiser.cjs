/**
 * The layer rules, run by `npm test` (`npm run check:layers`). One folder pattern a layer, no exceptions:
 *
 *   shared ← domain ← services ← store ← navigation ← state ← flows ← rpc ← top
 *
 * A layer imports only from itself and the layers below it. `ui/` primitives are leaves (they import nothing of the
 * modal outside `ui/`), so they sit in the domain layer. `flows/*` (sign-in, and the wallet's flows to come) may
 * not import each other. `loader/` imports only `shared/`; `shared/` imports nothing of `modal-app/` or `loader/`.
 * `auth-server/` is a deployable of its own: the modal reaches it over HTTP only, and it imports only `shared/`.
 * Tests are not cruised: they may reach anywhere.
 */
const LAYERS = [
  // the embedded wallet's keys, in their Worker: imports shared/ and crypto libraries only (the vault rules below)
  ['vault', '^modal-app/vault/'],
  // rules over data: config and its schemas, wallet-list rules, theme, SPEC's texts, tiny helpers, ui primitives
  ['domain', '^modal-app/(config|wallets|theme|texts|lib|ui)/'],
  // talk to the outside: API clients and chain reads, wallets' connectors, storage, the deploy's headers
  ['services', '^modal-app/(data|connectors|storage|deploy)/'],
  // the app's state container and its shape
  ['store', '^modal-app/store/'],
  // the view stack: its rules, the actions that change it, the opening view
  ['navigation', '^modal-app/navigation/'],
  // connection state: the session (its only writer), reconnect, the wallets' actions
  ['state', '^modal-app/state/'],
  // flows that span views and state: sign-in
  ['flows', '^modal-app/flows/'],
  // who answers the dapp's requests
  ['rpc', '^modal-app/rpc/'],
  // the bridge, the presentation, the views and the entry; the wallet window's entry (popup.html's)
  ['top', '^modal-app/(bridge|presentation|views|popup)/|^modal-app/(App|main)\\.tsx$'],
]

/** A rule forbidding `from` to import anything matching `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to })

const layerRules = LAYERS.slice(0, -1).map(([name, path], index) =>
  forbid(
    `${name}-imports-no-layer-above`,
    `${name} may import only ${LAYERS.slice(0, index + 1)
      .map(([below]) => below)
      .join(', ')} and shared/`,
    { path },
    {
      path: LAYERS.slice(index + 1)
        .map(([, above]) => `(${above})`)
        .join('|'),
    },
  ),
)

module.exports = {
  forbidden: [
    forbid(
      'shared-is-the-bottom',
      'shared/ is what both sides import; it imports neither',
      { path: '^shared/' },
      { path: '^(modal-app|loader|auth-server)/' },
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
      'auth-server-is-a-separate-deployable',
      'the modal and the loader talk to the auth server over HTTP; it runs none of their code',
      { path: '^(modal-app|loader)/' },
      { path: '^auth-server/' },
    ),
    forbid(
      'auth-server-imports-only-shared',
      'the auth server deploys on its own: only shared/ code may join it',
      { path: '^auth-server/' },
      { path: '^(modal-app|loader|e2e)/' },
    ),
    ...layerRules,
    forbid(
      'vault-imports-only-shared-and-crypto',
      "the vault (the embedded wallet's keys) imports only shared/, viem, comlink and the noble crypto libraries",
      { path: '^modal-app/vault/' },
      {
        path: '^(modal-app/(?!vault/)|loader/|e2e/)|node_modules/(?!(viem|comlink|ox|@noble|@scure|abitype)/)',
      },
    ),
    forbid(
      'only-the-embedded-connector-imports-the-vault',
      'the vault is reached through the embedded connector alone (connectors/embedded/)',
      { path: '^modal-app/', pathNot: '^modal-app/(vault|connectors/embedded)/' },
      { path: '^modal-app/vault/' },
    ),
    forbid(
      'ui-primitives-are-leaves',
      'ui/ draws what it is given: it imports nothing of the modal outside ui/',
      { path: '^modal-app/ui/' },
      { path: '^modal-app/', pathNot: '^modal-app/ui/' },
    ),
    forbid(
      'the-wallet-window-has-no-host',
      "popup/ (the wallet window, a first-party popup) talks to the frame that opened it through the embedded connector's window protocol only: no bridge, no session, no app state",
      { path: '^modal-app/popup/' },
      { path: '^modal-app/(bridge|presentation|rpc|flows|state|navigation|storage|App\\.tsx|main\\.tsx)' },
    ),
    forbid(
      'only-the-wallet-window-serves-it',
      "the wallet window's side of the protocol (and its vault, which exports keys) is popup/'s alone",
      {
        path: '^modal-app/',
        pathNot:
          '^modal-app/popup/|^modal-app/connectors/embedded/(walletWindowServer|popupVaultClient)\\.ts$',
      },
      {
        path: '^modal-app/(connectors/embedded/(walletWindowServer|popupVaultClient)|vault/popupVaultWorker)\\.ts$',
      },
    ),
    forbid(
      'flows-are-independent',
      'a flow may not import another flow: what two share belongs in a layer below',
      { path: '^modal-app/flows/([^/]+)/' },
      { path: '^modal-app/flows/', pathNot: '^modal-app/flows/$1/' },
    ),
    forbid(
      'every-file-has-a-layer',
      'a file of modal-app/ outside every layer: give its folder a layer above',
      {
        path: '^modal-app/',
        pathNot: LAYERS.map(([, path]) => `(${path})`)
          .concat('^modal-app/(public|index\\.html|popup\\.html)')
          .join('|'),
      },
      { path: '^modal-app/' },
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
