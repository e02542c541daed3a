import path from 'node:path'
import { createServer, type Plugin, type Rolldown, type ViteDevServer } from 'vite'
import { withPageCode } from './vite-plugin-preload-boot.ts'
import {
  publicCountersSchema,
  type PublicCounters,
} from '../../domain/src/contracts/public-counters.ts'
import type { PageShell } from '../src/app/render-app-shell.tsx'
import { pageUrlMeta, sharedShareMeta } from '../src/app/share-meta.ts'

const landingModule = '/src/features/landing/render-landing.tsx'
const shellModule = '/src/app/render-app-shell.tsx'
type LandingModule = { renderLandingBody: (now?: Date, counters?: PublicCounters | null) => string }
type ShellModule = {
  renderAppShell: () => string
  renderPageShells: () => Promise<PageShell[]>
}

/** PUBLIC_URL at build time makes the share-preview image URLs absolute, as crawlers want them. */
function siteUrl(): string {
  return (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '')
}

/** The head tags the SPA (index.html) and the landing (landing.html) share: `<!--shared-head-->`. */
const sharedHead = (url: string) => `<meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    ${sharedShareMeta(url)}`

/**
 * ADR 054: the landing's counters as the running server counts them (LANDING_COUNTERS_URL, e.g.
 * https://bidfut.com.br/v1/public/counters). Without it, or when it does not answer in a few
 * seconds, the page carries a neutral mark and the island fills in the figures on load.
 */
async function buildCounters(warn: (message: string) => void): Promise<PublicCounters | null> {
  const url = process.env.LANDING_COUNTERS_URL
  if (!url) return null
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
    return publicCountersSchema.parse(await response.json())
  } catch (error) {
    warn(
      `The landing's counters could not be read from ${url} (${String(error)}): the page shows '…' until its script reads them.`,
    )
    return null
  }
}

/**
 * ADR 008: landing.html gets the landing's static markup, rendered with React at build time (and
 * on each request in dev, where '/' serves it as the production server does); index.html gets
 * the app's loading screen, so it paints before any script runs. ADR 015: pages/<path>.html is
 * index.html with the screen of that path drawn in place of the loading screen, and that
 * screen's code among the files the app loads at boot (docs/web-boot.md).
 */
export function landingPage(): Plugin {
  let server: ViteDevServer | undefined
  // At build time, a dev server of its own renders the components (their lazy routes included).
  let renderer: Promise<ViteDevServer> | undefined
  let root = process.cwd()
  let alias: Record<string, string> = {}
  let warn: (message: string) => void = console.warn

  async function load<T>(renderModule: string): Promise<T> {
    if (server) return (await server.ssrLoadModule(renderModule)) as T
    renderer ??= createServer({
      configFile: false,
      root,
      logLevel: 'error',
      resolve: { alias },
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
    })
    return (await (await renderer).ssrLoadModule(renderModule)) as T
  }

  return {
    name: 'bidfut-landing',
    configResolved(config) {
      root = config.root
      warn = (message) => config.logger.warn(message)
      if (config.command === 'build' && config.mode === 'production' && !siteUrl()) {
        config.logger.warn(
          'PUBLIC_URL is not set: the share previews (og:image, og:url) get relative URLs, which WhatsApp and Facebook ignore. Build with PUBLIC_URL=https://…',
        )
      }
      alias = Object.fromEntries(
        config.resolve.alias
          .filter((entry) => typeof entry.find === 'string')
          .map((entry) => [entry.find as string, entry.replacement]),
      )
    },
    configureServer(devServer) {
      server = devServer
      devServer.middlewares.use((req, _res, next) => {
        const [pathname, query] = (req.url ?? '').split('?')
        if (pathname === '/') req.url = `/landing.html${query ? `?${query}` : ''}`
        next()
      })
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        const url = siteUrl()
        let out = html.replace('<!--shared-head-->', sharedHead(url))
        if (path.basename(ctx.filename) !== 'landing.html') {
          const { renderAppShell } = await load<ShellModule>(shellModule)
          return out.replace('<!--app-shell-->', renderAppShell())
        }
        const { renderLandingBody } = await load<LandingModule>(landingModule)
        out = out
          .replace('<!--site-url-meta-->', pageUrlMeta(url, '/', true))
          .replace('<!--landing-body-->', renderLandingBody(new Date(), await buildCounters(warn)))
        return out
      },
    },
    generateBundle: {
      // After Vite's HTML plugin has put index.html, scripts and preloads included, in the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'] as Rolldown.OutputAsset | undefined
        if (!index) return
        const { renderAppShell, renderPageShells } = await load<ShellModule>(shellModule)
        const html = String(index.source)
        const spinner = renderAppShell()
        if (!html.includes(spinner)) throw new Error('index.html lost its loading screen')
        for (const page of await renderPageShells()) {
          // A shared /check-in link previews as that page.
          const ownUrl = pageUrlMeta(siteUrl(), `/${page.path}`)
          const source = withPageCode(
            html.replace(spinner, () => page.markup).replace('</head>', `${ownUrl}</head>`),
            bundle,
            page,
          )
          this.emitFile({ type: 'asset', fileName: `pages/${page.path}.html`, source })
        }
      },
    },
    async closeBundle() {
      await (await renderer)?.close()
    },
  }
}
