/**
 * Compiles the server into server/dist/main.js for `NODE_ENV=production node server/dist/main.js`:
 * one ES module with our code and @bidfut/domain inlined (its exports point at .ts files, which
 * plain Node cannot load); npm packages stay external and load from node_modules, as PGlite's
 * WebAssembly files must. The SQL migrations are copied beside it (client.ts finds them there).
 */
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const server = path.resolve(import.meta.dirname, '..')
const domain = path.resolve(server, '../domain/src')
const outdir = path.join(server, 'dist')

/** @type {import('esbuild').Plugin} */
const inlineDomain = {
  name: 'inline-domain',
  setup(b) {
    b.onResolve({ filter: /^@bidfut\/domain\// }, (args) => ({
      path: path.join(domain, `${args.path.slice('@bidfut/domain/'.length)}.ts`),
    }))
  },
}

rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: { main: path.join(server, 'src/main.ts'), cli: path.join(server, 'src/cli.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  plugins: [inlineDomain],
  sourcemap: 'linked',
  logLevel: 'warning',
})
cpSync(path.join(server, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
})
// The shared pictures' fonts (ADR 048), found beside the code as in src/modules/share.
cpSync(path.join(server, 'src/modules/share/fonts'), path.join(outdir, 'fonts'), {
  recursive: true,
})
console.log(`Servidor compilado em ${path.relative(process.cwd(), outdir)}/main.js`)
