import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'

/**
 * The entry loads the app with dynamic imports, one task each, after the first paint (main.tsx).
 * Vite preloads only static imports, and its runtime preloads each dynamic import's files only
 * when it runs, one step after another. This lists what the entry imports dynamically, and all
 * their static imports, as `modulepreload` links inside `<template id="boot-preloads">`: inert
 * there, so the stylesheet and the first paint have the connection to themselves; main.tsx moves
 * them into the document once the screen has painted, and they download in parallel. Each link
 * comes after the files it imports, so main.tsx then imports them in turn, one file evaluated per
 * task (ADR 020). Pages stay out (they are the app's own dynamic imports).
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
        // Dependencies first.
        const ordered: string[] = []
        const visit = (fileName: string) => {
          const chunk = chunks[fileName] as Rolldown.OutputChunk | undefined
          if (!chunk || chunk.type !== 'chunk' || wanted.has(fileName)) return
          wanted.add(fileName)
          chunk.imports.forEach(visit)
          ordered.push(fileName)
        }
        entry.dynamicImports.forEach(visit)
        const links: HtmlTagDescriptor[] = ordered
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
