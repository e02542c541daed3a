/**
 * The soak's own PostgreSQL cluster: a temporary initdb on a free port, its unix socket
 * in the temporary folder, which the soak can restart and always deletes at the end. As root the
 * binaries run as the postgres user (initdb refuses root); otherwise as the current user.
 */
import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

export type SoakPostgres = {
  url: string
  /** `pg_ctl restart -m fast`: every connection drops; resolves once it accepts them again. */
  restart: () => Promise<void>
  /** Stops the cluster and deletes its folder; safe to call twice. */
  destroy: () => void
}

/** The newest PostgreSQL binaries: pg_config's bindir, else /usr/lib/postgresql/<newest>/bin. */
export function findPostgresBin(): string {
  try {
    const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim()
    if (existsSync(path.join(bin, 'pg_ctl'))) return bin
  } catch {
    // no pg_config on PATH: look where Debian puts the server
  }
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) throw new Error('PostgreSQL não encontrado (pg_config ou /usr/lib/postgresql)')
  return path.join(root, versions[0], 'bin')
}

export function startSoakPostgres(port: number): SoakPostgres {
  const bin = findPostgresBin()
  const asRoot = userInfo().uid === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'bidfut-soak-pg-'))
  const data = path.join(dir, 'data')
  const commandOf = (tool: string, args: string[]): [string, string[]] => {
    const command = path.join(bin, tool)
    return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(...commandOf(tool, args), { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir })
  const password = path.join(dir, 'pw')
  writeFileSync(password, 'soak\n')
  if (asRoot) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }))
    for (const file of [dir, password]) chownSync(file, id('-u'), id('-g'))
  }
  run('initdb', ['-D', data, '-U', 'soak', '--pwfile', password, '-A', 'scram-sha-256'])
  // Small and quick to restart; two instances' pools and the soak's own fit.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`
  const ctlArgs = (args: string[]) => [
    '-D',
    data,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(dir, 'log'),
    ...args,
  ]
  const ctl = (...args: string[]) => run('pg_ctl', ctlArgs(args))
  ctl('start', '-o', options)
  let destroyed = false
  return {
    url: `postgres://soak:soak@127.0.0.1:${port}/postgres`,
    // Asynchronous: the soak's load and balancer keep running in this process meanwhile.
    restart: async () => {
      await promisify(execFile)(
        ...commandOf('pg_ctl', ctlArgs(['restart', '-m', 'fast', '-o', options])),
        { cwd: dir },
      )
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      try {
        ctl('stop', '-m', 'immediate')
      } catch {
        // already stopped: the folder goes anyway
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
