import type { WalletModalConfig } from './types.js'

/** The loader's own URL when a script tag (not a bundler) loaded it: then it preloads the frame. */
export const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src

/** The modal's iframe: one per mount, created hidden and never moved. */
export let frame: HTMLIFrameElement | undefined
export let modalUrl: string | undefined = ''
export let origin = ''
/** Inline in the dapp's `container` rather than an overlay. */
export let embedded = false
/** What the frame was mounted with (nothing, by the preload): `init` mounts again when these change. */
export let mountedWith: WalletModalConfig = {}
/** Whether the overlay frame is shown: the modal's state says so, or an opening went ahead of it. */
export let shown = false
/**
 * The closed overlay frame's clip: its top-right pixel, which the closed modal leaves transparent. Unlike opacity 0,
 * it keeps a cross-site frame rendering (Chromium throttles a frame it never draws), so the screen it opens on is
 * current when shown (issue 26; ARCHITECTURE.md, "Presentation").
 */
const CLOSED = 'inset(0 0 calc(100% - 1px) calc(100% - 1px))'
/** The element to give focus back to on close. */
let opener: Element | null = null

/**
 * Creates the hidden frame for `config` and puts it in its container, which a page may only have once parsed.
 * `missing` is told when the container does not exist in the parsed page.
 * @throws TypeError when there is no `modalUrl` (a bundled loader has no script URL to take it from).
 */
export function createFrame(config: WalletModalConfig, missing: (container: unknown) => void) {
  modalUrl = config.modalUrl ?? (scriptUrl && new URL('.', scriptUrl).href)
  if (!modalUrl) throw new TypeError('WalletModal.init: modalUrl is required')
  // The base is `location`'s string, its href.
  origin = new URL(modalUrl, location as unknown as string).origin
  mountedWith = config
  const { container } = config
  embedded = !!container
  const created = document.createElement('iframe')
  frame = created
  created.src = modalUrl
  created.title = 'Wallet'
  // Passkeys for the modal's origin (the `allow` default), for its embedded wallet.
  created.allow = 'clipboard-write;publickey-credentials-get;publickey-credentials-create'
  created.style.cssText = `border:0;color-scheme:normal;background:none;width:100%;${
    // CLOSED, written out: 3 B less gzip than the constant (e2e/presentation.spec.ts checks both the same).
    embedded
      ? 'display:block;height:0'
      : 'position:fixed;inset:0;height:100%;z-index:999;clip-path:inset(0 0 calc(100% - 1px) calc(100% - 1px))'
  }`
  created.inert = !embedded
  // A script in <head> runs before <body> exists, and a container may come later in the page: until the document
  // is parsed, wait for it.
  const place = () => {
    const parent =
      typeof container === 'string' ? document.querySelector(container) : container || document.body
    if (created !== frame) return
    if (parent) parent.append(created)
    else if (document.readyState === 'loading') addEventListener('DOMContentLoaded', place)
    else missing(container)
  }
  place()
  return created
}

/** Removes the frame (there is one: `destroy` checks). */
export function removeFrame() {
  frame!.remove()
  frame = undefined
}

/** Takes the element to give focus back to, in the dapp's own handler (before the modal pulls focus in). */
export function noteOpener() {
  if (document.activeElement !== frame) opener = document.activeElement
}

/** Shows or hides the overlay frame, moving focus into it or back to the opener. */
export function showFrame(open: boolean) {
  if (!frame || embedded) return
  shown = open
  frame.style.clipPath = open ? '' : CLOSED
  // Inert, it is not hit-tested either (pointer-events: none, as HTML defines inert): clicks reach the page.
  frame.inert = !open
  // The opener is an HTML, SVG or MathML element (the active one): each has focus().
  ;((open ? frame : opener) as HTMLElement | null)?.focus()
}
