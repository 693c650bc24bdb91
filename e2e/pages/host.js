// A plain dapp page for the e2e tests: loads the loader from the modal URL given as ?modal=… and, unless
// ?init=0, leaves init to the test; with ?esm=1 it imports loader.mjs instead. The Connect button opens the modal.
const params = new URLSearchParams(location.search)
const modal = params.get('modal')
if (modal && params.get('esm') === '1') {
  // As a bundling dapp does: loader.mjs, imported (a module has no script URL: `init` is told the modal's URL).
  import(new URL('loader.mjs', modal).href).then((module) => {
    window.WalletModal = module
  })
} else if (modal) {
  const script = document.createElement('script')
  script.src = new URL('loader.js', modal).href
  document.head.append(script)
}
document.getElementById('connect').addEventListener('click', () => {
  window.lastOpen = window.WalletModal.openWalletModal().catch((error) => error)
})
