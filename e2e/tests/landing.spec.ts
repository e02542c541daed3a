import { gzipSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import { DESKTOP, journeyGroup, noHorizontalScroll, PHONE, signedIn, snap } from '../support.ts'

const group = journeyGroup(import.meta.filename)

const SMALL_PHONE = { width: 320, height: 640 }

/** Scrolls the page through so lazy pictures load, for a full-page screenshot. */
async function loadLazyPictures(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100)
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    const pending = [...document.querySelectorAll<HTMLImageElement>('main img')]
      .filter((img) => img.checkVisibility() && !img.complete)
      .map((img) => img.decode().catch(() => null))
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5000))])
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
}

async function snapWholePage(page: Page, name: string) {
  await loadLazyPictures(page)
  const style = await page.addStyleTag({ content: '* { scroll-behavior: auto !important; }' })
  await snap(page, name)
  await style.evaluate((element) => (element as HTMLElement).remove())
}

function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top,
    id,
  )
}

/** The top of a section once the (smooth) scroll has stopped: scrollY the same 300 ms apart. */
async function settledTop(page: Page, id: string): Promise<number> {
  let last = Number.NaN
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY)
        const still = y === last
        last = y
        return still
      },
      { intervals: [300], timeout: 10_000 },
    )
    .toBe(true)
  return topOf(page, id)
}

/** A link to a section leaves the section's top in the viewport's top 100 px, under the header. */
async function expectLandedOn(page: Page, id: string) {
  // On a busy machine the smooth scroll may start after two still readings: wait for it to arrive.
  await expect.poll(() => topOf(page, id), { timeout: 10_000 }).toBeLessThanOrEqual(100)
  const top = await settledTop(page, id)
  expect(top, `#${id} starts ${top} px from the top`).toBeGreaterThanOrEqual(0)
  expect(top, `#${id} starts ${top} px from the top`).toBeLessThanOrEqual(100)
  const header = await page.getByRole('banner').boundingBox()
  expect(top).toBeGreaterThanOrEqual(Math.floor(header!.height))
}

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Fale com a gente' })
}

async function fillContact(page: Page, name: string) {
  const form = contactForm(page)
  await form.getByLabel('Nome').fill(name)
  await form.getByLabel('Email').fill('organizador@pelada-de-terca.test')
  await form.getByLabel('Assunto (opcional)').fill('Plano Full')
  await form
    .getByLabel('Mensagem')
    .fill('Somos 22 jogadores toda terça. Como funciona o período grátis?')
}

