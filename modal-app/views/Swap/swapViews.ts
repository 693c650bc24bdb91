// Swap's three views, one chunk (issue 24): the form, its token chooser and its review share everything they read.
export { Swap } from './Swap.js'
export { SwapPreview } from './SwapPreview.js'
export { SwapSelectToken } from './SwapSelectToken.js'
