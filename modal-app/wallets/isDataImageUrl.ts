/** A `data:` URL of a raster or SVG image type: the only icons taken from the host page or a config's wallets. */
const DATA_IMAGE_URL = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/

/** Whether `value` is a `data:image/*` URL of an image type `<img>` shows (png, jpeg, gif, webp, svg+xml). */
export function isDataImageUrl(value: string): boolean {
  return DATA_IMAGE_URL.test(value)
}
