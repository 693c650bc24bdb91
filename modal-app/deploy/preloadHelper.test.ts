import { existsSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { preloadedWith } from './preloadHelper.js'

const runtime = 'assets/rolldown-runtime-DLMaRju-.js'

describe('preloadedWith', () => {
  test('an opening view preloads its imports, not itself nor the runtime', () => {
    for (const file of ['assets/WalletGroups-DRexARFX.js', 'assets/Account-D3P3V5CJ.js']) {
      expect(preloadedWith(file, [file, runtime, 'assets/query-B_h4Vu07.js'], { hostType: 'js' })).toEqual([
        'assets/query-B_h4Vu07.js',
      ])
    }
  })

  test('any other lazy chunk preloads nothing: it loads in idle time, and the entry carries no names for it', () => {
    for (const file of [
      'assets/AccountTabs-BJWNO8-n.js',
      'assets/Networks-C5L3vRdq.js',
      'assets/siwx-BJgGT1q6.js',
    ]) {
      expect(preloadedWith(file, [file, 'assets/query-B_h4Vu07.js'], { hostType: 'js' })).toEqual([])
    }
  })

  test('index.html keeps every dependency', () => {
    expect(preloadedWith('assets/index-a.js', [runtime], { hostType: 'html' })).toEqual([runtime])
  })

  test('the opening views are still the modules the pattern names (views/index.ts, openingParts)', () => {
    expect(existsSync(new URL('../views/Connect/WalletGroups.tsx', import.meta.url))).toBe(true)
    expect(existsSync(new URL('../views/Account/Account.tsx', import.meta.url))).toBe(true)
  })
})
