import { env } from './stack/env.js'

/**
 * Where the modal's frame sits, and what the browser does with its storage. `persists`: the frame's own
 * `localStorage` works, so what the modal keeps (WalletConnect's session among it) survives a reload.
 */
export type Layout = { readonly name: string; readonly modalUrl: () => string; readonly persists: boolean }

/** Host `127.0.0.1:H`, modal `127.0.0.1:M`: a same-site frame, whose storage is first-party. */
export const SAME_SITE = { name: 'same-site', modalUrl: () => env.modalUrl, persists: true } as const

/**
 * Host `127.0.0.1:H`, modal `localhost:M`, storage blocked: the frame's `localStorage` throws, so the modal's
 * non-secret hints go to the host page. As with third-party cookies blocked, and in Playwright's default launch.
 */
export const CROSS_SITE_BLOCKED = {
  name: 'cross-site blocked',
  modalUrl: () => env.modalUrlCrossSite,
  persists: false,
} as const

/**
 * The same frame as browsers have it by default: storage partitioned by top-level site. Its tests run only in
 * the `partitioned` project of playwright.config.ts, whose Chromium has partitioning on; the title says so.
 */
export const CROSS_SITE_PARTITIONED = {
  name: 'cross-site partitioned',
  modalUrl: () => env.modalUrlCrossSite,
  persists: true,
} as const

/** The titles the `partitioned` project runs, and the default one leaves out. */
export const PARTITIONED_TITLE = new RegExp(CROSS_SITE_PARTITIONED.name)
