import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo1234'
export const ORGANISER = 'organizador@demo.bidfut.test'
export const EDITOR = 'editor@demo.bidfut.test'
export const MEMBER = 'jogador05@demo.bidfut.test'

export const TIME_ZONE = 'America/Sao_Paulo'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** Saves a picture under test-results/screenshots for a person to look at (dialogs: the viewport). */
export async function snap(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage })
}

/** A wall-clock date-time in the group's time zone, as the API takes dayOfMatch. */
export function groupLocal(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}
