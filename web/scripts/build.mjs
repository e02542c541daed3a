// `npm run build -w web`: Vite's build of the app, written aside and swapped in as web/dist, and
// skipped when nothing it reads changed (ADR 047). --quiet shows Vite's output only if it fails.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { buildAside, root } from '../../scripts/build-aside.mjs'

const web = path.resolve(import.meta.dirname, '..')
const quiet = process.argv.includes('--quiet')
const vite = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
)

await buildAside({
  label: 'App web',
  dir: web,
  inputs: {
    dirs: [web, path.join(root, 'domain/src')],
    files: [path.join(root, 'package-lock.json'), path.join(root, 'tsconfig.base.json')],
    // What the build reads from the environment: Vite's mode and VITE_* variables, and the
    // landing's share-preview URLs and where its counters are read (ADR 054).
    env: [
      'NODE_ENV',
      'PUBLIC_URL',
      'LANDING_COUNTERS_URL',
      ...Object.keys(process.env).filter((k) => k.startsWith('VITE_')),
    ],
  },
  build(outDir) {
    const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir], {
      cwd: web,
      stdio: quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
    })
    if (result.status === 0) return
    if (quiet) process.stderr.write(`${result.stdout}${result.stderr}`)
    throw new Error(`vite build failed (exit ${result.status ?? result.signal})`)
  },
}).catch((error) => {
  console.error(error.message)
  process.exit(1)
})
