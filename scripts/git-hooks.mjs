// npm's `prepare` (npm ci, npm install): points this checkout's git at .githooks, where the
// pre-commit hook lints and typechecks what CI does not (ADR 055). Outside a git checkout (an
// unpacked tarball, say) there is nothing to point.
import { spawnSync } from 'node:child_process'
import { realpathSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8' })
if (top.status === 0 && realpathSync(top.stdout.trim()) === realpathSync(root)) {
  spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: root, stdio: 'inherit' })
}
