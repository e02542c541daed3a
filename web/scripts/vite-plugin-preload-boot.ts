import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'

/**
 * The entry loads the app with dynamic imports, one task each, after the first paint (main.tsx).
 * Vite preloads only static imports, and its runtime preloads each dynamic import's files only
 * when it runs, one step after another. This lists what the entry imports dynamically, and all
 * their static imports, as `modulepreload` links inside `<template id="boot-preloads">`: inert
 * there, so the stylesheet and the first paint have the connection to themselves; main.tsx moves
 * them into the document once the screen has painted, and they download in parallel. Each link
 * comes after the files it imports, so main.tsx then imports them in turn, one file evaluated per
 * task. The screens' own code stays out of index.html; each pages/<path>.html adds its screen's
 * (`withPageCode`). See docs/web-boot.md.
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
        const bundle = ctx.bundle as Rolldown.OutputBundle
        checkBootFiles(bundle, entry)
        checkNoChunkCycle(bundle)
        const links: HtmlTagDescriptor[] = withImports(bundle, entry.dynamicImports)
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

// The forms' libraries: only the screens with a form need them.
const ON_DEMAND = /node_modules[\\/](react-hook-form|@hookform)[\\/]/

/**
 * Fails the build when the entry would run a library before the first paint, or when every
 * screen would download and evaluate at boot a library that only some screens use.
 */
function checkBootFiles(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk) {
  const check = (files: string[], banned: RegExp, when: string) => {
    for (const fileName of files) {
      const chunk = bundle[fileName]
      const found = chunk?.type === 'chunk' && chunk.moduleIds.find((id) => banned.test(id))
      if (found) throw new Error(`${found} is in ${fileName}, loaded ${when} (docs/web-boot.md)`)
    }
  }
  check(withImports(bundle, [entry.fileName]), /node_modules/, 'before the first paint')
  check(withImports(bundle, entry.dynamicImports), ON_DEMAND, "at every screen's boot")
}

/**
 * Fails the build when chunks import each other in a circle: the one evaluated first reads the
 * other's exports before they exist, as undefined (a contract with no schema for its 200).
 */
export function checkNoChunkCycle(bundle: Rolldown.OutputBundle) {
  const done = new Set<string>()
  const visit = (fileName: string, path: string[]) => {
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk' || done.has(fileName)) return
    if (path.includes(fileName)) {
      const circle = [...path.slice(path.indexOf(fileName)), fileName]
      throw new Error(`Chunks import each other: ${circle.join(' → ')} (web/vite.config.ts)`)
    }
    chunk.imports.forEach((imported) => visit(imported, [...path, fileName]))
    done.add(fileName)
  }
  Object.keys(bundle).forEach((fileName) => visit(fileName, []))
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
 * A page drawn at build time also lists its own screen's code, the chunk that exports the route's
 * component and what it imports, after the app's: main.tsx evaluates those files one per task
 * too, before the router asks for them. A drawn screen whose code cannot be found fails the build.
 */
export function withPageCode(
  html: string,
  bundle: Rolldown.OutputBundle,
  { path, component }: { path: string; component: string },
): string {
  const chunks = Object.values(bundle).filter(
    (file) => file.type === 'chunk' && file.isDynamicEntry && file.exports.includes(component),
  )
  if (chunks.length !== 1 || !component) {
    throw new Error(`/${path}: no single lazy chunk exports its page component '${component}'`)
  }
  const links = withImports(bundle, [chunks[0]!.fileName])
    .filter((fileName) => !html.includes(`/${fileName}"`))
    .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
  return html.replace('</template>', () => `${links.join('')}</template>`)
}
