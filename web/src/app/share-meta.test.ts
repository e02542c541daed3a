import { describe, expect, it } from 'vitest'
import { pageUrlMeta, sharedShareMeta } from './share-meta'

describe('the share preview tags', () => {
  it('point at the picture with an absolute URL built from PUBLIC_URL', () => {
    const head = sharedShareMeta('https://bidfut.example')
    expect(head).toContain(
      '<meta property="og:image" content="https://bidfut.example/og-image.jpg" />',
    )
    expect(head).toContain(
      '<meta name="twitter:image" content="https://bidfut.example/og-image.jpg" />',
    )
    expect(head).toContain('<meta property="og:locale" content="pt_BR" />')
    expect(head).toContain('<meta property="og:type" content="website" />')
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  it('give each page its own og:url, and the landing its canonical link', () => {
    expect(pageUrlMeta('https://bidfut.example', '/check-in')).toBe(
      '<meta property="og:url" content="https://bidfut.example/check-in" />',
    )
    expect(pageUrlMeta('https://bidfut.example', '/', true)).toBe(
      '<meta property="og:url" content="https://bidfut.example/" /><link rel="canonical" href="https://bidfut.example/" />',
    )
  })

  it('leave the URL out when the build was not told PUBLIC_URL', () => {
    expect(pageUrlMeta('', '/check-in')).toBe('')
    expect(sharedShareMeta('')).toContain('<meta property="og:image" content="/og-image.jpg" />')
  })
})