for (const viewport of [SMALL_PHONE, PHONE, DESKTOP]) {
  test(`the landing sells Bidfut at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Sua pelada organizada, do check-in ao artilheiro',
      }),
    ).toBeVisible()
    for (const heading of [
      'Feito para quem organiza a pelada toda semana',
      'O Bidfut em números',
      'Tudo o que a sua pelada precisa',
      'O Bidfut por dentro',
      'Um plano, tudo incluído',
      'Fale com a gente',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached()
    }
    // The spec's counters, counted: the server's figures, and the feature cards below.
    const stats = page.getByRole('region', { name: 'O Bidfut em números' })
    const counted = (await (await page.request.get('/v1/public/counters')).json()) as Record<
      string,
      number
    >
    for (const [value, label] of [
      [counted.gamesOrganised, 'jogos organizados'],
      [counted.teamsGenerated, 'times sorteados'],
      [counted.players, 'jogadores nas peladas'],
      [6, 'funcionalidades'],
    ] as const) {
      const figure = stats.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')
      await expect(figure).toHaveText(new Intl.NumberFormat('pt-BR').format(value!))
      await expect(stats.getByText(label, { exact: true })).toBeVisible()
    }
    const services = page.getByRole('region', { name: 'Tudo o que a sua pelada precisa' })
    await expect(services.getByRole('listitem')).toHaveCount(6)
    const plan = page.getByRole('article', { name: 'Plano Full' })
    await expect(plan.getByText('R$ 39,90')).toBeVisible()
    await expect(plan.getByText('por mês')).toBeVisible()
    await expect(plan.getByText('primeiros 3 meses grátis')).toBeVisible()
    await expect(page.getByText('14 imagens')).toBeVisible()

    // The page is static HTML with one small script: no React, and the SPA is never loaded.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    )
    expect(scripts.some((name) => /react|index-/.test(name))).toBe(false)

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(footer.getByRole('link', { name: 'Registro' })).toHaveAttribute(
      'href',
      '/registro',
    )
    await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    for (const [name, href] of [
      ['Início', '#inicio'],
      ['Sobre', '#sobre'],
      ['Funcionalidades', '#funcionalidades'],
      ['Conheça', '#conheca'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }

    await loadLazyPictures(page)
    await noHorizontalScroll(page)
    expect(await seriousA11yViolations(page)).toEqual([])
    await snapWholePage(page, `landing-${viewport.width}`)

    // Footer links scroll; back to the top from there.
    await footer.getByRole('link', { name: 'Funcionalidades', exact: true }).click()
    await expect(services.getByRole('heading', { level: 2 })).toBeInViewport()
    const backToTop = page.getByRole('link', { name: 'Voltar ao topo' })
    await expect(backToTop).toBeVisible()
    await backToTop.click()
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    await expect(backToTop).toBeHidden()
  })
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the landing's links land on their section at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const nav = page.getByRole('navigation', { name: 'Seções da página' })
    for (const [name, id] of [
      ['Preço', 'planos'],
      ['Contato', 'contato'],
    ] as const) {
      await page.goto('/')
      await nav.getByRole('link', { name, exact: true }).click()
      await expectLandedOn(page, id)
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await snap(page, `landing-anchor-${id}-${viewport.width}`, { fullPage: false })
    }

    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Formulário de contato' }).click()
    await expectLandedOn(page, 'contato')
    await expect(page.getByRole('heading', { level: 2, name: 'Fale com a gente' })).toBeInViewport()

    // A shared link, opened fresh.
    const shared = await page.context().newPage()
    await shared.setViewportSize(viewport)
    await shared.goto('/#contato')
    await expectLandedOn(shared, 'contato')
    await snap(shared, `landing-shared-contato-${viewport.width}`, { fullPage: false })
    expect(await seriousA11yViolations(shared)).toEqual([])
    await shared.close()
  })

  test(`the gallery viewer at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/#conheca')
    const gallery = page.getByRole('region', { name: 'O Bidfut por dentro' })
    await gallery.getByRole('button', { name: 'Web' }).click()
    await expect(gallery.getByRole('button', { name: 'Web' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(gallery.getByText('5 imagens')).toBeVisible()
    const webCards = gallery.getByRole('list', { name: 'Telas no computador' }).getByRole('button')
    await expect(webCards).toHaveCount(5)

    await gallery.getByRole('button', { name: 'Mobile' }).click()
    await expect(gallery.getByText('14 imagens')).toBeVisible()
    const cards = gallery.getByRole('list', { name: 'Telas no celular' }).getByRole('button')
    await expect(cards).toHaveCount(14)
    const card = cards.nth(1)
    await card.click()

    const viewer = page.getByRole('dialog')
    await expect(viewer).toBeVisible()
    await expect(viewer.getByText('Imagem 2 de 14')).toBeVisible()
    await expect(viewer.getByRole('button', { name: 'Fechar' })).toBeFocused()
    const picture = viewer.getByRole('img')
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.keyboard.press('ArrowRight')
    await expect(viewer.getByText('Imagem 3 de 14')).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(viewer.getByText('Imagem 14 de 14')).toBeVisible()
    await viewer.getByRole('button', { name: 'Próxima imagem' }).click()
    await expect(viewer.getByText('Imagem 1 de 14')).toBeVisible()
    // Tab goes round the viewer's three buttons and never leaves it.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await seriousA11yViolations(page)).toEqual([])
    await snap(page, `landing-gallery-viewer-${viewport.width}`, { fullPage: false })

    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(card).toBeFocused()
  })
}

test('the pricing button takes the visitor to the contact form, cursor in Nome', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await page.getByRole('link', { name: 'Quero o Plano Full' }).click()
  const name = contactForm(page).getByLabel('Nome')
  await expect(name).toBeFocused()
  await expect(name).toBeInViewport()
})

test('the contact form sends a message, then clears', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/#contato')
  const form = contactForm(page)
  await form.getByRole('button', { name: 'Enviar mensagem' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'Por favor, preencha todos os campos obrigatórios.',
  )
  await fillContact(page, 'Carlos Organizador')
  await form.getByLabel('Email').fill('carlos@pelada')
  await form.getByRole('button', { name: 'Enviar mensagem' }).click()
  await expect(form.getByRole('alert')).toHaveText('Por favor, insira um email válido.')

  await form.getByLabel('Email').fill('carlos@pelada-de-terca.test')
  const sent = page.waitForResponse((r) => r.url().endsWith('/v1/contact/send'))
  await form.getByRole('button', { name: 'Enviar mensagem' }).click()
  expect((await sent).status()).toBe(204)
  const success = form.getByRole('status')
  await expect(success).toContainText('Email enviado com sucesso!')
  await expect(success).toContainText('Entraremos em contato em breve.')
  await expect(form.getByLabel('Nome')).toHaveValue('')
  await expect(form.getByLabel('Mensagem')).toHaveValue('')
  await success.scrollIntoViewIfNeeded()
  await snap(page, 'landing-contact-success-390', { fullPage: false })
  await expect(success).toBeHidden({ timeout: 7_000 })
})

test('the contact form shows the server error and keeps what was typed', async ({ page }) => {
  await page.setViewportSize(SMALL_PHONE)
  await page.route('**/v1/contact/send', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
  )
  await page.goto('/#contato')
  await fillContact(page, 'Ana Goleira')
  await contactForm(page).getByRole('button', { name: 'Enviar mensagem' }).click()
  const error = contactForm(page).getByRole('alert')
  await expect(error).toContainText('Erro ao enviar email')
  await expect(error).toContainText('Erro interno do servidor. Tente novamente mais tarde.')
  await expect(contactForm(page).getByLabel('Nome')).toHaveValue('Ana Goleira')
  await error.scrollIntoViewIfNeeded()
  await noHorizontalScroll(page)
  await snap(page, 'landing-contact-error-320', { fullPage: false })
})

test('the landing needs at most 60 KB of gzipped JavaScript, form included', async ({ page }) => {
  const sizes: Promise<[string, number]>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    sizes.push(response.body().then((body) => [response.url(), gzipSync(body).length]))
  })
  const total = async () => (await Promise.all(sizes)).reduce((sum, [, size]) => sum + size, 0)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const onLoad = await total()
  // The contract (zod) arrives with the form's first focus; a submit waits for it.
  await contactForm(page).getByRole('button', { name: 'Enviar mensagem' }).click()
  await expect(contactForm(page).getByRole('alert')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const withForm = await total()
  const names = (await Promise.all(sizes)).map(([url]) => new URL(url).pathname)
  console.log(
    `landing JS gzip: ${onLoad} B on load, ${withForm} B with the form (${names.join(', ')})`,
  )
  expect(names.some((name) => /react/.test(name))).toBe(false)
  expect(withForm).toBeLessThanOrEqual(60 * 1024)
})

