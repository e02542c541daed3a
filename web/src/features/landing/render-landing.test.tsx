import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mobileGallery, webGallery } from './gallery-images'
import { renderLandingBody } from './render-landing'

const DEVELOPMENT_ADDRESS = /127\.0\.0\.1|localhost/
const galleryDir = path.join(import.meta.dirname, '..', '..', '..', 'public', 'gallery')

describe('the landing as built', () => {
  it('shows no development address, in its markup or its gallery', () => {
    expect(renderLandingBody()).not.toMatch(DEVELOPMENT_ADDRESS)
    for (const image of [...mobileGallery, ...webGallery]) {
      expect(`${image.name} ${image.src} ${image.srcset} ${image.alt}`).not.toMatch(
        DEVELOPMENT_ADDRESS,
      )
    }
    const files = readdirSync(galleryDir)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(file).not.toMatch(DEVELOPMENT_ADDRESS)
  })

  it('claims no invented totals: counted figures or a neutral mark, no satisfaction rate', () => {
    const html = renderLandingBody()
    for (const invented of ['+900', '+500', '95%', 'satisfação']) {
      expect(html).not.toContain(invented)
    }
    expect(html).toContain('jogos organizados')
  })

  it('lays every section out at once: an anchor scrolls to where its section really is', () => {
    expect(renderLandingBody()).not.toContain('content-visibility')
  })
})
