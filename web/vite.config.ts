import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { landingPage } from './scripts/vite-plugin-landing'
import { precompress } from './scripts/vite-plugin-precompress'
import { preloadBoot } from './scripts/vite-plugin-preload-boot'

const apiTarget = 'http://localhost:3000'

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
    rolldownOptions: {
      // The SPA, and the prerendered landing with its small island script (ADR 008).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./landing.html', import.meta.url)),
      },
      output: {
        // Libraries change less often than app code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // One chunk for every icon the app uses: split per screen they were a dozen ~1 KB
            // requests queued behind each page's own chunk.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
})
