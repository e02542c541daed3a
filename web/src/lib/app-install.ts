import { useSyncExternalStore } from 'react'

/**
 * 'Instalar o app' (ADR 041): Chrome and Edge offer installation with `beforeinstallprompt`,
 * which is kept here to be shown when the person taps the menu item; an iPhone has no prompt, so
 * the menu shows the Share → 'Adicionar à Tela de Início' steps instead. A dismissal is
 * remembered on the device, and the item goes away: never nag.
 */
type InstallPrompt = Event & {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

const DISMISSED_KEY = 'bidfut:install-dismissed'
let deferred: InstallPrompt | null = null
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export type InstallOffer = 'prompt' | 'iphone' | null

function isStandalone() {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

function isIphoneSafari() {
  const ua = navigator.userAgent
  return /iPhone|iPad|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)
}

function dismissed() {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

export function rememberInstallDismissed() {
  try {
    localStorage.setItem(DISMISSED_KEY, '1')
  } catch {
    // Private mode: asked again next time, which is all we can do.
  }
  changed()
}

let offer: InstallOffer = null
function computeOffer(): InstallOffer {
  if (typeof window === 'undefined' || isStandalone() || dismissed()) return null
  if (deferred) return 'prompt'
  return isIphoneSafari() ? 'iphone' : null
}

/** Started by the app at boot: keeps the browser's offer instead of its mini-infobar. */
export function listenForInstallOffer() {
  offer = computeOffer()
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPrompt
    offer = computeOffer()
    changed()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    offer = null
    changed()
  })
}

/** Shows the browser's install dialog; a 'no' there is remembered. */
export async function promptInstall() {
  const prompt = deferred
  if (!prompt) return
  deferred = null
  await prompt.prompt()
  const { outcome } = await prompt.userChoice
  if (outcome === 'dismissed') rememberInstallDismissed()
  offer = computeOffer()
  changed()
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => {
      offer = computeOffer()
      return offer
    },
    () => null,
  )
}
