import { useSyncExternalStore } from 'react'
import { Toaster as Sonner } from 'sonner'

// Toasts open below the sticky header (h-14): on top of it they hid the navigation, and
// hovering them on the way to a link paused their timer, so they never went away.
const BELOW_HEADER = { top: 64 }
const ABOVE_BOTTOM = { bottom: 16 }

// Radix marks the body while a modal (dialog, alert dialog) locks the page's scrolling.
const MODAL_ATTRIBUTE = 'data-scroll-locked'

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.body, { attributes: true, attributeFilter: [MODAL_ATTRIBUTE] })
  return () => observer.disconnect()
}

/** Whether a modal is open: a tall dialog reaches the top, where a toast would hide its title. */
function useModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.body.hasAttribute(MODAL_ATTRIBUTE),
    () => false,
  )
}

export function Toaster() {
  const modalOpen = useModalOpen()
  const offset = modalOpen ? ABOVE_BOTTOM : BELOW_HEADER
  return (
    <Sonner
      position={modalOpen ? 'bottom-center' : 'top-center'}
      richColors
      closeButton
      offset={offset}
      mobileOffset={offset}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  )
}
