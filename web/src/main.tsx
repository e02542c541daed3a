import { afterNextPaint, yieldToMain } from '@/lib/yield-to-main'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('Elemento #root não encontrado')

// The HTML already holds the screen (ADR 015). Let it paint, then start the app in steps, each its
// own short task (React, zod and the contracts, then the app), so a phone shows something at
// once and answers a tap between steps instead of freezing for one long task.
await afterNextPaint()
// The app's files, listed at build time (vite-plugin-preload-boot): all download at once now.
const preloads = document.getElementById('boot-preloads')
if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content)
await import('react-dom/client')
await yieldToMain()
await import('@/lib/zod-jitless')
await yieldToMain()
// The libraries, the contracts, then the shared app code (ADR 018), each chunk in its own task.
await import('@tanstack/react-query')
await yieldToMain()
await import('@bidfut/domain/contracts/accounts')
await yieldToMain()
await import('@/lib/api-client')
await yieldToMain()
const { startApp } = await import('@/app/start-app')
await yieldToMain()
await startApp(container)
