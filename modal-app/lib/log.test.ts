import { afterEach, describe, expect, test, vi } from 'vitest'
import { log, setLogLevel } from './log.js'

afterEach(() => {
  setLogLevel('error')
  vi.restoreAllMocks()
})

function spies() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
    debug: vi.spyOn(console, 'debug').mockImplementation(() => {}),
  }
}
const sayAll = () => {
  log.error('e')
  log.warn('w')
  log.info('i')
  log.debug('d')
}
const calls = (console: ReturnType<typeof spies>) =>
  Object.fromEntries(Object.entries(console).map(([name, spy]) => [name, spy.mock.calls.length]))

describe('log', () => {
  test('default: SPEC §9, errors only, prefixed', () => {
    const console = spies()
    sayAll()
    expect(calls(console)).toEqual({ error: 1, warn: 0, info: 0, debug: 0 })
    expect(console.error).toHaveBeenCalledWith('[wallet-modal]', 'e')
  })

  test('behavior: each level says itself and what is above it', () => {
    const console = spies()
    setLogLevel('warn')
    sayAll()
    expect(calls(console)).toEqual({ error: 1, warn: 1, info: 0, debug: 0 })
    setLogLevel('debug')
    sayAll()
    expect(calls(console)).toEqual({ error: 2, warn: 2, info: 1, debug: 1 })
    setLogLevel('silent')
    sayAll()
    expect(calls(console)).toEqual({ error: 2, warn: 2, info: 1, debug: 1 })
  })
})
