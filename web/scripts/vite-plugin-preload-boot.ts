import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'

/**
 * The entry loads the app with dynamic imports, one task each, after the first paint (main.tsx).
 * Vite preloads only static imports, and its runtime preloads each dynamic import's files only
 * when it runs, one step after another. This lists what the entry imports dynamically, and all
 * their static imports, as `modulepreload` links inside `<template id="boot-preloads">`: inert
 * there, so the stylesheet and the first paint have the connection to themselves; main.tsx moves
 * them into the document once the screen has painted, and they download in parallel. Each link
 * comes after the files it imports, so main.tsx then imports them in turn, one file evaluated per
 * task (ADR 020). The screens' own code stays out of index.html; each pages/<path>.html adds its
 * screen's (`withPageCode`).
 */
export function preloadBoot(): Plugin {
  return {
    name: 'bidfut-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ctx.chunk
        if (!entry || !ctx.bundle || !entry.isEntry) return html
        const links: HtmlTagDescriptor[] = withImports(
          ctx.bundle as Rolldown.OutputBundle,
          entry.dynamicImports,
        )
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          }))
        const template: HtmlTagDescriptor = {
          tag: 'template',
          attrs: { id: 'boot-preloads' },
          children: links,
          injectTo: 'body',
        }
        return { html, tags: [template] }
      },
    },
  }
}

/** The chunks `fileNames` name and every chunk they import, each after the ones it imports. */
export function withImports(bundle: Rolldown.OutputBundle, fileNames: string[]): string[] {
  const ordered: string[] = []
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return
    seen.add(fileName)
    chunk.imports.forEach(visit)
    ordered.push(fileName)
  }
  fileNames.forEach(visit)
  return ordered
}

/**
 * A page drawn at build time (ADR 015) also lists its own screen's code, `<path>-page` and what it
 * imports, after the app's: main.tsx evaluates those files one per task too, before the router
 * asks for them. A screen whose file is named otherwise loads its code when the router asks.
 */
export function withPageCode(html: string, bundle: Rolldown.OutputBundle, page: string): string {
  const chunk = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.isDynamicEntry && file.name === `${page}-page`,
  )
  if (!chunk) return html
  const links = withImports(bundle, [chunk.fileName])
    .filter((fileName) => !html.includes(`/${fileName}"`))
    .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
  return html.replace('</template>', () => `${links.join('')}</template>`)
}