test("a signed-in player finds 'Ir para o Dashboard' on the landing", async ({ page }) => {
  await signedIn(page, group.member)
  await page.setViewportSize(SMALL_PHONE)
  // The SPA's logo goes to the dashboard; the 404 link loads the landing for real.
  await page.goto('/nao-existe')
  await page.getByRole('link', { name: 'Voltar para o início' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sua pelada organizada, do check-in ao artilheiro',
  )
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Login' })).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await noHorizontalScroll(page)
  await footer.getByRole('link', { name: 'Ir para o Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('links shared on WhatsApp get a title, a description and a picture', async ({ request }) => {
  for (const url of ['/', '/check-in', '/activate-user/abc']) {
    const html = await (await request.get(url)).text()
    expect(html, url).toContain('<meta property="og:type" content="website" />')
    expect(html, url).toContain('<meta property="og:locale" content="pt_BR" />')
    expect(html, url).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(html, url).toMatch(/<meta\s+name="twitter:title"\s+content="[^"]+"/)
    expect(html, url).toMatch(/<meta\s+property="og:image:width"\s+content="1200"/)
    // The landing and its gallery show no development address (a build without PUBLIC_URL
    // leaves the preview's URLs relative rather than pointing at this test server).
    expect(html, url).not.toMatch(/127\.0\.0\.1|localhost/)
    expect(html, url).toMatch(/<meta\s+property="og:title"\s+content="[^"]+"/)
    expect(html, url).toMatch(/<meta\s+property="og:description"\s+content="[^"]+"/)
    expect(html, url).toMatch(/<meta\s+property="og:image"\s+content="[^"]*\/og-image\.jpg"/)
    expect(html, url).toMatch(/<meta\s+name="description"\s+content="[^"]+"/)
  }
  const image = await request.get('/og-image.jpg')
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/jpeg')
  expect((await image.body()).length).toBeLessThan(300 * 1024)
})
