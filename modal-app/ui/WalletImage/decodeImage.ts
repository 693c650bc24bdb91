/**
 * A ref callback that decodes an image as soon as it mounts. The dialog is rendered hidden before it opens, and
 * a hidden image is not decoded until it is painted: decoding it ahead keeps that work off the open.
 */
export function decodeImage(image: HTMLImageElement | null) {
  image?.decode().catch(() => {})
}
