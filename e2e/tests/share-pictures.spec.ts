import { writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  DESKTOP,
  journeyGroup,
  openBidWithConfirmedPlayers,
  PHONE,
  signedIn,
  snap,
  tokenOf,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  await openBidWithConfirmedPlayers(request, group)
})

type Shared = { name: string; type: string; size: number; title: string }

test('an organiser shares the drawn teams as a picture at 390 px', async ({ browser, baseURL }) => {
  // Draws, then renders four pictures on the server (two sizes, twice): seconds of CPU each on
  // a 2-core machine.
  test.slow()
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  // A phone's share sheet that takes files: it records what it was handed.
  await context.addInitScript(() => {
    const shared: unknown[] = []
    Object.assign(window, { sharedFiles: shared })
    Object.defineProperty(navigator, 'canShare', {
      value: (data: ShareData) => Boolean(data.files?.length),
    })
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        for (const file of data.files ?? []) {
          shared.push({ name: file.name, type: file.type, size: file.size, title: data.title })
        }
      },
    })
  })
  const page = await context.newPage()
  await signedIn(page, group.organiser)
  await page.goto('/bid-atual')
  await page.getByRole('button', { name: 'Sortear Times' }).click()
  const draw = page.getByRole('dialog', { name: 'Sortear Times' })
  await draw.getByRole('button', { name: 'Gerar Times' }).click()
  await expect(draw.getByRole('article', { name: 'Time 1' })).toBeVisible()

  await draw.getByRole('button', { name: 'Compartilhar imagem: Times sorteados' }).click()
  const dialog = page.getByRole('dialog', { name: 'Times sorteados' })
  const picture = dialog.getByRole('img', { name: /^Imagem dos times sorteados\. Time 1: / })
  // The server's first picture loads the fonts and the layout engine: a busy machine takes seconds.
  await expect(picture).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1080, 1080])
  await snap(page, 'share-teams-dialog-390', { fullPage: false })

  await dialog.getByRole('button', { name: 'Story' }).click()
  await expect(dialog.getByRole('button', { name: 'Story' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect
    .poll(
      () => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
      {
        timeout: 20_000,
      },
    )
    .toEqual([1080, 1920])
  await snap(page, 'share-teams-story-dialog-390', { fullPage: false })

  await dialog.getByRole('button', { name: 'Compartilhar', exact: true }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: Shared[] }).sharedFiles))
    .toEqual([
      {
        name: expect.stringMatching(/^times-bid-\d+-story\.png$/),
        type: 'image/png',
        size: expect.any(Number),
        title: 'Times sorteados',
      },
    ])

  // The pictures themselves, kept beside the screenshots for a person to look at.
  for (const format of ['quadrado', 'story']) {
    const png = await page.evaluate(async (formato) => {
      const token = localStorage.getItem('accessToken')
      const live = await fetch('/v1/bids/current-bid', {
        headers: { Authorization: `Bearer ${token}` },
      })
      const { bidDayId } = (await live.json()) as { bidDayId: number }
      const res = await fetch(`/v1/share/bids/${bidDayId}/teams.png?formato=${formato}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      return [...new Uint8Array(await res.arrayBuffer())]
    }, format)
    writeFileSync(`test-results/screenshots/share-teams-${format}.png`, Buffer.from(png))
  }
  await context.close()
})

test('a desktop without a share sheet downloads the ranking picture', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signedIn(page, group.member)
  await page.goto('/artilheiros')
  await page.getByRole('button', { name: /^Compartilhar imagem: Artilheiros \d{4}$/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Artilheiros \d{4}$/ })
  await expect(
    dialog.getByRole('img', { name: /^Imagem dos 10 maiores artilheiros/ }),
  ).toBeVisible()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Baixar imagem' }).click()
  expect((await download).suggestedFilename()).toMatch(/^artilheiros-\d{4}\.png$/)
})

test('a shared check-in link previews the next BID, with no names', async ({ request }) => {
  const headers = await tokenOf(request, group.member)
  const { checkInUrl } = (await (
    await request.get('/v1/groups/share-link', { headers })
  ).json()) as {
    checkInUrl: string
  }
  const url = new URL(checkInUrl)
  expect(url.searchParams.get('c')).toMatch(/^[\w-]{32}$/)
  // As a chat app's crawler asks for it: no session.
  const page = await request.get(`${url.pathname}${url.search}`)
  const html = await page.text()
  expect(html).toMatch(
    /<meta property="og:title" content="BID #\d+ — \p{L}+ \d\d:\d\d · .+ · \d+\/24 confirmados" \/>/u,
  )
  expect(html).not.toContain('Bruninho')
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!
  const png = await request.get(new URL(image).pathname + new URL(image).search)
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  writeFileSync('test-results/screenshots/share-link-preview.png', await png.body())
})
