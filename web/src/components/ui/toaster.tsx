import { Toaster as Sonner } from 'sonner'

// Toasts open below the sticky header (h-14): on top of it they hid the navigation, and
// hovering them on the way to a link paused their timer, so they never went away.
const BELOW_HEADER = { top: 64 }

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  )
}
