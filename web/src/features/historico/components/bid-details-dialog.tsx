import { Star, Trophy } from 'lucide-react'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { playerTypeLabels, positionLabels } from '@bidfut/domain/contracts/enums'
import type { BidDetails, HistoryItem } from '@bidfut/domain/contracts/statistics'
import { playedIn } from '@bidfut/domain/rules/places'
import { PlayerStatGrid } from '@/components/player-stat-grid'
import { PlayerStatusBadge } from '@/components/player-status-badge'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Badge } from '@/components/ui/badge'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { statFields, statLabels, WEEKLY_TEAM_LABEL } from '@/lib/bid-player-fields'
import { cn } from '@/lib/cn'
import { formatDate, formatGoals, formatInteger } from '@/lib/format'
import { useMediaQuery } from '@/lib/use-media-query'
import { BID_DETAILS_ERROR, useBidDetails } from '../api/get-bid-details'
import { NightSummary } from './night-summary'
import { errorMessage } from '@/lib/error-message'

type DetailsPlayer = BidDetails['data'][number]

/** Organisers get each player's skill level; members do not (ADR 024). */
const skillOf = (player: DetailsPlayer): number | undefined =>
  'skillLevel' in player ? player.skillLevel : undefined

const WIDE_DIALOG_QUERY = '(min-width: 768px)'

export const NO_WEEKLY_TEAM = 'Nenhum jogador no time da semana'
// The history's details say 'Machucado' for a hurt player.
const HURT_IN_HISTORY = 'Machucado'

// Who played first, then by goals: the dialog reads like the match report.
const statusOrder: Record<BidPlayerStatus, number> = {
  confirmed: 0,
  hurt: 1,
  absent: 2,
  waiting: 3,
  waitlisted: 4,
}

function byReport(a: DetailsPlayer, b: DetailsPlayer): number {
  return (
    statusOrder[a.bidStatus] - statusOrder[b.bidStatus] ||
    b.quantityOfGoals - a.quantityOfGoals ||
    a.name.localeCompare(b.name, 'pt-BR')
  )
}

