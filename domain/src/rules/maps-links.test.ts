import { describe, expect, it } from 'vitest'
import { mapsLinks, mapsLinksLines } from './maps-links.ts'

describe('mapsLinks', () => {
  it('encodes the place for each app', () => {
    const links = mapsLinks('Campo do Zé — Rua Augusta, 1500 & Cia / SP?')
    const q = 'Campo%20do%20Z%C3%A9%20%E2%80%94%20Rua%20Augusta%2C%201500%20%26%20Cia%20%2F%20SP%3F'
    expect(links).toEqual([
      {
        app: 'google',
        label: 'Google Maps',
        url: `https://www.google.com/maps/search/?api=1&query=${q}`,
      },
      { app: 'apple', label: 'Apple Maps', url: `https://maps.apple.com/?q=${q}` },
      { app: 'waze', label: 'Waze', url: `https://waze.com/ul?q=${q}&navigate=yes` },
    ])
    for (const link of links) {
      const url = new URL(link.url)
      expect(url.searchParams.get(link.app === 'google' ? 'query' : 'q')).toBe(
        'Campo do Zé — Rua Augusta, 1500 & Cia / SP?',
      )
    }
  })

  it('has nothing to search for without a place, and squeezes spaces', () => {
    expect(mapsLinks(null)).toEqual([])
    expect(mapsLinks('   ')).toEqual([])
    expect(mapsLinksLines(undefined)).toEqual([])
    expect(new URL(mapsLinks('  Quadra \n Coberta ')[0]!.url).searchParams.get('query')).toBe(
      'Quadra Coberta',
    )
  })

  it('writes the plain-text lines of the emails and the calendar', () => {
    expect(mapsLinksLines('Arena')).toEqual([
      'Como chegar:',
      'Google Maps: https://www.google.com/maps/search/?api=1&query=Arena',
      'Apple Maps: https://maps.apple.com/?q=Arena',
      'Waze: https://waze.com/ul?q=Arena&navigate=yes',
    ])
  })
})
