import { Link2, Mail, Merge, Pencil, Trash2, User } from 'lucide-react'
import { ATTENDANCE_HIGHLIGHT_PERCENT } from '@bidfut/domain/constants'
import { playerTypeLabels, positionLabels } from '@bidfut/domain/contracts/enums'
import type { RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { absencesText, ruleRecordText } from '@bidfut/domain/rules/furoes'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatInteger } from '@/lib/format'
import { ForgiveAbsenceButton } from './forgive-absence-button'
import { SkillSuggestionLine } from './skill-suggestion'

const notInformed = 'Não informado'

export function PlayerCard({
  player,
  onEdit,
  onDelete,
  onMerge,
  onPlayerLink,
  onAddEmail,
}: {
  player: RegisteredPlayer
  onEdit: (player: RegisteredPlayer) => void
  onDelete: (player: RegisteredPlayer) => void
  /** 'Mesclar' with another entry of the same person: a guest, or one who joined (ADR 049). */
  onMerge?: (player: RegisteredPlayer) => void
  /** 'Link do jogador', while nobody has joined this entry (ADR 049). */
  onPlayerLink?: (player: RegisteredPlayer) => void
  /** 'Adicionar email', for an entry nobody joined that has no email yet. */
  onAddEmail?: (player: RegisteredPlayer) => void
}) {
  const position = player.playerPosition ? positionLabels[player.playerPosition] : 'Sem posição'
  const highlighted = player.attendancePercentage >= ATTENDANCE_HIGHLIGHT_PERCENT
  const absences = absencesText(player.absences)

  return (
    <Card className="flex h-full flex-col gap-4 p-4" aria-labelledby={`player-${player.id}-name`}>
      <div className="flex items-start gap-3">
        <Avatar className="size-12">
          {player.photoUrl ? <AvatarImage src={player.photoUrl} alt="" /> : null}
          <AvatarFallback aria-hidden="true">
            <User className="size-6" />
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <h3 id={`player-${player.id}-name`} className="font-semibold leading-tight break-words">
            {player.name}
          </h3>
          <p className="text-sm text-muted-foreground">{position}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{playerTypeLabels[player.typePlayer]}</Badge>
            {player.status === 0 ? <Badge variant="outline">Inativo</Badge> : null}
            {player.activated ? null : <Badge variant="outline">Conta não ativada</Badge>}
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="truncate" title={player.email ?? undefined}>
          {player.email || notInformed}
        </dd>
        <dt className="text-muted-foreground">Telefone</dt>
        <dd>{player.phone || notInformed}</dd>
        <dt className="text-muted-foreground">Apelido</dt>
        <dd className="truncate">{player.nickname || notInformed}</dd>
        <dt className="text-muted-foreground">Gols</dt>
        <dd>{formatInteger(player.quantityOfGoals)}</dd>
        <dt className="text-muted-foreground">Presença</dt>
        <dd>
          <Badge variant={highlighted ? 'default' : 'destructive'}>
            {formatInteger(player.attendancePercentage)}%
          </Badge>
        </dd>
        {absences ? (
          <>
            <dt className="text-muted-foreground">Furões</dt>
            <dd className={player.absences.count > 0 ? 'font-medium text-destructive' : undefined}>
              {absences}
            </dd>
          </>
        ) : null}
        {player.furaoRule ? (
          <>
            <dt className="text-muted-foreground">Regra</dt>
            <dd
              className={
                player.furaoRule.bidNumbers.length >= player.furaoRule.absences
                  ? 'font-medium text-destructive'
                  : undefined
              }
            >
              {ruleRecordText(player.furaoRule)}
            </dd>
          </>
        ) : null}
      </dl>

      <SkillSuggestionLine companyPlayerId={player.id} />

      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Editar ${player.name}`}
          onClick={() => onEdit(player)}
        >
          <Pencil aria-hidden="true" />
          Editar
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Excluir ${player.name}`}
          onClick={() => onDelete(player)}
        >
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
        {player.forgivable ? (
          <ForgiveAbsenceButton player={player} absence={player.forgivable} />
        ) : null}
        {onAddEmail && !player.activated && !player.email ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Adicionar email de ${player.name}`}
            onClick={() => onAddEmail(player)}
          >
            <Mail aria-hidden="true" />
            Adicionar email
          </Button>
        ) : null}
        {onPlayerLink && !player.activated ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Link do jogador ${player.name}`}
            onClick={() => onPlayerLink(player)}
          >
            <Link2 aria-hidden="true" />
            Link do jogador
          </Button>
        ) : null}
        {onMerge && (player.guest || player.activated) ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Mesclar ${player.name}`}
            onClick={() => onMerge(player)}
          >
            <Merge aria-hidden="true" />
            Mesclar
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
