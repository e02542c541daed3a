/**
 * Draws the app's install icons (ADR 041) from the favicon's design: 192 and 512 px, a maskable
 * 512 px (the ball inside the safe zone, full-bleed green), the iPhone's 180 px and the small
 * monochrome badge Android shows in the status bar. Run once after changing the design:
 *   npx tsx web/scripts/make-app-icons.ts
 */
import path from 'node:path'
import sharp from 'sharp'

const GREEN = '#15803d'
const ball = (cx: number, r: number, fill = '#fff', patch = '#0f172a') =>
  `<circle cx="${cx}" cy="${cx}" r="${r}" fill="${fill}"/>` +
  `<path transform="translate(${cx - r * 0.5} ${cx - r * 0.5}) scale(${r / 9})" d="M4.5 0.5l4.3 3.1-1.6 5h-5.4l-1.6-5z" fill="${patch}"/>`

const rounded = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${size / 4}" fill="${GREEN}"/>${ball(size / 2, size * 0.28)}</svg>`
// Maskable: the platform cuts any shape from the square; what matters sits in the central 80 %.
const maskable = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${GREEN}"/>${ball(size / 2, size * 0.22)}</svg>`
const badge = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${ball(size / 2, size * 0.42, '#fff', '#000')}</svg>`

const out = path.resolve(import.meta.dirname, '../public/icons')
const icons: [string, string, number][] = [
  ['icon-192.png', rounded(192), 192],
  ['icon-512.png', rounded(512), 512],
  ['maskable-512.png', maskable(512), 512],
  ['apple-touch-icon.png', maskable(180), 180],
  ['badge-96.png', badge(96), 96],
]
for (const [file, svg, size] of icons) {
  await sharp(Buffer.from(svg)).resize(size, size).png().toFile(path.join(out, file))
}
console.log(`icons written to ${out}`)
