/**
 * The share preview (Open Graph / Twitter, 1200×630) for WhatsApp and friends: a screenshot of the
 * landing's hero from the production build, saved as an optimised JPEG in web/public/og-image.jpg.
 *
 *   npm run build -w web && npx tsx web/scripts/capture-og-image.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { resolveChromium } from '../../e2e/browser.ts'
import { startDemoServer } from './demo-server.ts'

const out = path.resolve(import.meta.dirname, '..', 'public', 'og-image.jpg')
const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-og-'))
const server = await startDemoServer({ port: 3194, dataDir })
const browser = await chromium.launch(resolveChromium())
try {
  const page = await browser.newPage({
    viewport: { width: 1200, height: 630 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  })
  await page.goto(`${server.url}/`)
  // The hero alone, centred in the frame: no sticky header, no skip link.
  await page.addStyleTag({
    content: `header, a[href="#conteudo"] { display: none !important; }
      #inicio > div { padding-top: 56px !important; padding-bottom: 0 !important; }`,
  })
  // Only the pictures in the frame: a lazy one further down would never load, nor decode.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().top < 630 && img.checkVisibility())
      .every((img) => img.complete && img.naturalWidth > 0),
  )
  const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 1200, height: 630 } })
  const jpeg = await sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  writeFileSync(out, jpeg)
  console.log(`${path.relative(process.cwd(), out)}  ${(jpeg.length / 1024).toFixed(1)} KB`)
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
