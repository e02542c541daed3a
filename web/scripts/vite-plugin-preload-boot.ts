import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'

/**
 * The entry loads the app with dynamic imports, one task each, after the first paint (main.tsx).
 * Vite preloads only static imports from the HTML, so this adds `modulepreload` links for what
 * the entry imports dynamically and everything those import statically: the files download while
 * the loading screen paints. Pages stay out (they are the app's own dynamic imports).
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
        const chunks = ctx.bundle as Rolldown.OutputBundle
        const wanted = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = chunks[fileName] as Rolldown.OutputChunk | undefined
          if (!chunk || chunk.type !== 'chunk' || wanted.has(fileName)) return
          wanted.add(fileName)
          chunk.imports.forEach(visit)
        }
        entry.dynamicImports.forEach(visit)
        const tags: HtmlTagDescriptor[] = [...wanted]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head',
          }))
        return { html, tags }
      },
    },
  }
}
