/** How much the modal says in the console, least first. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** SPEC §9: errors only, unless the dapp asks for more (`logLevel`). */
let level: LogLevel = 'error'

/** Sets the level from the config (`logLevel`, applied with each `init`). */
export function setLogLevel(next: LogLevel): void {
  level = next
}

const says = (at: LogLevel) => LOG_LEVELS.indexOf(at) <= LOG_LEVELS.indexOf(level)

/**
 * The modal's console, by level (SPEC §9's default: error): what went wrong and what the modal did instead (an API
 * down, a fallback taken), for the dapp's developer, quiet for visitors unless `logLevel` raises it. Warnings about
 * the dapp's own config are not logs: `debug` shows them (config/unbuiltOptions.ts).
 */
export const log = {
  error: (...args: unknown[]) => void (says('error') && console.error('[wallet-modal]', ...args)),
  warn: (...args: unknown[]) => void (says('warn') && console.warn('[wallet-modal]', ...args)),
  info: (...args: unknown[]) => void (says('info') && console.info('[wallet-modal]', ...args)),
  debug: (...args: unknown[]) => void (says('debug') && console.debug('[wallet-modal]', ...args)),
}
