import { useState, type FormEvent } from 'react'
import { DELETE_ACCOUNT_PHRASE, isDeletePhrase } from '@bidfut/domain/contracts/privacy'
import { BusyButton } from '@/components/busy-button'
import { InputField } from '@/components/form-field'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { useDeleteAccount } from '@/lib/my-data'

/** 'Excluir minha conta': the password and the typed word, then one tap that cannot be undone. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const remove = useDeleteAccount()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const fieldErrors = remove.error instanceof ApiError ? remove.error.fieldErrors : undefined
  const formError = remove.error && !fieldErrors ? errorMessage(remove.error) : null
  const typedRight = isDeletePhrase(confirmation)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    remove.mutate({ password, confirmation })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return
        if (!next) {
          setPassword('')
          setConfirmation('')
          remove.reset()
        }
        onOpenChange(next)
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Excluir minha conta</DialogTitle>
            <DialogDescription>
              Seu nome vira &lsquo;Ex-jogador&rsquo; no histórico das peladas, seus dados pessoais
              são apagados e você sai de todas as peladas. Os placares e as estatísticas dos grupos
              continuam. Não dá para desfazer.
            </DialogDescription>
          </DialogHeader>
          {formError ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <InputField
            id="delete-password"
            label="Sua senha"
            error={fieldErrors?.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <InputField
            id="delete-confirmation"
            label={`Digite ${DELETE_ACCOUNT_PHRASE} para confirmar`}
            error={fieldErrors?.confirmation}
            autoComplete="off"
            autoCapitalize="characters"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => onOpenChange(false)}
            >
              Voltar
            </Button>
            <BusyButton
              type="submit"
              variant="destructive"
              busy={remove.isPending}
              busyLabel="Excluindo..."
              aria-disabled={!typedRight || !password || undefined}
            >
              Excluir minha conta
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
