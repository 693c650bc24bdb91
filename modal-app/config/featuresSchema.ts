import * as v from 'valibot'
import { DEFAULT_SOCIALS } from './defaults.js'
import { distinctList, flag, strictRecord } from './fieldSchemas.js'

/** SPEC §2's Connect methods. */
const CONNECT_METHODS = ['email', 'social', 'wallet'] as const

const socialsList = distinctList(DEFAULT_SOCIALS, true)
const socialsSwitch = v.pipe(
  v.boolean(),
  v.transform((on) => (on ? [...DEFAULT_SOCIALS] : [])),
)

/**
 * SPEC §1's feature switches with SPEC's defaults, AppKit's where SPEC is silent: email and socials on, legal
 * checkbox, smart sessions and pay off.
 */
export const featuresSchema = v.optional(
  strictRecord(
    {
      swaps: flag(true),
      onramp: flag(true),
      receive: flag(true),
      send: flag(true),
      email: flag(true),
      /** `true` (all providers), `false` (none) or the providers to offer, in display order. */
      socials: v.optional(
        v.lazy((value) => (typeof value === 'boolean' ? socialsSwitch : socialsList)),
        true,
      ),
      history: flag(true),
      analytics: flag(true),
      allWallets: flag(true),
      legalCheckbox: flag(false),
      smartSessions: flag(false),
      pay: flag(false),
      /** Overrides the Connect view's method order (SPEC §2). */
      connectMethodsOrder: v.optional(distinctList(CONNECT_METHODS, false)),
    },
    'must be an object',
  ),
  {},
)
