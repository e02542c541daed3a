import { Share } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

/** The iPhone's way to install (Safari has no prompt): Share → 'Adicionar à Tela de Início'. */
export function InstallAppSheet({
  open,
  onOpenChange,
  onDismiss,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** 'Não mostrar de novo': the menu stops offering it on this device. */
  onDismiss: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Instalar o app no iPhone</DialogTitle>
          <DialogDescription>
            Com o Bidfut na Tela de Início, ele abre como um app.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          <li>
            No Safari, toque em Compartilhar{' '}
            <Share aria-label="(o quadrado com a seta para cima)" className="inline size-4" />.
          </li>
          <li>Escolha &apos;Adicionar à Tela de Início&apos;.</li>
          <li>Toque em &apos;Adicionar&apos;.</li>
        </ol>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={onDismiss}>
            Não mostrar de novo
          </Button>
          <Button onClick={() => onOpenChange(false)}>Entendi</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
