import * as share from '@bidfut/domain/endpoints/share'
import { CraqueWinners } from '@/components/craque-badge'
import { NightMatchesList } from '@/components/night-matches'
import { ShareImageButton } from '@/components/share-image-button'
import { useNight } from '../api/get-night'

/** In 'Ver Detalhes': the craque, the night's matches, and their pictures for the group chat. */
export function NightSummary({ bidDayId }: { bidDayId: number }) {
  const night = useNight(bidDayId).data
  if (!night) return null
  const { craque, matches, bidNumber, teamIds } = night
  const bid = `BID #${bidNumber}`
  return (
    <section aria-label="Resultados da noite" className="flex flex-col gap-3">
      <CraqueWinners winners={craque.winners} />
      {matches.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Jogos da noite</h3>
          <NightMatchesList matches={matches} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ShareImageButton
          picture={{ endpoint: share.resultPicture, params: { bidDayId } }}
          fileName={`resultado-bid-${bidNumber}.png`}
          title={`Resultado do ${bid}`}
          alt={`Imagem do resultado do ${bid}: placares, gols, assistências e o craque.`}
        >
          Imagem do resultado
        </ShareImageButton>
        {teamIds.length > 0 ? (
          <ShareImageButton
            picture={{ endpoint: share.teamsPicture, params: { bidDayId } }}
            fileName={`times-bid-${bidNumber}.png`}
            title={`Times do ${bid}`}
            alt={`Imagem dos times do ${bid}, com os jogadores de cada time e suas posições.`}
          >
            Imagem dos times
          </ShareImageButton>
        ) : null}
        {craque.winners.length > 0 ? (
          <ShareImageButton
            picture={{ endpoint: share.craquePicture, params: { bidDayId } }}
            fileName={`craque-bid-${bidNumber}.png`}
            title={`Craque do ${bid}`}
            alt={`Imagem do craque da partida do ${bid}: ${craque.winners.map((w) => w.name).join(' e ')}.`}
          >
            Imagem do craque
          </ShareImageButton>
        ) : null}
      </div>
    </section>
  )
}
