/**
 * `npm run bench:web`: Lighthouse on the production build served by the real server (throwaway
 * DATA_DIR with the demo seed), 3 runs each; prints the median scores and what each page loads.
 * '/' and '/login' mobile and desktop; every app screen on mobile, signed in as a member (the
 * organiser for the organiser's screens). Targets: '/' mobile performance ≥ 95 (ADR 008);
 * '/login' and the app screens mobile performance ≥ 90 (ADR 015). BENCH_PAGES=/login,/check-in
 * and BENCH_FORMS=mobile narrow the list; BENCH_REPORT_DIR keeps each page's first full report;
 * BENCH_CPU_SLOWDOWN=1 stops Lighthouse multiplying the CPU time it observes (the default is 4)
 * when the machine is already loaded.
 * BENCH_AGAINST=/path/to/another/dist serves that build too and audits the two in turn, run by
 * run: this machine's speed drifts by 5-10 points within minutes, so only runs taken in turn
 * compare two builds (docs/web-boot.md).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Flags } from 'lighthouse'
import { chromium } from '@playwright/test'
import { resolveChromium } from '../../e2e/browser.ts'
import { startDemoServer } from './demo-server.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const FORMS = ['mobile', 'desktop'] as const
type Form = (typeof FORMS)[number]
type Page = { path: string; forms: readonly Form[]; as?: keyof typeof ACCOUNTS }
const ALL_PAGES: Page[] = [
  { path: '/', forms: FORMS },
  { path: '/login', forms: FORMS },
  { path: '/check-in', forms: ['mobile'], as: 'member' },
  { path: '/dashboard', forms: ['mobile'], as: 'member' },
  { path: '/historico', forms: ['mobile'], as: 'member' },
  { path: '/artilheiros', forms: ['mobile'], as: 'member' },
  { path: '/perfil', forms: ['mobile'], as: 'member' },
  { path: '/convites', forms: ['mobile'], as: 'member' },
  { path: '/bid-atual', forms: ['mobile'], as: 'organiser' },
  { path: '/jogadores', forms: ['mobile'], as: 'organiser' },
  { path: '/configuracoes', forms: ['mobile'], as: 'organiser' },
]
const only = process.env.BENCH_PAGES?.split(',')
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES
const onlyForms = process.env.BENCH_FORMS?.split(',')
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined
// Where the first run's full Lighthouse report of each page goes, to read what an audit found.
const REPORT_DIR = process.env.BENCH_REPORT_DIR
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true })
const ACCOUNTS = {
  member: { email: 'jogador05@demo.bidfut.test', password: 'demo1234' },
  organiser: { email: 'organizador@demo.bidfut.test', password: 'demo1234' },
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Run = Record<(typeof CATEGORIES)[number], number> & {
  jsBytes: number
  totalBytes: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
}
type NetworkItem = { resourceType?: string; transferSize?: number; url: string }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** One Lighthouse run; a run Chrome spoils now and then (NO_NAVSTART, …) is retried twice. */
async function audit(url: string, form: Form, attempt = 1): Promise<LhResult> {
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' }
  // On a machine busy with other work the default 4x CPU slowdown counts that load four times.
  if (CPU_SLOWDOWN) flags.throttling = { cpuSlowdownMultiplier: CPU_SLOWDOWN }
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined)
  const error = result ? result.lhr.runtimeError : { message: 'no result' }
  if (!error) return result!.lhr
  if (attempt >= 3) throw new Error(`${url}: ${error.message}`)
  console.log(`  retrying ${url} (${form}): ${error.message}`)
  return audit(url, form, attempt + 1)
}

type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/**
 * Puts a fresh session where the app keeps it (localStorage, which Lighthouse's storage reset
 * leaves alone), so the audited load is a signed-in member opening the app.
 */
