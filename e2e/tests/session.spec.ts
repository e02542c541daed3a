import { expect, test, type Page } from '@playwright/test'
import { SignJWT } from 'jose'
import { E2E_JWT_SECRET } from '../playwright.config.ts'
import { DESKTOP, journeyGroup, PHONE, signIn, snap } from '../support.ts'

const group = journeyGroup(import.meta.filename)

const organiserLinks = [
  'Dashboard',
  'Check-in',
  'BID Atual',
  'Jogadores',
  'Artilheiros',
  'Histórico',
]

function navigation(page: Page, width: number) {
  const name = width < 768 ? 'Navegação inferior' : 'Navegação principal'
  return page.getByRole('navigation', { name })
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the login page', async ({ page }) => {
      await page.goto('/login')
      await expect(page.getByLabel('Email')).toBeVisible()
      await expect(page.getByLabel('Lembrar de mim')).toBeVisible()
      await snap(page, `login-${viewport.width}`)
    })

    test('an organiser signs in and sees every link', async ({ page }) => {
      await signIn(page, group.organiser)
      await expect(page.getByText('Login realizado com sucesso!')).toBeVisible()
      const nav = navigation(page, viewport.width)
      for (const link of organiserLinks) {
        await expect(nav.getByRole('link', { name: link })).toBeVisible()
      }
      await page.getByText('Login realizado com sucesso!').waitFor({ state: 'hidden' })
      await snap(page, `shell-organiser-${viewport.width}`)
      await nav.getByRole('link', { name: 'BID Atual' }).click()
      await expect(page).toHaveURL(/\/bid-atual$/)
    })

    test('a member signs in without the organiser links and is kept out of them', async ({
      page,
    }) => {
      await signIn(page, group.member)
      const nav = navigation(page, viewport.width)
      await expect(nav.getByRole('link', { name: 'Check-in' })).toBeVisible()
      await expect(nav.getByRole('link', { name: 'BID Atual' })).toHaveCount(0)
      await expect(nav.getByRole('link', { name: 'Jogadores' })).toHaveCount(0)
      await page.getByText('Login realizado com sucesso!').waitFor({ state: 'hidden' })
      await snap(page, `shell-member-${viewport.width}`)
      await page.goto('/jogadores')
      await expect(page).toHaveURL(/\/dashboard$/)
    })
  })
}

test('signing in trusts the browser with a cookie no script can read', async ({ page }) => {
  await signIn(page, group.member)
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'bidfut_device')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/v1/accounts',
  })
  expect(await page.evaluate(() => document.cookie)).not.toContain('bidfut_device')
})

test('a signed-out visitor is sent to /login', async ({ page }) => {
  await page.goto('/historico')
  await expect(page).toHaveURL(/\/login$/)
})

test('wrong credentials show the login error toast', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(group.member)
  await page.getByLabel('Senha', { exact: true }).fill('errada')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByText('Erro no login')).toBeVisible()
  await expect(page.getByText('Email ou senha inválidos.')).toBeVisible()
})

test('logout clears the session and goes to /login', async ({ page }) => {
  await signIn(page, group.member)
  await page.getByRole('button', { name: /menu do usuário/i }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull()
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

test('a rejected access token is refreshed once and the call retried', async ({ page }) => {
  await signIn(page, group.member)
  // Unexpired to the browser, but not signed by the server: the API answers 401.
  const forged = await new SignJWT({ cpid: 1, cid: 1, role: 'member' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'))
  await page.evaluate((token) => {
    localStorage.setItem('accessToken', token)
    const user = JSON.parse(localStorage.getItem('userData') ?? '{}')
    localStorage.setItem('userData', JSON.stringify({ ...user, accessToken: token }))
  }, forged)

  const refreshed = page.waitForResponse((r) => r.url().endsWith('/v1/accounts/refresh-token'))
  const profile = page.waitForResponse(
    (r) => r.url().endsWith('/v1/accounts/get-profile') && r.status() === 200,
  )
  await page.goto('/perfil')
  expect((await refreshed).status()).toBe(200)
  await profile
  await expect(page).toHaveURL(/\/perfil$/)
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(forged)
})

test('an access token about to expire is renewed before the call', async ({ page }) => {
  const session = await signIn(page, group.member).then(() =>
    page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}')),
  )
  const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString())
  const nearlyExpired = await new SignJWT({
    sid: claims.sid,
    cpid: claims.cpid,
    cid: claims.cid,
    role: claims.role,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setExpirationTime(Math.floor(Date.now() / 1000) + 120)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET))
  await page.evaluate((token) => {
    localStorage.setItem('accessToken', token)
    const user = JSON.parse(localStorage.getItem('userData') ?? '{}')
    localStorage.setItem('userData', JSON.stringify({ ...user, accessToken: token }))
  }, nearlyExpired)

  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/v1/accounts/')) calls.push(new URL(r.url()).pathname)
  })
  await page.goto('/perfil')
  await page.waitForResponse((r) => r.url().endsWith('/v1/accounts/get-profile'))
  expect(calls.indexOf('/v1/accounts/refresh-token')).toBeGreaterThanOrEqual(0)
  expect(calls.indexOf('/v1/accounts/refresh-token')).toBeLessThan(
    calls.indexOf('/v1/accounts/get-profile'),
  )
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/nao-existe')
  await expect(page.getByRole('link', { name: /início/i })).toBeVisible()
})
