import { useState } from 'react'
import { Copy, RefreshCw, Shuffle, TriangleAlert } from 'lucide-react'
import { toast } from 'sonner'
import { DEFAULT_TEAM_SIZE, MAX_TEAM_SIZE, MIN_TEAM_SIZE } from '@bidfut/domain/constants'
import type { TeamDraw } from '@bidfut/domain/contracts/teams'
import {
  CONFIRMED_CHANGED_SINCE_DRAW,
  confirmedChangedSinceDraw,
} from '@bidfut/domain/rules/draw-line-up'
import * as share from '@bidfut/domain/endpoints/share'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useGenerateTeams } from '../api/generate-teams'
import { useDrawnTeams } from '../api/get-drawn-teams'
import { DrawnTeamCard } from './drawn-team-card'
import { ShareButton } from '@/components/share-button'
import { ShareImageButton } from '@/components/share-image-button'
import { teamsAlt, teamsText } from './teams-text'
import { useCheckInShareUrl } from '../api/get-share-link'
import { errorMessage } from '@/lib/error-message'

const TEAM_SIZES = Array.from(
  { length: MAX_TEAM_SIZE - MIN_TEAM_SIZE + 1 },
  (_, i) => MIN_TEAM_SIZE + i,
)

/**
 * 'Sortear Times': players per team, 'Avulso Especial', then the drawn teams. `confirmedIds`
 * come from the live BID, so the dialog notices check-ins made after the draw.
 */
export function TeamDrawDialog({ confirmedIds }: { confirmedIds: readonly number[] }) {
  const [open, setOpen] = useState(false)
  const stored = useDrawnTeams(open)
  const generate = useGenerateTeams()
  const checkInUrl = useCheckInShareUrl(open)
  const [size, setSize] = useState<number | null>(null)
  const [special, setSpecial] = useState<boolean | null>(null)

  // Until the organiser changes them, the controls show the stored draw's settings.
  const draw: TeamDraw | null | undefined = generate.data ?? stored.data
  const playersPerTeam = size ?? draw?.quantityOfPlayersEachTeam ?? DEFAULT_TEAM_SIZE
  const specialSporadic = special ?? draw?.sporadicPlayerEspecial ?? false
  const lineUpChanged = draw ? confirmedChangedSinceDraw(draw, confirmedIds) : false

  function run(regenerate: boolean) {
    // The buttons stay enabled while a draw runs (disabling them would drop keyboard focus).
    if (generate.isPending) return
    generate.mutate(
      {
        regenerate,
        sporadicPlayerEspecial: specialSporadic,
        quantityOfPlayersEachTeam: playersPerTeam,
      },
      {
        onError: (error) =>
          toast.error('Erro ao gerar times', { description: errorMessage(error) }),
      },
    )
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      toast.success('Times copiados!')
    } catch {
      window.alert(`Copie os times manualmente:\n\n${text}`)
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Shuffle aria-hidden="true" />
          Sortear Times
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Sortear Times</DialogTitle>
          <DialogDescription>
            Times equilibrados pela habilidade e posição dos jogadores confirmados. Mensalistas
            entram primeiro nos times completos.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="players-per-team">Jogadores de linha por time</Label>
            <select
              id="players-per-team"
              aria-describedby="players-per-team-hint"
              className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              value={playersPerTeam}
              onChange={(e) => setSize(Number(e.target.value))}
            >
              {TEAM_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {/* The draw adds a goalkeeper to each full team on top of the outfield players. */}
            <p id="players-per-team-hint" className="text-xs text-muted-foreground">
              {`Mais 1 goleiro por time, se houver: ${playersPerTeam} na linha + 1 no gol = ${playersPerTeam + 1}.`}
            </p>
          </div>
          <div className="flex items-center justify-between gap-3 rounded-md border p-3">
            <div>
              <Label htmlFor="special-sporadic">Avulso Especial</Label>
              <p className="text-xs text-muted-foreground">
                Avulsos com habilidade acima de 8 entram nos primeiros times.
              </p>
            </div>
            <Switch id="special-sporadic" checked={specialSporadic} onCheckedChange={setSpecial} />
          </div>
        </div>

        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => run(false)}
            aria-disabled={generate.isPending || undefined}
            className="aria-disabled:opacity-60"
          >
            <Shuffle aria-hidden="true" />
            {generate.isPending ? 'Gerando...' : 'Gerar Times'}
          </Button>
          {draw && (
            <>
              <Button
                variant="outline"
                onClick={() => run(true)}
                aria-disabled={generate.isPending || undefined}
                className="aria-disabled:opacity-60"
              >
                <RefreshCw aria-hidden="true" />
                Sortear novamente
              </Button>
              <Button variant="outline" onClick={() => copy(teamsText(draw, checkInUrl))}>
                <Copy aria-hidden="true" />
                Copiar times
              </Button>
              <ShareButton label="Compartilhar times" text={() => teamsText(draw, checkInUrl)} />
              <ShareImageButton
                picture={{ endpoint: share.teamsPicture, params: { bidDayId: draw.bidDayId } }}
                fileName={`times-bid-${draw.bidDayId}.png`}
                title="Times sorteados"
                alt={teamsAlt(draw)}
              />
            </>
          )}
        </div>

        {stored.isLoading && <p className="text-sm text-muted-foreground">Carregando...</p>}
        {lineUpChanged && (
          <Alert role="status">
            <TriangleAlert aria-hidden="true" className="text-amber-600" />
            <AlertTitle>{CONFIRMED_CHANGED_SINCE_DRAW}</AlertTitle>
            <AlertDescription>
              Gere os times novamente para incluir quem entrou e tirar quem saiu.
            </AlertDescription>
          </Alert>
        )}
        {draw && (
          <section aria-label="Times sorteados" className="grid gap-3 sm:grid-cols-2">
            {draw.teams.map((team) => (
              <DrawnTeamCard
                key={team.teamId}
                team={team}
                playersPerTeam={draw.quantityOfPlayersEachTeam}
              />
            ))}
            {draw.reserves.length > 0 && (
              <div className="rounded-lg border border-dashed p-3 text-sm">
                <h3 className="font-semibold">Reservas</h3>
                <p className="text-muted-foreground">
                  {draw.reserves.map((p) => p.name).join(', ')}
                </p>
              </div>
            )}
          </section>
        )}
      </DialogContent>
    </Dialog>
  )
}
