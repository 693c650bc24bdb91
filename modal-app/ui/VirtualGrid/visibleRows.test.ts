import { describe, expect, test } from 'vitest'
import { visibleRows } from './visibleRows.js'

const grid = { rowHeight: 100, rowCount: 50, overscan: 2 }

describe('visibleRows', () => {
  test('default: the first screen plus overscan below', () => {
    expect(visibleRows({ ...grid, scrollTop: 0, viewportHeight: 430 })).toEqual({ first: 0, last: 6 })
  })

  test('behavior: scrolled, overscan on both sides', () => {
    expect(visibleRows({ ...grid, scrollTop: 1050, viewportHeight: 430 })).toEqual({ first: 8, last: 16 })
  })

  test('behavior: clamped at the end, and for overscroll', () => {
    expect(visibleRows({ ...grid, scrollTop: 4800, viewportHeight: 430 })).toEqual({ first: 46, last: 49 })
    expect(visibleRows({ ...grid, scrollTop: -40, viewportHeight: 430 })).toEqual({ first: 0, last: 6 })
    expect(visibleRows({ ...grid, rowCount: 3, scrollTop: 0, viewportHeight: 430 })).toEqual({
      first: 0,
      last: 2,
    })
  })

  test('behavior: nothing to render', () => {
    expect(visibleRows({ ...grid, rowCount: 0, scrollTop: 0, viewportHeight: 430 })).toEqual({
      first: 0,
      last: -1,
    })
  })

  test('behavior: before the viewport is measured, one row is rendered', () => {
    expect(visibleRows({ ...grid, overscan: 0, scrollTop: 0, viewportHeight: 0 })).toEqual({
      first: 0,
      last: 0,
    })
  })
})
