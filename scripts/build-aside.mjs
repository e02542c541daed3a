// A build written aside, then swapped in (ADR 047): `<package>/dist` is a link to
// `<package>/.dist-<hash of the inputs>`, so a running server never reads a half-written build, a
// second build of the same inputs waits for the first instead of writing over it, and inputs that
// were built before build nothing.
import { createHash } from 'node:crypto'
import {
  existsSync,
  lstatSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'

export const root = path.resolve(import.meta.dirname, '..')

// Never read by a build: installed packages, builds, and tests.
const notInput = (name) =>
  name === 'node_modules' ||
  name === 'dist' ||
  name.startsWith('.dist-') ||
  /\.test\.tsx?$/.test(name)

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !notInput(entry.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name)
      return entry.isDirectory() ? filesUnder(file) : [file]
    })
}

/** One hash of the inputs' paths and contents and of the environment variables named. */
export function hashInputs({ dirs = [], files = [], env = [] }) {
  const hash = createHash('sha256')
  const all = [...dirs.flatMap(filesUnder), ...files, import.meta.filename].sort()
  for (const file of all) {
    hash.update(`${path.relative(root, file)}\0`)
    hash.update(readFileSync(file))
  }
  for (const name of env.sort()) hash.update(`${name}=${process.env[name] ?? ''}\0`)
  return hash.digest('hex').slice(0, 12)
}

const alive = (pid) => {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

const pidIn = (lock) => {
  try {
    return Number(readFileSync(lock, 'utf8'))
  } catch {
    return 0
  }
}

/** Holds `file` while `work` runs; another process holding it is waited for, a dead one's taken. */
async function withLock(file, work) {
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      if (alive(pidIn(file))) await sleep(200)
      else rmSync(file, { force: true })
    }
  }
  try {
    return await work()
  } finally {
    rmSync(file, { force: true })
  }
}

function pointAt(dist, target) {
  const link = `${dist}.link-${process.pid}`
  rmSync(link, { force: true })
  symlinkSync(target, link)
  // A directory from before builds were swapped can't be replaced by a rename: moved aside first.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    renameSync(dist, path.join(path.dirname(dist), `.dist-old-${process.pid}`))
  }
  renameSync(link, dist)
}

// The current build and the two before it stay (switching branches back costs nothing); the
// rest, and what a build that died left behind, go.
function removeOldBuilds(dir, current) {
  const finished = []
  for (const name of readdirSync(dir).filter((n) => n.startsWith('.dist-') && n !== current)) {
    const file = path.join(dir, name)
    const tmpOf = /^\.dist-tmp-(\d+)-/.exec(name)?.[1]
    const gone =
      name.startsWith('.dist-old-') ||
      (tmpOf !== undefined && !alive(Number(tmpOf))) ||
      (name.endsWith('.lock') && !alive(pidIn(file)))
    if (gone) rmSync(file, { recursive: true, force: true })
    else if (/^\.dist-[0-9a-f]+$/.test(name)) finished.push({ file, mtime: statSync(file).mtimeMs })
  }
  finished.sort((a, b) => b.mtime - a.mtime)
  for (const { file } of finished.slice(2)) rmSync(file, { recursive: true, force: true })
}

/**
 * Makes `<dir>/dist` the build of these inputs, building it with `build(outDir)` only when no
 * build of them exists. Says in one line what it did.
 */
export async function buildAside({ label, dir, inputs, build }) {
  const started = performance.now()
  const hash = hashInputs(inputs)
  const name = `.dist-${hash}`
  const target = path.join(dir, name)
  const dist = path.join(dir, 'dist')
  const current = existsSync(dist) && lstatSync(dist).isSymbolicLink() ? readlinkSync(dist) : null
  if (current === name && existsSync(target)) {
    console.log(`${label}: sem mudanças desde a última build (dist → ${name}), nada a construir.`)
    return
  }
  const built = await withLock(`${target}.lock`, async () => {
    if (existsSync(target)) return false
    const tmp = path.join(dir, `.dist-tmp-${process.pid}-${Date.now()}`)
    try {
      await build(tmp)
      // Only a lock taken in the instant its holder wrote it could lose this race: then the other
      // build is as good as this one.
      if (!existsSync(target)) renameSync(tmp, target)
    } finally {
      rmSync(tmp, { recursive: true, force: true })
    }
    return true
  })
  pointAt(dist, name)
  removeOldBuilds(dir, name)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    built
      ? `${label}: construído em ${seconds} s (dist → ${name}).`
      : `${label}: a build destas fontes já existia (dist → ${name}).`,
  )
}