async function signIn(origin: string, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]) {
  const login = () =>
    fetch(`${origin}/v1/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, keepLogged: true }),
    })
  // A kept-alive socket the server has just closed fails once; a fresh one does not.
  const res = await login().catch(login)
  if (!res.ok) throw new Error(`login answered ${res.status}`)
  const { success: _s, message: _m, ...session } = (await res.json()) as Record<string, unknown>
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate((stored) => {
      localStorage.setItem('accessToken', String(stored.accessToken))
      localStorage.setItem('refreshToken', String(stored.refreshToken))
      localStorage.setItem('userData', JSON.stringify(stored))
    }, session)
    await page.close()
  } finally {
    await browser.close()
  }
}

const AGAINST = process.env.BENCH_AGAINST
const dataDirs: string[] = []
async function serve(port: number, distDir?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-bench-web-'))
  dataDirs.push(dataDir)
  const env: Record<string, string> = { NODE_ENV: 'production', SEED_DEMO: 'true' }
  if (distDir) env.WEB_DIST_DIR = path.resolve(distDir)
  return startDemoServer({ port, dataDir, env })
}
// The demo server takes its port and the next one (the fake Open-Meteo).
const port = Number(process.env.BENCH_PORT ?? 3195)
const builds = [{ label: 'web/dist', server: await serve(port) }]
if (AGAINST) builds.push({ label: AGAINST, server: await serve(port + 10, AGAINST) })
const { executablePath, args } = resolveChromium()
const chrome = await chromeLauncher.launch({
  chromePath: executablePath,
  chromeFlags: ['--headless=new', ...args],
})

const rows: string[] = []
const failures: string[] = []
try {
  for (const page of PAGES) {
    for (const form of page.forms.filter((f) => !onlyForms || onlyForms.includes(f))) {
      const runsByBuild = new Map(builds.map((build) => [build, [] as Run[]]))
      for (let i = 0; i < RUNS * builds.length; i++) {
        // In turn, A B B A A B…, so neither build always runs right after the other.
        const build = builds[Math.floor((i + 1) / 2) % builds.length]!
        const runs = runsByBuild.get(build)!
        const first = build === builds[0] && runs.length === 0
        if (page.as) await signIn(build.server.url, ACCOUNTS[page.as])
        const lhr = await audit(`${build.server.url}${page.path}`, form)
        if (page.as && !lhr.finalDisplayedUrl.endsWith(page.path)) {
          throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: not signed in`)
        }
        const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })
          ?.items ?? []) as NetworkItem[]
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          jsBytes: items
            .filter((item) => item.resourceType === 'Script')
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          totalBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        })
        if (REPORT_DIR && first) {
          const slug = page.path === '/' ? 'root' : page.path.slice(1).replace(/\W+/g, '-')
          const name = `${slug}-${form}.json`
          writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr))
        }
        if (form === 'mobile' && first) {
          for (const id of CATEGORIES) {
            const failing = Object.values(lhr.audits)
              .filter((audit) => audit.score !== null && audit.score < 0.9)
              .filter((audit) =>
                lhr.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
              )
              .map(
                (audit) => `${page.path} ${id}: ${audit.id} (${audit.displayValue ?? audit.score})`,
              )
            failures.push(...failing)
          }
        }
      }
      for (const [build, runs] of runsByBuild) {
        const m = (key: keyof Run) => median(runs.map((run) => run[key]))
        const row = [
          page.path.padEnd(14),
          form.padEnd(8),
          String(m('performance')).padStart(4),
          String(m('accessibility')).padStart(4),
          String(m('best-practices')).padStart(4),
          String(m('seo')).padStart(4),
          `${(m('jsBytes') / 1024).toFixed(1)} KB`.padStart(9),
          `${(m('totalBytes') / 1024).toFixed(1)} KB`.padStart(9),
          `${Math.round(m('fcpMs'))} ms`.padStart(8),
          `${Math.round(m('lcpMs'))} ms`.padStart(8),
          `${Math.round(m('tbtMs'))} ms`.padStart(7),
        ]
        if (AGAINST) row.push(`${build.label} (${runs.map((run) => run.performance).join(', ')})`)
        rows.push(row.join('  '))
        console.log(rows[rows.length - 1])
      }
    }
  }
} finally {
  chrome.kill()
  for (const build of builds) await build.server.stop()
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
}

console.log(
  `\nLighthouse ${RUNS} runs each, medians (JS = bytes transferred for scripts, all = every request)`,
)
const header = ['page'.padEnd(14), 'form    ', 'perf', 'a11y', ' bp ', 'seo ', '       JS']
header.push('      all', '     FCP', '     LCP', '    TBT')
if (AGAINST) header.push('build (each run)')
console.log(header.join('  '))
for (const row of rows) console.log(row)
if (failures.length > 0)
  console.log(`\nAudits below 0.9 (mobile, first run):\n  ${failures.join('\n  ')}`)