/** 'Ver Detalhes': the top scorer, the weekly team and every player's numbers in one BID. */
export function BidDetailsDialog({
  item,
  onClose,
}: {
  item: HistoryItem | null
  onClose: () => void
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent className="max-w-2xl md:max-w-4xl">
          <DialogHeader>
            <DialogTitle>
              BID #{item.number} — {formatDate(item.dayOfMatch)}
            </DialogTitle>
            <DialogDescription>{item.location || 'Local não informado'}</DialogDescription>
          </DialogHeader>
          <NightSummary bidDayId={item.bidDayId} />
          <DetailsBody bidDayId={item.bidDayId} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function DetailsBody({ bidDayId }: { bidDayId: number }) {
  const details = useBidDetails(bidDayId)
  const wide = useMediaQuery(WIDE_DIALOG_QUERY)
  if (details.isPending) return <LoadingStatus label="Carregando detalhes..." />
  if (details.isError) {
    return (
      <LoadErrorAlert
        title={BID_DETAILS_ERROR}
        message={errorMessage(details.error)}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    )
  }
  const { topScorer, weeklyTeam, data } = details.data
  const players = [...data].sort(byReport)
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <section aria-labelledby="details-top-scorer" className="rounded-lg bg-muted/60 p-3">
          <h3
            id="details-top-scorer"
            className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground"
          >
            <Trophy aria-hidden="true" className="size-4 text-primary" />
            Artilheiro
          </h3>
          {topScorer ? (
            <p className="mt-1 font-semibold break-words">
              {topScorer.name}{' '}
              <span className="font-normal text-muted-foreground">
                ({formatGoals(topScorer.quantityOfGoals)})
              </span>
            </p>
          ) : (
            <p className="mt-1 text-muted-foreground">Nenhum gol registrado</p>
          )}
        </section>
        <section aria-labelledby="details-weekly-team" className="rounded-lg bg-muted/60 p-3">
          <h3
            id="details-weekly-team"
            className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground"
          >
            <Star aria-hidden="true" className="size-4 text-primary" />
            {WEEKLY_TEAM_LABEL}
          </h3>
          {weeklyTeam.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {weeklyTeam.map((name) => (
                <li key={name}>
                  <Badge variant="outline" className="bg-background">
                    {name}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-muted-foreground">{NO_WEEKLY_TEAM}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="details-players" className="flex min-w-0 flex-col gap-2">
        <h3 id="details-players" className="font-semibold">
          {participantsHeading(players)}
        </h3>
        {wide ? (
          <PlayersTable players={players} />
        ) : (
          <ul className="flex flex-col gap-2">
            {players.map((player) => (
              <PlayerRow key={player.companyPlayerId} player={player} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/**
 * The same count as the card's 'Participantes' (who played, rules/places), then the others the
 * list shows (absent, hurt, never answered).
 */
function participantsHeading(players: DetailsPlayer[]): string {
  const played = players.filter((player) => playedIn(player.bidStatus)).length
  const others = players.length - played
  if (others === 0) return `Participantes (${played})`
  return `Participantes (${played}) · ${others === 1 ? 'mais 1 que não jogou' : `mais ${others} que não jogaram`}`
}

function statusLabel(player: DetailsPlayer): string | undefined {
  return player.bidStatus === 'hurt' ? HURT_IN_HISTORY : undefined
}

const head = 'px-2 py-2 text-left text-xs font-semibold text-muted-foreground uppercase'

/** From 768 px: one row per player, every number in its column. */
function PlayersTable({ players }: { players: DetailsPlayer[] }) {
  const withSkill = players.some((player) => skillOf(player) !== undefined)
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Jogadores do BID</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={head}>
              Jogador
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Tipo
            </th>
            <th scope="col" className={head}>
              Posição
            </th>
            {withSkill ? (
              <th scope="col" className={cn(head, 'text-center')}>
                Nível
              </th>
            ) : null}
            {statFields.map((field) => (
              <th key={field} scope="col" className={cn(head, 'text-center')}>
                {statLabels[field].title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.companyPlayerId} className="border-b last:border-b-0">
              <th scope="row" className="px-2 py-2 text-left font-semibold">
                {player.name}
                {player.weeklyTeam ? (
                  <Star
                    aria-label={WEEKLY_TEAM_LABEL}
                    role="img"
                    className="ml-1 inline size-3.5 fill-amber-500 align-[-2px] text-amber-600"
                  />
                ) : null}
              </th>
              <td className="px-2 py-2">
                <PlayerStatusBadge status={player.bidStatus} label={statusLabel(player)} />
              </td>
              <td className="px-2 py-2">{playerTypeLabels[player.typePlayer]}</td>
              <td className="px-2 py-2">
                {player.playerPosition ? positionLabels[player.playerPosition] : 'Sem posição'}
              </td>
              {withSkill ? (
                <td className="px-2 py-2 text-center tabular-nums">{skillOf(player)}/10</td>
              ) : null}
              {statFields.map((field) => (
                <td
                  key={field}
                  className={cn(
                    'px-2 py-2 text-center tabular-nums',
                    player[field] > 0 ? 'font-semibold' : 'text-muted-foreground',
                  )}
                >
                  {formatInteger(player[field])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function PlayerRow({ player }: { player: DetailsPlayer }) {
  const skill = skillOf(player)
  return (
    <li className="rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h4 className="min-w-0 font-semibold break-words">{player.name}</h4>
        <PlayerStatusBadge status={player.bidStatus} label={statusLabel(player)} />
        <Badge variant="outline">{playerTypeLabels[player.typePlayer]}</Badge>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {player.playerPosition ? positionLabels[player.playerPosition] : 'Sem posição'}
        {skill !== undefined ? <span> · Nível {skill}/10</span> : null}
      </p>
      <PlayerStatGrid stats={player} className="mt-2" />
    </li>
  )
}
