/**
 * The service worker (ADR 041), built by vite-plugin-pwa (injectManifest) into /sw.js. It
 * precaches the build's pages and hashed files, answers with them as routing.ts says, keeps the
 * offline reads, and shows the pushes the server sends.
 */
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precache,
} from 'workbox-precaching'
import type { PushPayload } from '@bidfut/domain/contracts/push'
import { API_READS_CACHE, OFFLINE_COPY_HEADER, routeFor } from './routing'

// The worker's events, typed here: the web app's program has the DOM library, not WebWorker's.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }
type FetchEvent = ExtendableEvent & { request: Request; respondWith(r: Promise<Response>): void }
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null }
type NotificationEvent = ExtendableEvent & {
  action: string
  notification: Notification & { data: unknown; close(): void }
}
type WindowClient = {
  url: string
  focus(): Promise<unknown>
  navigate(url: string): Promise<unknown>
}
declare global {
  interface Window {
    /** The build's file list, written in by workbox-build (injectManifest). */
    __WB_MANIFEST: { url: string; revision: string | null }[]
  }
}
type Worker = {
  location: Location
  skipWaiting(): Promise<void>
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>
  }
  clients: {
    claim(): Promise<void>
    matchAll(options: { type: 'window' }): Promise<WindowClient[]>
    openWindow(url: string): Promise<unknown>
  }
  addEventListener(type: string, listener: (event: never) => void): void
}
const sw = self as unknown as Worker

precache(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// A new version waits until the person taps 'Atualizar' (an open tab keeps its own files).
sw.addEventListener('message', (event: MessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting()
})
sw.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(sw.clients.claim()))

const isPrecached = (path: string) => getCacheKeyForURL(path) !== undefined

sw.addEventListener('fetch', (event: FetchEvent) => {
  const route = routeFor(event.request, sw.location.origin, isPrecached)
  if (route.kind === 'network') return
  if (route.kind === 'page') event.respondWith(page(event.request, route.precached))
  else if (route.kind === 'precache') event.respondWith(fromPrecache(event.request))
  else event.respondWith(apiRead(event.request))
})

async function page(request: Request, precached: string): Promise<Response> {
  return (await matchPrecache(precached)) ?? fetch(request)
}

async function fromPrecache(request: Request): Promise<Response> {
  return (await matchPrecache(request.url)) ?? fetch(request)
}

/**
 * Network first; the answer is kept with the time it came. Offline, the kept copy answers with
 * that time in a header, so the screen says 'Sem conexão — dados de {hh:mm}'.
 */
async function apiRead(request: Request): Promise<Response> {
  const cache = await caches.open(API_READS_CACHE)
  try {
    const response = await fetch(request)
    if (response.status === 200) {
      const headers = new Headers(response.headers)
      headers.set(OFFLINE_COPY_HEADER, String(Date.now()))
      const body = await response.clone().arrayBuffer()
      await cache.put(request.url, new Response(body, { status: 200, headers }))
    }
    return response
  } catch (error) {
    const kept = await cache.match(request.url, { ignoreVary: true })
    if (kept) return kept
    throw error
  }
}

sw.addEventListener('push', (event: PushEvent) => {
  const push = event.data?.json() as PushPayload | undefined
  if (!push) return
  event.waitUntil(
    sw.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'pt-BR',
      data: { url: push.url, actions: push.actions ?? [] },
      actions: (push.actions ?? []).map(({ action, title }) => ({ action, title })),
    }),
  )
})

// A tap opens the page; an action ('Vou jogar', 'Não vou') opens its page, where a tap answers.
sw.addEventListener('notificationclick', (event: NotificationEvent) => {
  const data = event.notification.data as { url: string; actions: PushPayload['actions'] }
  const action = data.actions?.find((a) => a.action === event.action)
  const url = action?.url ?? data.url
  event.notification.close()
  event.waitUntil(openOrFocus(url))
})

async function openOrFocus(url: string) {
  const windows = await sw.clients.matchAll({ type: 'window' })
  const open = windows.find((client) => new URL(client.url).origin === new URL(url).origin)
  if (!open) return sw.clients.openWindow(url)
  await open.navigate(url)
  return open.focus()
}
