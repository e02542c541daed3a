/** A WhatsApp link that opens the app (or WhatsApp Web) with the text ready to send. */
export function whatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}

type ShareEnv = {
  navigator: Pick<Navigator, 'share' | 'canShare'>
  /** A phone or tablet: where the system share sheet is what people expect. */
  isPhone: boolean
  open: (url: string) => void
}

function browserEnv(): ShareEnv {
  return {
    navigator,
    isPhone: window.matchMedia('(pointer: coarse)').matches,
    open: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
  }
}

/**
 * Phones get the system share sheet (the Web Share API); elsewhere, or where it is missing or
 * fails, a WhatsApp link opens. Closing the sheet without choosing is not a failure.
 */
export async function shareText(
  text: string,
  env: ShareEnv = browserEnv(),
): Promise<'shared' | 'whatsapp' | 'dismissed'> {
  const { navigator: nav } = env
  const canShare =
    env.isPhone && typeof nav.share === 'function' && nav.canShare?.({ text }) !== false
  if (canShare) {
    try {
      await nav.share({ text })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed'
    }
  }
  env.open(whatsappUrl(text))
  return 'whatsapp'
}

/** The message the group's invite link goes with: 'Convidar jogadores', 'Enviar convite'. */
export function inviteMessage(url: string): string {
  return `Bora jogar! Entre na nossa pelada no Bidfut pelo link e confirme presença nos jogos: ${url}`
}
