/**
 * Stands in for `@walletconnect/keyvaluestorage` in the build (vite.config.ts aliases that module here). It reads
 * `window.localStorage` as it loads, which throws in a cross-site frame, so the whole WalletConnect chunk failed
 * to load there although the modal always gives WalletConnect its own `storage`. `@walletconnect/core` constructs
 * its default storage (localStorage, then IndexedDB) only when no storage is given: here that is a bug, so say so.
 */
export default class KeyValueStorage {
  constructor() {
    throw new Error(
      'WalletConnect was started without the modal’s storage; its default storage is not bundled',
    )
  }
}
