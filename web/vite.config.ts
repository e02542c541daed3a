import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { landingPage } from './scripts/vite-plugin-landing'
import { precompress } from './scripts/vite-plugin-precompress'
import { preloadBoot } from './scripts/vite-plugin-preload-boot'

const apiTarget = 'http://localhost:3000'

// The other libraries in three chunks, each evaluated in a task of its own (main.tsx).
function librariesChunk(id: string) {
  if (/node_modules[\\/]@tanstack[\\/]/.test(id)) return 'query'
  if (/node_modules[\\/](radix-ui|@radix-ui)[\\/]/.test(id)) return 'radix'
  return 'vendor'
}

// Code only some screens use, with the libraries it needs, in a chunk of its own so the others do
// not download it (ADR 023): the forms (sign-in, profile, register, settings, the organisers'
// dialogs), and the user menu's dropdown, which opens on a tap.
const FORMS = [
  /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
  /src[\\/]components[\\/](form-field|phone-input|favorite-team-select)\.tsx$/,
  /src[\\/]lib[\\/](schema-resolver|form-errors)\.ts$/,
]
const MENU = [
  /node_modules[\\/](@radix-ui[\\/]react-(dropdown-menu|menu|popper|arrow)|@floating-ui)[\\/]/,
  /src[\\/]components[\\/]ui[\\/]dropdown-menu\.tsx$/,
]
const anyOf = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id))

// The contracts every other one imports, too small for a file each, share one chunk.
const SHARED_CONTRACTS = ['enums', 'ids', 'errors', 'http', 'text', 'weather']
function contractsChunk(id: string) {
  const file = /contracts[\\/]([\w-]+)\.ts$/.exec(id)?.[1]
  return file && !SHARED_CONTRACTS.includes(file) ? `contracts-${file}` : 'contracts'
}

export default defineConfig({
  plugins: [react(), tailwindcss(), landingPage(), preloadBoot(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
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
        // Few, larger chunks (ADR 018): each file a page requests costs the phone's main thread a
        // few milliseconds, so the app's shared code and the libraries each come in one file.
        // Libraries change less often than app code: separate chunks stay cached across deploys.
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
            // Only these modules: what they import stays in the shared chunks.
            {
              name: 'forms',
              test: anyOf(FORMS),
              priority: 15,
              includeDependenciesRecursively: false,
            },
            {
              name: 'menu',
              test: anyOf(MENU),
              priority: 15,
              includeDependenciesRecursively: false,
            },
            { name: librariesChunk, test: /node_modules/, priority: 10 },
            // main.tsx's first steps, before React: out of the app's chunk, or the entry would import it.
            {
              name: 'boot',
              test: /src[\\/]lib[\\/]yield-to-main\.ts$/,
              priority: 10,
            },
            // Building the contracts' zod schemas is most of the shared code's start-up: a chunk
            // per contract file lets main.tsx evaluate each in a task of its own, a page's own
            // contracts come with the page, and the landing loads only its contact form's (ADR 020).
            {
              name: contractsChunk,
              test: /domain[\\/]src[\\/]/,
              priority: 10,
              // Each contract in its own chunk, even the ones another contract imports.
              includeDependenciesRecursively: false,
            },
            // The shared components and helpers; each page keeps its own chunk.
            { name: 'app', test: /[\\/]web[\\/]src[\\/](components|lib)[\\/]/ },
          ],
        },
      },
    },
  },
})
