import * as share from '@bidfut/domain/endpoints/share'
import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert } from '@/components/query-status'
import { SeasonBadge } from '@/components/season-badge'
import { ShareImageButton } from '@/components/share-image-button'
import { useDocumentTitle } from '@/lib/use-document-title'
import { RANKING_ERROR, useStrikersRanking } from './api/get-strikers-ranking'
import { Podium } from './components/podium'
import { RankingSkeleton } from './components/ranking-skeleton'
import { RankingSummary } from './components/ranking-summary'
import { RankingTabs } from './components/ranking-tabs'
import { errorMessage } from '@/lib/error-message'

export function ArtilheirosPage() {
  useDocumentTitle('Ranking de Artilheiros')
  const ranking = useStrikersRanking()
  const empty = {
    season: new Date().getFullYear(),
    allStrikersScorers: [],
    allStrikersScorersCurrentMonth: [],
    totalGoals: 0,
    totalPlayers: 0,
    overallAverage: 0,
    bestAverage: 0,
    efficientPlayer: null,
  }
  // A 204 would mean nobody scored yet: the same screen with zeros.
  const data = ranking.isSuccess ? (ranking.data ?? empty) : null
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Ranking de Artilheiros"
        description="Quem mais balançou as redes na temporada."
        actions={
          <>
            <SeasonBadge season={data?.season ?? new Date().getFullYear()} />
            {data && data.allStrikersScorers.length > 0 ? (
              <ShareImageButton
                picture={{ endpoint: share.rankingPicture }}
                fileName={`artilheiros-${data.season}.png`}
                title={`Artilheiros ${data.season}`}
                alt={rankingAlt(data.allStrikersScorers)}
              />
            ) : null}
          </>
        }
      />
      {ranking.isError ? (
        <LoadErrorAlert
          title={RANKING_ERROR}
          message={errorMessage(ranking.error)}
          onRetry={() => void ranking.refetch()}
          retrying={ranking.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-label="Números da temporada">
            <RankingSummary ranking={data} />
          </section>
          {data ? (
            <>
              <Podium strikers={data.allStrikersScorers} />
              <section aria-labelledby="ranking-title" className="flex flex-col gap-3">
                <h2 id="ranking-title" className="text-xl font-semibold">
                  Classificação
                </h2>
                <RankingTabs ranking={data} />
              </section>
            </>
          ) : (
            <RankingSkeleton />
          )}
        </div>
      )}
    </div>
  )
}

/** The ranking picture's alt text: the top 10 with their goals. */
function rankingAlt(strikers: { nickname: string; quantityOfGoals: number }[]): string {
  const top = strikers
    .slice(0, 10)
    .map((s, i) => `${i + 1}º ${s.nickname}, ${s.quantityOfGoals} gols`)
  return `Imagem dos 10 maiores artilheiros da temporada: ${top.join('; ')}.`
}
