import { IMAGE_PRELOAD_TIMEOUT_MS } from '../wallets/constants.js'

/**
 * SPEC §9's image preload: resolves once every wallet's image is loaded, or failed, or after `timeoutMs` for the
 * slow ones (which go on loading, and show when they land). Never rejects.
 */
export async function preloadWalletImages(
  wallets: readonly { image_id?: string | undefined }[],
  load: (imageId: string) => Promise<unknown>,
  timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS,
): Promise<void> {
  const ids = [
    ...new Set(wallets.flatMap((wallet) => (wallet.image_id === undefined ? [] : [wallet.image_id]))),
  ]
  if (ids.length === 0) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  await Promise.race([Promise.allSettled(ids.map((id) => load(id))), timeout])
  clearTimeout(timer)
}
