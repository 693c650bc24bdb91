import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  to: string
  from: string
  subject: string
  text: string
}

/**
 * An SMTP server on loopback that keeps every mail, read back with `mailparser`, for the tests to open. `onMail`
 * also sees each one as it arrives (`npm start` prints them).
 */
export async function startMailCatcher(options: { onMail?: (mail: CaughtMail) => void } = {}) {
  const inbox: CaughtMail[] = []
  const waiting: { to: string; resolve: (mail: CaughtMail) => void }[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            const mail = {
              to: recipient.address,
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            }
            options.onMail?.(mail)
            const waiter = waiting.findIndex((w) => w.to === mail.to)
            if (waiter >= 0) waiting.splice(waiter, 1)[0]?.resolve(mail)
            else inbox.push(mail)
          }
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const address = smtp.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next mail to `to` (already caught, or the next to arrive within 5 s). */
    next(to: string): Promise<CaughtMail> {
      const at = inbox.findIndex((mail) => mail.to === to)
      if (at >= 0) {
        const [mail] = inbox.splice(at, 1)
        if (mail) return Promise.resolve(mail)
      }
      return new Promise((resolve, reject) => {
        const waiter = { to, resolve }
        waiting.push(waiter)
        setTimeout(() => {
          const index = waiting.indexOf(waiter)
          if (index >= 0) {
            waiting.splice(index, 1)
            reject(new Error(`no mail to ${to} within 5 s`))
          }
        }, 5000).unref()
      })
    },
    /** Mails caught and not yet read. */
    unread: (to: string) => inbox.filter((mail) => mail.to === to).length,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>

/** The 6-digit code a code mail carries. */
export function codeIn(mail: CaughtMail): string {
  const match = /Your code: (\d{6})/.exec(mail.text)
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`)
  return match[1]
}
