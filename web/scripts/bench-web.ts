/**
 * `npm run bench:web`: Lighthouse on the production build served by the real server (throwaway
 * DATA_DIR), for '/' and '/login', mobile and desktop, 3 runs each; prints the median scores and
 * the JavaScript each page loads. Targets for '/' (issue 12): mobile performance ≥ 95,
 * accessibility 100, best practices ≥ 95, SEO 100.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Flags } from 'lighthouse'
import { resolveChromium } from '../../e2e/browser.ts'
import { startDemoServer } from './demo-server.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PAGES = ['/', '/login']
const FORMS = ['mobile', 'desktop'] as const
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Run = Record<(typeof CATEGORIES)[number], number> & {
  jsBytes: number
  lcpMs: number
  tbtMs: number
}
type NetworkItem = { resourceType?: string; transferSize?: number; url: string }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** One Lighthouse run; a run Chrome spoils now and then (NO_NAVSTART, …) is retried twice. */
async function audit(url: string, form: (typeof FORMS)[number], attempt = 1) {
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' }
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined)
  const error = result ? result.lhr.runtimeError : { message: 'no result' }
  if (!error) return result!.lhr
  if (attempt >= 3) throw new Error(`${url}: ${error.message}`)
  console.log(`  retrying ${url} (${form}): ${error.message}`)
  return audit(url, form, attempt + 1)
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-bench-web-'))
const server = await startDemoServer({ port: 3195, dataDir, env: { NODE_ENV: 'production' } })
const { executablePath, args } = await resolveChromium()
const chrome = await chromeLauncher.launch({
  chromePath: executablePath,
  chromeFlags: ['--headless=new', ...args],
})

const rows: string[] = []
const failures: string[] = []
try {
  for (const page of PAGES) {
    for (const form of FORMS) {
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(`${server.url}${page}`, form)
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
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        })
        if (page === '/' && form === 'mobile' && i === 0) {
          for (const id of CATEGORIES) {
            const failing = Object.values(lhr.audits)
              .filter((audit) => audit.score !== null && audit.score < 0.9)
              .filter((audit) =>
                lhr.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
              )
              .map((audit) => `${id}: ${audit.id} (${audit.displayValue ?? audit.score})`)
            failures.push(...failing)
          }
        }
      }
      const m = (key: keyof Run) => median(runs.map((run) => run[key]))
      rows.push(
        [
          page.padEnd(7),
          form.padEnd(8),
          String(m('performance')).padStart(4),
          String(m('accessibility')).padStart(4),
          String(m('best-practices')).padStart(4),
          String(m('seo')).padStart(4),
          `${(m('jsBytes') / 1024).toFixed(1)} KB`.padStart(9),
          `${Math.round(m('lcpMs'))} ms`.padStart(8),
          `${Math.round(m('tbtMs'))} ms`.padStart(7),
        ].join('  '),
      )
      console.log(rows[rows.length - 1])
    }
  }
} finally {
  chrome.kill()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

console.log(`\nLighthouse ${RUNS} runs each, medians (JS = bytes transferred for scripts)`)
console.log(
  ['page   ', 'form    ', 'perf', 'a11y', ' bp ', 'seo ', '       JS', '     LCP', '    TBT'].join(
    '  ',
  ),
)
for (const row of rows) console.log(row)
if (failures.length > 0)
  console.log(`\nAudits below 0.9 on '/' (mobile):\n  ${failures.join('\n  ')}`)
