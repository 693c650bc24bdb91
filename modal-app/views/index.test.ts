import { describe, expect, it } from 'vitest'
import { VIEWS } from '../../shared/protocol.js'
import { FLOW_VIEWS } from './flowViews.js'
import { AVAILABLE_VIEWS, VIEW_COMPONENTS, viewIsOn } from './index.js'
import { LATER_VIEWS } from './laterViews.js'

describe('the view table', () => {
  it('offers every view of the two lazy tables, each a SPEC view name', () => {
    for (const name of [...Object.keys(LATER_VIEWS), ...Object.keys(FLOW_VIEWS)]) {
      expect(VIEWS).toContain(name)
      expect(AVAILABLE_VIEWS).toContain(name)
      expect(VIEW_COMPONENTS[name as keyof typeof VIEW_COMPONENTS]).toBeTypeOf('function')
    }
  })

  it('switches only the flows by features', () => {
    const off = { send: false, receive: false, swaps: false, onramp: false }
    expect(Object.keys(FLOW_VIEWS).filter((name) => viewIsOn(name as never, off))).toEqual([])
    expect(Object.keys(LATER_VIEWS).filter((name) => !viewIsOn(name as never, off))).toEqual([])
  })
})
