import { describe, expect, test } from 'vitest'
import { removeAnnouncedAndRecent } from './removeAnnouncedAndRecent.js'

const metamask = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }
const rabby = { id: '18388be9', name: 'Rabby Wallet', rdns: 'io.rabby' }
const rainbow = { id: '1ae92b26', name: 'Rainbow', rdns: 'me.rainbow' }
const safe = { id: '225affb1', name: 'Safe' }

describe('removeAnnouncedAndRecent', () => {
  test('default: nothing shown elsewhere keeps the list', () => {
    expect(removeAnnouncedAndRecent([metamask, rabby], { announced: [], recent: [] })).toEqual([
      metamask,
      rabby,
    ])
  })

  test('behavior: an announced wallet is removed by rdns', () => {
    const announced = [{ id: 'eip6963-uuid', rdns: 'io.rabby' }]
    expect(removeAnnouncedAndRecent([metamask, rabby, rainbow], { announced, recent: [] })).toEqual([
      metamask,
      rainbow,
    ])
  })

  test('behavior: a recent wallet is removed by id', () => {
    expect(
      removeAnnouncedAndRecent([metamask, safe], { announced: [], recent: [{ id: '225affb1' }] }),
    ).toEqual([metamask])
  })

  test('behavior: announced MetaMask mobile removes MetaMask', () => {
    const announced = [{ id: 'eip6963-uuid', rdns: 'io.metamask.mobile' }]
    expect(removeAnnouncedAndRecent([metamask, rabby], { announced, recent: [] })).toEqual([rabby])
  })
})
