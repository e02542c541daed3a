import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_POLL_MS } from './api/get-current-bid'
import { loadPollInterval, savePollInterval } from './poll-interval-preference'

beforeEach(() => localStorage.clear())

describe('poll interval preference', () => {
  it('defaults to 30 s and remembers a chosen interval', () => {
    expect(loadPollInterval()).toBe(DEFAULT_POLL_MS)
    savePollInterval(5000)
    expect(loadPollInterval()).toBe(5000)
  })

  it('ignores a stored value that is not one of the offered intervals', () => {
    localStorage.setItem('bidfut:live-bid-poll-interval', '1')
    expect(loadPollInterval()).toBe(DEFAULT_POLL_MS)
    localStorage.setItem('bidfut:live-bid-poll-interval', 'abc')
    expect(loadPollInterval()).toBe(DEFAULT_POLL_MS)
  })
})
