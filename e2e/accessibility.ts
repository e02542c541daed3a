import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/**
 * Runs axe-core in the page and returns serious and critical violations (WCAG 2 A/AA). Colours
 * are judged at rest: a button still fading out of its hover colour would read as low contrast.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath })
  const atRest = await page.addStyleTag({
    content: '*, ::before, ::after { transition: none !important; animation: none !important; }',
  })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }
    ).axe
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    return result.violations
  })
  await atRest.evaluate((style) => (style as HTMLStyleElement).remove())
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
