import type { ReactNode } from 'react'
import { Copy } from 'lucide-react'
import { PixQrCode } from '@/components/pix-qr-code'
import { Button } from '@/components/ui/button'
import { copyText } from '@/lib/copy-text'

export const PIX_COPIED = 'Código Pix copiado. Cole no app do seu banco.'

/**
 * A charge's Pix as a player pays it: the QR code, the copia-e-cola to select and the button
 * that copies it; `children` go under the button ('Já paguei').
 */
export function PixToPay({
  id,
  code,
  label,
  children,
}: {
  id: string
  code: string
  /** The QR code's text alternative: the amount and what it is for. */
  label: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
      <PixQrCode code={code} label={label} />
      <div className="flex w-full min-w-0 flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Pix copia e cola
        </label>
        <textarea
          id={id}
          readOnly
          rows={3}
          value={code}
          className="w-full resize-none rounded-md border bg-muted/40 p-2 font-mono text-xs break-all"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          onClick={() =>
            void copyText(code, {
              copied: PIX_COPIED,
              byHand: 'Selecione o código abaixo do QR code e copie.',
            })
          }
        >
          <Copy aria-hidden="true" />
          Copiar código Pix
        </Button>
        {children}
      </div>
    </div>
  )
}
