import { useState } from 'react'
import { DoorClosed } from 'lucide-react'
import { BusyButton } from '@/components/busy-button'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { LoadErrorAlert } from '@/components/query-status'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useChangeGroupClosing, useGroupClosing } from '../api/group-closing'
import { SettingsSection } from './settings-section'
import { errorMessage } from '@/lib/error-message'

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' })

/** 'Encerrar pelada' (administrators, ADR 040): 30 days to change one's mind, then erased. */
export function GroupClosingCard({ className }: { className?: string }) {
  const closing = useGroupClosing()
  const change = useChangeGroupClosing()
  const [asking, setAsking] = useState(false)
  const closesAt = closing.data?.closesAt ? new Date(closing.data.closesAt) : null
  return (
    <Card className={className}>
      <CardContent className="pt-4 sm:pt-6">
        <SettingsSection id="closing" title="Encerrar pelada" icon={DoorClosed}>
          {closing.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : closing.isError ? (
            <LoadErrorAlert
              title="Erro ao carregar"
              message={errorMessage(closing.error)}
              onRetry={() => void closing.refetch()}
              retrying={closing.isFetching}
            />
          ) : closesAt ? (
            <>
              <p className="text-sm">
                Esta pelada está encerrada. Em {day.format(closesAt)}, o cadastro, os nomes no
                histórico e os convites serão apagados. Até lá, você pode reabri-la.
              </p>
              <BusyButton
                variant="outline"
                className="self-start"
                busy={change.isPending}
                busyLabel="Reabrindo..."
                onClick={() => change.mutate('reopen')}
              >
                Reabrir pelada
              </BusyButton>
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Encerra a pelada para todos. Avisamos cada jogador por email; depois de 30 dias os
                dados pessoais da pelada são apagados. Até lá, dá para reabrir.
              </p>
              <Button variant="destructive" className="self-start" onClick={() => setAsking(true)}>
                Encerrar pelada
              </Button>
            </>
          )}
        </SettingsSection>
      </CardContent>
      <ConfirmActionDialog
        open={asking}
        onOpenChange={setAsking}
        title="Encerrar a pelada?"
        prompt="Todos os jogadores recebem um email. Em 30 dias o cadastro, os nomes no histórico e os convites serão apagados; até lá, um administrador pode reabrir a pelada."
        confirmLabel="Encerrar pelada"
        busyLabel="Encerrando..."
        pending={change.isPending}
        onConfirm={() => change.mutate('close', { onSettled: () => setAsking(false) })}
      />
    </Card>
  )
}
