/**
 * Takes the landing gallery's pictures from the real app: starts the demo server on a throwaway
 * DATA_DIR, signs in as the demo organiser and a demo player, photographs 14 phone screens
 * (390 px) and 5 desktop screens (1280 px), and writes them as WebP in two widths to
 * web/public/gallery/ plus the manifest web/src/features/landing/gallery-images.ts.
 *
 *   npm run build -w web && npx tsx web/scripts/capture-gallery.ts
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { resolveChromium } from '../../e2e/browser.ts'
import { startDemoServer } from './demo-server.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const outDir = path.join(root, 'web', 'public', 'gallery')
const manifestPath = path.join(root, 'web', 'src', 'features', 'landing', 'gallery-images.ts')
const MAX_BYTES = 60 * 1024
const PASSWORD = 'demo1234'
const ORGANISER = 'organizador@demo.bidfut.test'
const PLAYER = 'jogador01@demo.bidfut.test'
// The links the screens show (the invite link on /jogadores) carry the server's PUBLIC_URL: a
// public address, never the 127.0.0.1 the demo server listens on.
const SHOWN_PUBLIC_URL = 'https://bidfut.com.br'
const DEVELOPMENT_ADDRESS = /127\.0\.0\.1|localhost/

type Kind = 'mobile' | 'web'
type Shot = { name: string; alt: string; take: (page: Page) => Promise<void> }
type Written = { kind: Kind; name: string; alt: string; widths: number[]; height: number }

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true }
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false }

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 })
  // Spinners and skeletons gone, images decoded.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout: 15_000,
  })
  await page.evaluate(async () => {
    await Promise.all(
      [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
    )
  })
}

/** Each screen's heading, which shows once it has loaded. */
const headings = {
  '/dashboard': 'Dashboard',
  '/bid-atual': 'BID',
  '/jogadores': 'Jogadores',
  '/historico': 'Histórico',
  '/artilheiros': 'Ranking de Artilheiros',
  '/check-in': 'Check-in',
  '/perfil': 'Meu Perfil',
  '/login': 'Login',
} as const
type Url = keyof typeof headings

async function open(page: Page, url: Url) {
  await page.goto(url)
  await page.getByRole('heading', { name: headings[url] }).first().waitFor()
  await settle(page)
}

async function scrollTo(page: Page, text: string) {
  await page
    .getByText(new RegExp(`^${text}`))
    .first()
    .evaluate((el) => {
      const top = el.getBoundingClientRect().top + window.scrollY - 72
      window.scrollTo(0, top)
    })
  await page.waitForTimeout(200)
}

async function signIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/dashboard$/)
  await page.getByText('Login realizado com sucesso!').waitFor({ state: 'hidden', timeout: 15_000 })
}

