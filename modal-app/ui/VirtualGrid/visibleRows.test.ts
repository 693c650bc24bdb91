import { describe, expect, test } from 'vitest'
import { rowsToRender, visibleRows } from './visibleRows.js'

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

describe('rowsToRender', () => {
  test('default: the visible range', () => {
    expect(rowsToRender({ first: 2, last: 5 }, { row: undefined, overscan: 2, rowCount: 50 })).toEqual([
      2, 3, 4, 5,
    ])
  })

  test('behavior: plus the rows around the focused one, in order, without repeats', () => {
    expect(rowsToRender({ first: 0, last: 5 }, { row: 5, overscan: 2, rowCount: 50 })).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ])
    expect(rowsToRender({ first: 20, last: 23 }, { row: 1, overscan: 2, rowCount: 50 })).toEqual([
      0, 1, 2, 3, 20, 21, 22, 23,
    ])
    expect(rowsToRender({ first: 46, last: 49 }, { row: 49, overscan: 2, rowCount: 50 })).toEqual([
      46, 47, 48, 49,
    ])
  })
})
