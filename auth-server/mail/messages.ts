import type { Mail } from './mailer.js'

export interface MailContext {
  /** The dapp's origin as the modal verified it. */
  dappOrigin: string
  /** The modal's origin (the allowed caller); its host is named in the mail. */
  modalOrigin: string
}

const warning = ({ dappOrigin, modalOrigin }: MailContext) =>
  [
    `Enter it only in the wallet (${new URL(modalOrigin).host}) on ${dappOrigin}.`,
    'If any other site or person asks you for this code, they are trying to take over your wallet: do not give it.',
    'If you did not ask for it, ignore this mail.',
  ].join('\n')

/** The code mail: names the dapp's verified origin and the modal's host, against relayed-code phishing. */
export const codeMail = (
  to: string,
  code: string,
  context: MailContext,
  purpose: 'login' | 'update',
): Mail => ({
  to,
  subject: `Your code for ${context.dappOrigin}`,
  text: [
    `Your code: ${code}`,
    '',
    purpose === 'login'
      ? `You asked to log in to ${context.dappOrigin} with this email. The code expires in 10 minutes.`
      : `You asked to change your wallet's email on ${context.dappOrigin}. The code expires in 10 minutes.`,
    '',
    warning(context),
  ].join('\n'),
})

/** The device-approval mail: the link opens at the top level, on this server. */
export const deviceMail = (to: string, link: string, context: MailContext): Mail => ({
  to,
  subject: `Approve a new device for ${context.dappOrigin}`,
  text: [
    `A new device asked to log in to ${context.dappOrigin} with this email.`,
    `If it was you, approve it here (the link expires in 20 minutes): ${link}`,
    '',
    `The wallet is ${new URL(context.modalOrigin).host}. If you did not ask for it, ignore this mail.`,
  ].join('\n'),
})
