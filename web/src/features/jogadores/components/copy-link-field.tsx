import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Check, Copy } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

const COPIED_BADGE_MS = 2000

/** A read-only link with a copy button; when the clipboard refuses, the link is selected instead. */
export function CopyLinkField({
  id,
  label,
  url,
  action,
}: {
  id: string
  label: string
  url: string
  /** A second button shown beside 'Copiar' (e.g. to renew the link). */
  action?: ReactNode
}) {
  const [copied, setCopied] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_BADGE_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast.success('Link copiado!')
    } catch {
      inputRef.current?.focus()
      inputRef.current?.select()
      toast.error('Não foi possível copiar o link automaticamente. Copie manualmente.')
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 flex-col gap-2 md:flex-row">
        <Input
          ref={inputRef}
          id={id}
          readOnly
          value={url}
          className="font-mono text-sm sm:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="grid shrink-0 auto-cols-fr grid-flow-col gap-2">
          <Button type="button" onClick={() => void copy()} className="md:w-32">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copiado!' : 'Copiar'}
          </Button>
          {action}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? 'Link copiado para a área de transferência.' : ''}
      </p>
    </div>
  )
}
