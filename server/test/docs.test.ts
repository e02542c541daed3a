import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TEMPLATES } from '../src/modules/whatsapp/templates.ts'

const docs = path.resolve(import.meta.dirname, '../../docs')
const decisions = path.join(docs, 'decisions')

describe('docs/decisions/README.md', () => {
  const adrs = readdirSync(decisions).filter((file) => /^\d{3}-.+\.md$/.test(file))
  const index = readFileSync(path.join(decisions, 'README.md'), 'utf8')
  const linked = [...index.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!)

  it('lists every ADR, with the title it has', () => {
    const unlisted = adrs.filter((file) => {
      const title = readFileSync(path.join(decisions, file), 'utf8').split('\n')[0]!.slice(2)
      return !index.includes(`- [${title}](${file})`)
    })
    expect(unlisted, 'add `- [<its title>](<its file>)` to docs/decisions/README.md').toEqual([])
  })

  it('links only to ADRs that exist, and no two ADRs share a number', () => {
    expect(linked.filter((file) => !adrs.includes(file))).toEqual([])
    const numbers = adrs.map((file) => file.slice(0, 3))
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([])
  })
})

it('docs/product.md numbers each section once', () => {
  const numbers = [
    ...readFileSync(path.join(docs, 'product.md'), 'utf8').matchAll(/^#+ (\d+(?:\.\d+)*)\.? /gm),
  ].map((m) => m[1]!)
  expect(numbers.length).toBeGreaterThan(30)
  expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([])
})

it("ADR 051's table of WhatsApp templates is templates.ts's, each with its body and buttons", () => {
  const adr = readFileSync(
    path.join(decisions, '051-whatsapp-notices-answered-with-one-button.md'),
    'utf8',
  )
  const rows = [...adr.matchAll(/^ *\| [^|]+ \| `(bidfut_\w+)` \| `([^`]+)` \| ([^|]+) \|$/gm)]
  const documented = rows.map(([, name, body, buttons]) => ({
    name,
    body,
    buttons: buttons!.trim(),
  }))
  const defined = Object.values(TEMPLATES).map((t) => ({
    name: t.name,
    body: t.body,
    buttons:
      t.buttons.length === 0
        ? '—'
        : t.buttons.map((b) => (b.type === 'URL' ? `URL: ${b.text}` : b.text)).join(' · '),
  }))
  expect(documented).toEqual(defined)
})
