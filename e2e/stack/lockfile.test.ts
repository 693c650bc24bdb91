import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { missingOptionalEntries } from './lockfile.js'

describe('missingOptionalEntries', () => {
  test('default: the committed package-lock.json lists every optional dependency (else `npm ci` fails)', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'))
    const missing = Object.keys(missingOptionalEntries(lock))
    expect(missing, 'run `npm run lockfile` after `npm install`').toEqual([])
  })

  test('behavior: finds an optional dependency without an entry, hoisted and marked dev like its parent', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/tool': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: { 'tool-linux': '1.0.0', 'tool-mac': '1.0.0' },
        },
        'node_modules/tool-linux': { version: '1.0.0', optional: true, dev: true },
      },
    }
    expect(missingOptionalEntries(lock)).toEqual({
      'node_modules/tool-mac': { version: '1.0.0', optional: true, dev: true },
    })
  })
})
