import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rolldown } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { landingPage } from './scripts/vite-plugin-landing.ts'
import { precompress } from './scripts/vite-plugin-precompress.ts'
import { preloadBoot } from './scripts/vite-plugin-preload-boot.ts'

const apiTarget = 'http://localhost:3000'

// How the app's code is cut into files: "Chunks" in docs/web-boot.md. preloadBoot fails the build
// if a library reaches the entry, or the forms' library reaches every screen's boot.

// The other libraries in three chunks, each evaluated in a task of its own.
function librariesChunk(id: string) {
  if (/node_modules[\\/]@tanstack[\\/]/.test(id)) return 'query'
  if (/node_modules[\\/](radix-ui|@radix-ui)[\\/]/.test(id)) return 'radix'
  // The domain's rules use dates: in vendor, with its React libraries, they would bring React to
  // the landing's contact form. The Pix QR code is drawn only where a charge is shown.
  if (/node_modules[\\/](date-fns|@date-fns)[\\/]/.test(id)) return 'dates'
  if (/node_modules[\\/](qrcode|dijkstrajs|pngjs)[\\/]/.test(id)) return 'qrcode'
  // The passkey ceremonies load when a person asks for one (ADR 049), not with every screen.
  if (/node_modules[\\/]@simplewebauthn[\\/]/.test(id)) return 'passkeys'
  // Phone numbers' metadata, for the WhatsApp opt-in only (ADR 051).
  if (/node_modules[\\/]libphonenumber-js[\\/]/.test(id)) return 'phone'
  return 'vendor'
}

// The form library, and the shared code that needs it (found by its imports), only with the
// screens that have a form.
const FORM_LIBRARY = /node_modules[\\/](react-hook-form|@hookform)[\\/]/
function formsChunk(
  id: string,
  ctx: Rolldown.ChunkingContext,
  seen = new Set<string>(),
): 'forms' | null {
  if (FORM_LIBRARY.test(id)) return 'forms'
  if (seen.has(id) || !/[\\/]web[\\/]src[\\/]/.test(id)) return null
  seen.add(id)
  const imported = ctx.getModuleInfo(id)?.importedIds ?? []
  return imported.some((dependency) => formsChunk(dependency, ctx, seen)) ? 'forms' : null
}

// What an entry imports, directly or through other modules, runs before the first paint.
function loadsBeforePaint(
  id: string,
  ctx: Rolldown.ChunkingContext,
  seen = new Set<string>(),
): boolean {
  const info = ctx.getModuleInfo(id)
  if (!info || seen.has(id)) return false
  seen.add(id)
  return info.isEntry || info.importers.some((importer) => loadsBeforePaint(importer, ctx, seen))
}

// The shared components and helpers, but not main.tsx's own (yield-to-main): with them in this
// chunk, the entry would load React before the first paint.
function appChunk(id: string, ctx: Rolldown.ChunkingContext) {
  return loadsBeforePaint(id, ctx) ? null : 'app'
}

// A chunk per contract file, so a screen builds only the schemas it uses; the small ones every
// other contract imports share one. An endpoints file joins its namesake contract's chunk when
// that chunk already reaches every contract the endpoints import; otherwise it has a chunk of its
// own, as two chunks would import each other (accounts' my-groups answers with memberships',
// which imports accounts'): the one evaluated first would read the other's schemas as undefined.
const SHARED_CONTRACTS = ['enums', 'ids', 'errors', 'http', 'text', 'weather', 'endpoint']
const domainFile = (id: string) => /(contracts|endpoints)[\\/]([\w-]+)\.ts$/.exec(id) ?? []
const isAreaContract = (id: string) => {
  const [, folder, file] = domainFile(id)
  return folder === 'contracts' && !SHARED_CONTRACTS.includes(file!)
}

function contractsChunk(id: string, ctx: Rolldown.ChunkingContext) {
  const [, folder, file] = domainFile(id)
  if (!file) return ruleChunk(id, ctx)
  if (SHARED_CONTRACTS.includes(file)) return 'contracts'
  if (folder === 'contracts') return `contracts-${file}`
  const contracts = (ctx.getModuleInfo(id)?.importedIds ?? []).filter(isAreaContract)
  const namesake = contracts.find((contract) => domainFile(contract)[2] === file)
  const reached = namesake ? contractsReachedFrom(namesake, ctx) : new Set<string>()
  return contracts.every((contract) => reached.has(contract))
    ? `contracts-${file}`
    : `endpoints-${file}`
}

// A rule only one area's contract imports goes with it (the WhatsApp number's, with its phone
// library, would bring that library to every screen and to the landing's form); the others share.
function ruleChunk(id: string, ctx: Rolldown.ChunkingContext) {
  const importers = ctx.getModuleInfo(id)?.importers ?? []
  const areas = new Set(
    importers.map((importer) => isAreaContract(importer) && domainFile(importer)[2]),
  )
  const [area] = areas
  return areas.size === 1 && area ? `contracts-${area}` : 'contracts'
}

/** `id` and every contract file it imports, directly or not. */
function contractsReachedFrom(
  id: string,
  ctx: Rolldown.ChunkingContext,
  reached = new Set<string>(),
): Set<string> {
  if (reached.has(id) || !isAreaContract(id)) return reached
  reached.add(id)
  for (const next of ctx.getModuleInfo(id)?.importedIds ?? [])
    contractsReachedFrom(next, ctx, reached)
  return reached
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    landingPage(),
    preloadBoot(),
    precompress(),
    // The service worker (ADR 041): src/sw/sw.ts with the build's file list, as /sw.js. The
    // manifest is public/manifest.webmanifest and main.tsx never waits for the worker.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script, as main.tsx registers it (the 'es' default also builds with an option
        // Vite deprecated).
        rollupFormat: 'iife',
        // Every page drawn at build time and every file they load: a page opens offline, and a
        // tab keeps its own version's files until the person taps 'Atualizar'.
        globPatterns: [
          'index.html',
          'landing.html',
          'pages/*.html',
          'assets/**/*.{js,css,woff2}',
          'favicon.svg',
          'icons/icon-192.png',
          'icons/badge-96.png',
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    // Earlier builds (web/.dist-*, ADR 047) are not sources.
    watch: { ignored: ['**/.dist-*/**'] },
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Every browser the app supports knows modulepreload: no polyfill file to request.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The SPA, and the prerendered landing with its small island script (ADR 008).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./landing.html', import.meta.url)),
      },
      output: {
        // Few, larger files: each file a page requests costs a phone's main thread a few
        // milliseconds. Libraries apart from app code: they stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // zod-jitless configures zod: with it in zod's chunk, no schema can be built before.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/,
              priority: 20,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            // Without their dependencies, which stay in the shared chunks.
            {
              name: formsChunk,
              debugName: 'forms',
              test: /node_modules|[\\/]web[\\/]src[\\/](components|lib)[\\/]/,
              priority: 15,
              includeDependenciesRecursively: false,
            },
            { name: librariesChunk, debugName: 'libraries', test: /node_modules/, priority: 10 },
            {
              name: contractsChunk,
              debugName: 'contracts',
              test: /domain[\\/]src[\\/]/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            {
              name: appChunk,
              debugName: 'app',
              test: /[\\/]web[\\/]src[\\/](components|lib)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
