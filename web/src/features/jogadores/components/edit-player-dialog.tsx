import { useEffect, useState } from 'react'
import { Link2, Mail, TriangleAlert } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { playerUpdateSchema, type PlayerEdit } from '@bidfut/domain/contracts/players'
import { BusyButton } from '@/components/busy-button'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useSession } from '@/lib/session-store'
import { useGenerateActivationLink } from '../api/generate-activation-link'
import { usePlayerEdit, type PlayerIds } from '../api/get-player-edit'
import { useSendActivationEmail } from '../api/send-activation-email'
import { useUpdatePlayer } from '../api/update-player'
import { playerFormFromEdit, playerInputFromForm, type PlayerFormValues } from '../player-form'
import { ActivationLinkDialog, PREVIOUS_LINK_VOID } from './activation-link-dialog'
import { PlayerFormFields } from './player-form-fields'

export type EditTarget = PlayerIds & { name: string }

// The register's required fields a pasted list or a name added in a BID may not have filled.
const REQUIRED_FIELDS = [
  ['fullName', 'nome completo'],
  ['nickname', 'apelido'],
  ['playerPosition', 'posição'],
  ['typePlayer', 'tipo do cadastro'],
] as const

/** What the register still needs before the form saves: 'Falta para o cadastro: posição.' */
export function missingForRegister(values: PlayerFormValues): string | null {
  const missing = REQUIRED_FIELDS.filter(([key]) => values[key].trim() === '').map(([, l]) => l)
  return missing.length > 0 ? `Falta para o cadastro: ${missing.join(', ')}.` : null
}

// The server refuses the change with this same message.
const OWN_ROLE_LOCKED = 'Você não pode alterar o seu próprio perfil de acesso.'

export function EditPlayerDialog({
  target,
  onClose,
}: {
  target: EditTarget | null
  onClose: () => void
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Editar Jogador</DialogTitle>
          <DialogDescription>{target?.name}</DialogDescription>
        </DialogHeader>
        {target ? (
          <EditPlayerLoader
            key={`${target.playerId}-${target.companyPlayerId}`}
            target={target}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function EditPlayerLoader({ target, onDone }: { target: EditTarget; onDone: () => void }) {
  const player = usePlayerEdit(target)

  useEffect(() => {
    if (!player.isError) return
    toast.error('Erro ao carregar dados do jogador', { description: errorMessage(player.error) })
  }, [player.isError, player.error])

  if (player.isPending) return <LoadingStatus label="Carregando..." className="py-8" />
  if (player.isError) {
    return (
      <LoadErrorAlert
        title="Erro ao carregar dados do jogador"
        message={errorMessage(player.error)}
        onRetry={() => void player.refetch()}
      />
    )
  }
  return <EditPlayerForm player={player.data} target={target} onDone={onDone} />
}

function EditPlayerForm({
  player,
  target,
  onDone,
}: {
  player: PlayerEdit
  target: EditTarget
  onDone: () => void
}) {
  const stored = playerFormFromEdit(player)
  const form = useForm<PlayerFormValues>({ defaultValues: stored })
  const missing = missingForRegister(stored)
  const update = useUpdatePlayer(target)
  const sendEmail = useSendActivationEmail(player.playerId)
  const generation = useGenerateActivationLink(player.playerId)
  const [linkOpen, setLinkOpen] = useState(false)
  const activated = !player.playerCanBeEdit
  const isOwnRecord = useSession()?.companyPlayerId === player.id

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors()
    const parsed = playerUpdateSchema.safeParse({
      ...playerInputFromForm(values),
      id: player.id,
      playerId: player.playerId,
      playerCanBeEdit: player.playerCanBeEdit,
    })
    if (!parsed.success) {
      showValidationErrors(form.setError, parsed.error)
      return
    }
    try {
      await update.mutateAsync(parsed.data)
      toast.success(`${parsed.data.fullName} foi atualizado com sucesso!`, { duration: 3000 })
      onDone()
    } catch (error) {
      showServerFieldErrors(form.setError, error)
      toast.error('Erro ao atualizar jogador', { description: errorMessage(error) })
    }
  })

  const send = async () => {
    try {
      const response = await sendEmail.mutateAsync()
      toast.success('Email enviado!', { description: response.message })
    } catch (error) {
      toast.error('Erro ao enviar email', { description: errorMessage(error) })
    }
  }

  // 'Gerar Link' shows the working link again; only 'Gerar Novo' (renew) replaces it.
  const generate = (renew: boolean) => {
    generation.mutate(
      { renew },
      {
        onSuccess: (link) =>
          toast.success('Link gerado com sucesso!', {
            description: link.replacedPrevious ? PREVIOUS_LINK_VOID : undefined,
          }),
        onError: (error) =>
          toast.error('Erro ao gerar link de ativação', { description: errorMessage(error) }),
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {activated ? (
        <Alert>
          <TriangleAlert aria-hidden="true" className="text-amber-600" />
          <AlertTitle>Alguns campos não podem ser editados</AlertTitle>
          <AlertDescription>
            Este jogador já ativou a conta: nome, email, data de nascimento, telefone e time do
            coração só podem ser alterados por ele no próprio perfil.
          </AlertDescription>
        </Alert>
      ) : null}
      {missing ? (
        <Alert>
          <TriangleAlert aria-hidden="true" className="text-amber-600" />
          <AlertTitle>{missing}</AlertTitle>
          <AlertDescription>
            O que já foi cadastrado continua aqui. Para só adicionar email, telefone ou tipo, use
            Adicionar email no cartão do jogador.
          </AlertDescription>
        </Alert>
      ) : null}
      <PlayerFormFields
        form={form}
        idPrefix="edit-player"
        lockPersonal={activated}
        roleLockedBecause={isOwnRecord ? OWN_ROLE_LOCKED : undefined}
      />
      {activated ? null : (
        <p className="text-sm text-muted-foreground">
          A conta ainda não foi ativada. Envie o link de ativação por email ou gere um link para
          compartilhar.
        </p>
      )}
      <DialogFooter className="sm:flex-wrap">
        <Button
          type="button"
          variant="outline"
          onClick={() => void send()}
          disabled={activated || sendEmail.isPending}
          aria-busy={sendEmail.isPending || undefined}
        >
          {sendEmail.isPending ? <Spinner /> : <Mail aria-hidden="true" />}
          Enviar Email
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={activated}
          onClick={() => {
            setLinkOpen(true)
            generate(false)
          }}
        >
          <Link2 aria-hidden="true" />
          Gerar Link
        </Button>
        <BusyButton type="submit" busy={update.isPending} busyLabel="Salvando...">
          Salvar
        </BusyButton>
      </DialogFooter>
      <ActivationLinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        playerName={player.fullName}
        generation={generation}
        onGenerate={() => generate(true)}
      />
    </form>
  )
}
