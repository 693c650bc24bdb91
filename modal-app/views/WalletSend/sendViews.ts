// Send's two views, one chunk (issue 24): the form and its review share everything they read.
export { WalletSend } from './WalletSend.js'
export { WalletSendPreview } from './WalletSendPreview.js'