async function openDrawnTeams(page: Page) {
  await open(page, '/bid-atual')
  await page.getByRole('button', { name: 'Sortear Times' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sortear Times' })
  await dialog.getByRole('button', { name: 'Gerar Times' }).click()
  await dialog.getByRole('article', { name: 'Time 1' }).waitFor()
  await page.waitForTimeout(300)
}

async function openBidDetails(page: Page) {
  await open(page, '/historico')
  await page
    .getByRole('button', { name: /^Ver Detalhes/ })
    .first()
    .click()
  await page
    .getByRole('dialog')
    .getByText(/Artilheiro/i)
    .first()
    .waitFor()
  await settle(page)
}

/** A screen as it opens. */
const screen = (name: string, url: Url, alt: string): Shot => ({
  name,
  alt,
  take: (p) => open(p, url),
})

/** A screen scrolled down to the section whose text starts with `section`. */
const scrolled = (name: string, url: Url, section: string, alt: string): Shot => ({
  name,
  alt,
  take: async (p) => {
    await open(p, url)
    await scrollTo(p, section)
  },
})

const organiserPhone: Shot[] = [
  screen(
    'dashboard',
    '/dashboard',
    'Dashboard no celular: mensalistas, gols na temporada, presença e lesões',
  ),
  scrolled(
    'dashboard-gols',
    '/dashboard',
    'Gols por BID',
    'Gols por BID com tendência e o Top 5 Artilheiros',
  ),
  screen(
    'bid-atual',
    '/bid-atual',
    'BID Atual: data, local, vagas preenchidas e atualização automática',
  ),
  scrolled(
    'bid-atual-mensalistas',
    '/bid-atual',
    'Mensalistas',
    'Lista de mensalistas do BID com status, posição, habilidade e gols',
  ),
  {
    name: 'sorteio',
    alt: 'Times sorteados e equilibrados por habilidade e posição',
    take: openDrawnTeams,
  },
  {
    name: 'adicionar-avulso',
    alt: 'Adicionar Avulso com sugestões dos jogadores cadastrados',
    take: async (p) => {
      await open(p, '/bid-atual')
      await p.getByRole('button', { name: 'Adicionar Avulso' }).click()
      const dialog = p.getByRole('dialog', { name: 'Adicionar Avulso' })
      await dialog.getByLabel(/Nome/).first().fill('a')
      await p.waitForTimeout(400)
    },
  },
  screen('jogadores', '/jogadores', 'Cadastro de jogadores com mensais, goleiros e avulsos'),
  screen('historico', '/historico', 'Histórico com total de jogos, participantes e gols por jogo'),
  {
    name: 'historico-detalhes',
    alt: 'Detalhes de um BID: artilheiro, time da semana e números de cada jogador',
    take: openBidDetails,
  },
  screen('artilheiros', '/artilheiros', 'Ranking de Artilheiros com pódio da temporada'),
]

const playerPhone: Shot[] = [
  screen(
    'check-in',
    '/check-in',
    'Check-in do jogador: próximo BID, vagas restantes e previsão do tempo',
  ),
  scrolled(
    'check-in-confirmados',
    '/check-in',
    'Confirmados',
    'Lista de confirmados do próximo BID no celular do jogador',
  ),
  screen('perfil', '/perfil', 'Perfil do jogador com foto, apelido, posição e time do coração'),
]

const signedOutPhone: Shot[] = [screen('login', '/login', 'Tela de login do Bidfut no celular')]

const organiserDesktop: Shot[] = [
  screen(
    'dashboard',
    '/dashboard',
    'Dashboard no computador com estatísticas da temporada e do BID atual',
  ),
  screen(
    'bid-atual',
    '/bid-atual',
    'Gestão do BID ao vivo no computador, com a tabela de mensalistas',
  ),
  { name: 'sorteio', alt: 'Sorteio de times equilibrados no computador', take: openDrawnTeams },
  screen('historico', '/historico', 'Histórico de BIDs finalizados com artilheiro de cada jogo'),
  screen('artilheiros', '/artilheiros', 'Ranking de Artilheiros no computador com pódio e médias'),
]

/** WebP at the largest quality that stays under MAX_BYTES. */
async function webp(png: Buffer, width: number): Promise<Buffer> {
  for (let quality = 80; ; quality -= 6) {
    const out = await sharp(png)
      .resize({ width })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer()
    if (out.length <= MAX_BYTES || quality <= 44) return out
  }
}

async function capture(
  browser: Browser,
  baseURL: string,
  kind: Kind,
  email: string | null,
  shots: Shot[],
): Promise<Written[]> {
  const device = kind === 'mobile' ? PHONE : DESKTOP
  const context = await browser.newContext({
    ...device,
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    bypassCSP: true,
  })
  const page = await context.newPage()
  if (email) await signIn(page, email)
  const written: Written[] = []
  for (const shot of shots) {
    await page.keyboard.press('Escape').catch(() => undefined)
    await shot.take(page)
    const shown = await page.evaluate(() =>
      [
        document.body.innerText,
        ...[...document.querySelectorAll('input, textarea')].map(
          (field) => (field as HTMLInputElement).value,
        ),
      ].join('\n'),
    )
    if (DEVELOPMENT_ADDRESS.test(shown)) {
      throw new Error(
        `${kind}-${shot.name} shows a development address: ${shown.match(DEVELOPMENT_ADDRESS)![0]}`,
      )
    }
    const png = await page.screenshot({ type: 'png' })
    const { width, height } = await sharp(png).metadata()
    const widths = kind === 'mobile' ? [390, width] : [640, width]
    for (const w of widths) {
      const file = path.join(outDir, `${kind}-${shot.name}-${w}.webp`)
      const data = await webp(png, w)
      writeFileSync(file, data)
      console.log(`${path.relative(root, file)}  ${(data.length / 1024).toFixed(1)} KB`)
    }
    written.push({ kind, name: shot.name, alt: shot.alt, widths, height })
  }
  await context.close()
  return written
}

/** The gallery tells the story of a week: players check in, the organiser runs the BID, then stats. */
const order = [
  'check-in',
  'check-in-confirmados',
  'bid-atual',
  'bid-atual-mensalistas',
  'sorteio',
  'adicionar-avulso',
  'dashboard',
  'dashboard-gols',
  'historico',
  'historico-detalhes',
  'artilheiros',
  'jogadores',
  'perfil',
  'login',
]

function manifest(images: Written[]): string {
  const entry = (image: Written) => {
    const large = image.widths[image.widths.length - 1]!
    const url = (w: number) => `/gallery/${image.kind}-${image.name}-${w}.webp`
    return [
      '  {',
      `    name: '${image.name}',`,
      `    src: '${url(large)}',`,
      `    srcset: '${image.widths.map((w) => `${url(w)} ${w}w`).join(', ')}',`,
      `    width: ${large},`,
      `    height: ${image.height},`,
      `    alt: '${image.alt}',`,
      '  },',
    ].join('\n')
  }
  const list = (kind: Kind) =>
    images
      .filter((image) => image.kind === kind)
      .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
      .map(entry)
  return [
    '// Generated by web/scripts/capture-gallery.ts from the demo group: do not edit by hand.',
    '',
    'export type GalleryImage = {',
    '  name: string',
    '  src: string',
    '  srcset: string',
    '  width: number',
    '  height: number',
    '  alt: string',
    '}',
    '',
    'export const mobileGallery: GalleryImage[] = [',
    ...list('mobile'),
    ']',
    '',
    'export const webGallery: GalleryImage[] = [',
    ...list('web'),
    ']',
    '',
  ].join('\n')
}

if (!existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' })
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-gallery-'))
const server = await startDemoServer({
  port: 3190,
  dataDir,
  env: { PUBLIC_URL: SHOWN_PUBLIC_URL },
})
const browser = await chromium.launch(resolveChromium())
try {
  mkdirSync(outDir, { recursive: true })
  for (const file of readdirSync(outDir)) rmSync(path.join(outDir, file))
  const images = [
    ...(await capture(browser, server.url, 'mobile', null, signedOutPhone)),
    ...(await capture(browser, server.url, 'mobile', ORGANISER, organiserPhone)),
    ...(await capture(browser, server.url, 'mobile', PLAYER, playerPhone)),
    ...(await capture(browser, server.url, 'web', ORGANISER, organiserDesktop)),
  ]
  writeFileSync(manifestPath, manifest(images))
  execFileSync('npx', ['prettier', '--write', manifestPath], { cwd: root, stdio: 'inherit' })
  console.log(`${images.length} pictures written to ${path.relative(root, outDir)}`)
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
