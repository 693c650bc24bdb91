import type { WalletModalConfig } from './types.js'

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src
const HIDDEN = 'opacity:0;pointer-events:none'
const SHOWN = 'opacity:1;pointer-events:auto'

/** The modal's iframe: one per mount, created hidden and never moved. */
export let frame: HTMLIFrameElement | undefined
export let modalUrl = ''
export let origin = ''
/** Inline in the dapp's `container` rather than an overlay. */
export let embedded = false
/** What the frame was mounted with (nothing, by the preload): `init` mounts again when these change. */
export let mountedWith: WalletModalConfig = {}
/** The element to give focus back to on close. */
let opener: Element | null = null

/**
 * Creates the hidden frame for `config` and puts it in its container, which a page may only have once parsed.
 * `missing` is told when the container does not exist in the parsed page.
 * @throws TypeError when there is no `modalUrl` (a bundled loader has no script URL to take it from).
 */
export function createFrame(config: WalletModalConfig, missing: (container: unknown) => void) {
  modalUrl = config.modalUrl ?? (scriptUrl ? new URL('.', scriptUrl).href : '')
  if (!modalUrl) throw new TypeError('WalletModal.init: modalUrl is required')
  origin = new URL(modalUrl, location.href).origin
  mountedWith = config
  const { container } = config
  embedded = !!container
  const created = document.createElement('iframe')
  frame = created
  created.src = modalUrl
  created.title = 'Wallet'
  created.allow = 'clipboard-write'
  created.style.cssText = `border:0;color-scheme:normal;background:none;width:100%;${
    embedded ? 'display:block;height:0' : `position:fixed;inset:0;height:100%;z-index:999;${HIDDEN}`
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

export function removeFrame() {
  frame?.remove()
  frame = undefined
}

/** Takes the element to give focus back to, in the dapp's own handler (before the modal pulls focus in). */
export function noteOpener() {
  if (document.activeElement !== frame) opener = document.activeElement
}

/** Shows or hides the overlay frame, moving focus into it or back to the opener. */
export function showFrame(open: boolean) {
  if (!frame || embedded) return
  frame.style.cssText += open ? SHOWN : HIDDEN
  frame.inert = !open
  if (open) frame.focus()
  else (opener as HTMLElement | null)?.focus?.()
}

/** Whether a script tag (not a bundler) loaded the loader: then it preloads the frame. */
export const fromScriptTag = !!scriptUrl
