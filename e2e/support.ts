import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo1234'
export const ORGANISER = 'organizador@demo.bidfut.test'
export const EDITOR = 'editor@demo.bidfut.test'
export const MEMBER = 'jogador05@demo.bidfut.test'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** Saves a full-page picture under test-results/screenshots for a person to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true })
}
