import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

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
