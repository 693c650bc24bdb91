import nodemailer from 'nodemailer'
import { HttpError } from '../http/httpError.js'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/** Mail over `AUTH_SMTP_URL`. A failed send is a 502 for the client (and the server logs no address or code). */
export function createMailer(smtpUrl: string, from: string): Mailer {
  // Pooled: a few connections kept open and reused, rather than a handshake a mail.
  const url = new URL(smtpUrl)
  url.searchParams.set('pool', 'true')
  const transport = nodemailer.createTransport(url.toString())
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail })
      } catch {
        throw new HttpError(502, 'The mail could not be sent: try again later')
      }
    },
    close: () => transport.close(),
  }
}
