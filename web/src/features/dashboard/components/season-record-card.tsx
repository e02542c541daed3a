import { Swords } from 'lucide-react'
import * as share from '@bidfut/domain/endpoints/share'
import { CraqueBadge } from '@/components/craque-badge'
import { ShareImageButton } from '@/components/share-image-button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger } from '@/lib/format'
import { useSession } from '@/lib/session-store'
import { useMySeasonRecord } from '../api/get-my-season-record'

/**
 * 'Meus jogos da noite': wins, draws, losses and win rate in the season's scored matches, and
 * the craque da partida awards (ADR 039).
 */
export function SeasonRecordCard() {
  const record = useMySeasonRecord()
  const data = record.data
  const session = useSession()
  return (
    <Card aria-labelledby="season-record-title">
      <CardHeader>
        <CardTitle id="season-record-title" className="flex items-center gap-2">
          <Swords aria-hidden="true" className="size-5 text-primary" />
          Meus jogos da noite
        </CardTitle>
        <CardDescription>
          Vitórias, empates e derrotas nos jogos com placar da temporada
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {record.isPending ? (
          <Skeleton className="h-16" />
        ) : record.isError || !data ? (
          <p className="text-sm text-muted-foreground">Não foi possível carregar seus jogos.</p>
        ) : (
          <>
            {data.lastCraqueBidNumber !== null ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <CraqueBadge />
                <span>Você foi o craque do BID #{data.lastCraqueBidNumber}!</span>
              </p>
            ) : null}
            <dl className="grid grid-cols-4 gap-1 text-center">
              <Tile label="Vitórias" value={formatInteger(data.wins)} />
              <Tile label="Empates" value={formatInteger(data.draws)} />
              <Tile label="Derrotas" value={formatInteger(data.losses)} />
              <Tile label="Aproveit." value={data.winRate === null ? '—' : `${data.winRate}%`} />
            </dl>
            <p className="text-sm text-muted-foreground">
              Craque da partida na temporada:{' '}
              <span className="font-semibold text-foreground">
                {data.craqueAwards === 1 ? '1 vez' : `${data.craqueAwards} vezes`}
              </span>
            </p>
            {session ? (
              <ShareImageButton
                className="self-start"
                picture={{
                  endpoint: share.seasonPicture,
                  params: { companyPlayerId: session.companyPlayerId },
                }}
                fileName={`temporada-${data.season}.png`}
                title={`Minha temporada ${data.season}`}
                alt={`Imagem da sua temporada ${data.season}: jogos, gols, assistências, aproveitamento de ${data.winRate ?? 0}% e ${data.craqueAwards} vezes craque da partida.`}
              >
                Compartilhar minha temporada
              </ShareImageButton>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-md bg-muted/60 px-1 py-1.5">
      <dt className="text-[0.6875rem] text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  )
}
