import { toast } from 'sonner'

/**
 * Copies `text` and says so in a toast; where the browser refuses the clipboard, says where to
 * select the text by hand (the screens that call this also show it in a field).
 */
export async function copyText(text: string, messages: { copied: string; byHand: string }) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(messages.copied)
  } catch {
    toast.error('Não foi possível copiar', { description: messages.byHand })
  }
}
