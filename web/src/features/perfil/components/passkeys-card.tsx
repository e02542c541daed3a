import { useState } from 'react'
import { Fingerprint, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import type { Passkey } from '@bidfut/domain/contracts/sign-in'
import { BusyButton } from '@/components/busy-button'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { InputField } from '@/components/form-field'
import { LoadErrorAlert } from '@/components/query-status'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAddPasskey, usePasskeys } from '@/lib/account-passkeys'
import { errorMessage } from '@/lib/error-message'
import { formatDate, formatDateTime } from '@/lib/format'
import { defaultPasskeyName, passkeysSupported } from '@/lib/passkey-browser'
import { useRemovePasskey } from '../api/remove-passkey'

/**
 * 'Chaves de acesso' (ADR 049): the account's passkeys, each named where it was made, and a new
 * one for this device. Removing one means it no longer signs in.
 */
export function PasskeysCard({ className }: { className?: string }) {
  const passkeys = usePasskeys()
  const add = useAddPasskey()
  const remove = useRemovePasskey()
  const [name, setName] = useState(defaultPasskeyName)
  const [removing, setRemoving] = useState<Passkey | null>(null)

  const create = () => {
    if (!name.trim()) return
    add.mutate(name.trim(), {
      onSuccess: () =>
        toast.success('Chave de acesso criada!', { description: 'Da próxima vez, entre com ela.' }),
      onError: (error) =>
        toast.error('Erro ao criar chave de acesso', { description: errorMessage(error) }),
    })
  }

  return (
    <Card className={className} role="region" aria-labelledby="passkeys-title">
      <CardHeader>
        <CardTitle id="passkeys-title" className="flex items-center gap-2 text-base">
          <Fingerprint aria-hidden="true" className="size-5 text-primary" />
          Chaves de acesso
        </CardTitle>
        <CardDescription>
          Entre com a digital, o rosto ou o PIN do aparelho, sem senha. Cada aparelho tem a sua.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {passkeys.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : passkeys.isError ? (
          <LoadErrorAlert
            title="Não foi possível carregar suas chaves de acesso"
            message={errorMessage(passkeys.error)}
            onRetry={() => void passkeys.refetch()}
            retrying={passkeys.isFetching}
          />
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Você ainda não tem chave de acesso.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                    {passkey.name}
                    {passkey.synced ? <Badge variant="secondary">Sincronizada</Badge> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Criada em {formatDate(passkey.createdAt)} ·{' '}
                    {passkey.lastUsedAt
                      ? `último uso ${formatDateTime(passkey.lastUsedAt)}`
                      : 'ainda não usada'}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover ${passkey.name}`}
                  onClick={() => setRemoving(passkey)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {passkeysSupported() ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <InputField
              id="passkey-name"
              label="Nome da nova chave"
              className="flex-1"
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <BusyButton busy={add.isPending} busyLabel="Criando..." onClick={create}>
              <Fingerprint aria-hidden="true" />
              Criar chave de acesso
            </BusyButton>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Este navegador não cria chaves de acesso.</p>
        )}
      </CardContent>
      <ConfirmActionDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={`Remover a chave "${removing?.name ?? ''}"?`}
        prompt="Você não poderá mais entrar com ela. As outras chaves, a senha e o link por email continuam valendo."
        confirmLabel="Remover chave"
        busyLabel="Removendo..."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(removing!.id, {
            onSuccess: (response) => {
              toast.success(response.message)
              setRemoving(null)
            },
            onError: (error) =>
              toast.error('Erro ao remover chave de acesso', { description: errorMessage(error) }),
          })
        }
      />
    </Card>
  )
}
