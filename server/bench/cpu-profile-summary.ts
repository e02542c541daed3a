/**
 * Summarises a V8 .cpuprofile (node --cpu-prof, e.g. from BENCH_CPU_PROF in the member paths
 * bench): the top frames by self time and the self time per package or source file.
 * Usage: tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs'

type Frame = { functionName: string; url: string; lineNumber: number }
type Node = { id: number; callFrame: Frame; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const [file, topArg] = process.argv.slice(2)
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]')
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const top = Number(topArg ?? 25)

const selfUs = new Map<number, number>()
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + profile.timeDeltas[i]!))
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))

/** node_modules/<package> or the source file: where the time is spent, at a glance. */
function owner(url: string): string {
  if (!url) return '(native / V8)'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  if (url.startsWith('node:')) return url
  return url.replace(/^file:\/\//, '').replace(/^.*\/(server|domain)\//, '$1/')
}

const byFrame = new Map<string, number>()
const byOwner = new Map<string, number>()
let total = 0
let idle = 0
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame
  total += us
  if (functionName === '(idle)') idle += us
  const name = `${functionName || '(anonymous)'}  ${owner(url)}${url ? `:${lineNumber + 1}` : ''}`
  byFrame.set(name, (byFrame.get(name) ?? 0) + us)
  if (functionName !== '(idle)') byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + us)
}

const busy = total - idle
const pct = (us: number) => `${((us * 100) / busy).toFixed(1).padStart(5)}%`
console.log(`${file}: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms`)
console.log('\nTop frames by self time (% of busy time):')
for (const [name, us] of [...byFrame]
  .filter(([n]) => !n.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top)) {
  console.log(`  ${pct(us)}  ${name}`)
}
console.log('\nSelf time by package or file:')
for (const [name, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`  ${pct(us)}  ${name}`)
}
