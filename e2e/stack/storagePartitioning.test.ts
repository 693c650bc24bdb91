import { describe, expect, test } from 'vitest'
import {
  disabledFeaturesIn,
  PARTITIONING_FEATURE,
  playwrightDisabledFeatures,
  storagePartitioningLaunch,
} from './storagePartitioning.js'

const bundle = `
var other = { disabledFeatures: ["NotThis"] };
// packages/playwright-core/src/server/chromium/chromiumSwitches.ts
var disabledFeatures, enabledFeatures, chromiumSwitches;
    disabledFeatures = [
      // See https://github.com/microsoft/playwright/issues/14047
      "AvoidUnnecessaryBeforeUnloadCheckSync",
      // See https://github.com/microsoft/playwright/issues/32230, a comment, with commas
      "ThirdPartyStoragePartitioning",
      'MediaRouter'
    ].filter(Boolean);
`

describe('storagePartitioning', () => {
  test('default: the installed Playwright’s list, which disables partitioning among others', () => {
    const disabled = playwrightDisabledFeatures()
    expect(disabled).toContain(PARTITIONING_FEATURE)
    expect(disabled.length).toBeGreaterThan(1)
    const launch = storagePartitioningLaunch(disabled)
    expect(launch.ignoreDefaultArgs).toEqual([`--disable-features=${disabled.join(',')}`])
    expect(launch.args).toEqual([
      `--disable-features=${disabled.filter((feature) => feature !== PARTITIONING_FEATURE).join(',')}`,
    ])
  })

  test('behavior: the list is read after `chromiumSwitches`, comments and quotes dropped', () => {
    expect(disabledFeaturesIn(bundle)).toEqual([
      'AvoidUnnecessaryBeforeUnloadCheckSync',
      PARTITIONING_FEATURE,
      'MediaRouter',
    ])
    expect(storagePartitioningLaunch(disabledFeaturesIn(bundle))).toEqual({
      ignoreDefaultArgs: [
        '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,ThirdPartyStoragePartitioning,MediaRouter',
      ],
      args: ['--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,MediaRouter'],
    })
  })

  test('error: a list that is not plain names, or none, is refused rather than guessed', () => {
    expect(() => disabledFeaturesIn('chromiumSwitches; disabledFeatures = [mode ? "A" : ""]')).toThrow(
      /holds mode \? "A" : ""/,
    )
    expect(() => disabledFeaturesIn('chromiumSwitches = () => []')).toThrow(/no `disabledFeatures/)
    expect(() => disabledFeaturesIn('disabledFeatures = ["A"]')).toThrow(/no `disabledFeatures/)
  })

  test('error: a Playwright that no longer disables partitioning says so', () => {
    expect(() => storagePartitioningLaunch(['MediaRouter'])).toThrow(
      /no longer disables ThirdPartyStoragePartitioning/,
    )
  })
})
