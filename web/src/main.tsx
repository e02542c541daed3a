import { showLoadFailure } from '@/app/load-failure'
import { afterNextPaint, yieldToMain } from '@/lib/yield-to-main'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('Elemento #root não encontrado')

/**
 * The HTML already holds the screen. Let it paint, then start the app in steps, each its own short
 * task, so a phone shows something at once and answers a tap between steps (docs/web-boot.md).
 */
async function boot(root: HTMLElement) {
  await afterNextPaint()
  // The app's files, listed at build time (vite-plugin-preload-boot), all download now. Each link
  // costs the main thread a few milliseconds as its request starts: two per task.
  const preloads = document.getElementById('boot-preloads')
  const links = preloads instanceof HTMLTemplateElement ? [...preloads.content.children] : []
  for (let i = 0; i < links.length; i += 2) {
    document.head.append(...links.slice(i, i + 2))
    await yieldToMain()
  }
  // Each link comes after the files it imports, so importing them in turn evaluates one file per
  // task: React, zod, each library and contract chunk (building its schemas), the shared code.
  for (const link of links) {
    if (link instanceof HTMLLinkElement) await import(/* @vite-ignore */ link.href)
    await yieldToMain()
  }
  const { startApp } = await import('@/app/start-app')
  await startApp(root)
}

boot(container).catch((error: unknown) => {
  console.error(error)
  showLoadFailure(container)
})
