import { useState } from 'react'
import { CalendarDays, Trophy } from 'lucide-react'
import type { StrikersRanking } from '@bidfut/domain/contracts/statistics'
import { EmptyState } from '@/components/empty-state'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { formatMonthYear } from '@/lib/format'
import { useSession } from '@/lib/session-store'
import { CraquesPanel } from './craques-panel'
import { RankingList } from './ranking-list'

export const NO_SCORERS = 'Nenhum artilheiro registrado'
export const NO_SCORERS_THIS_MONTH = 'Nenhum artilheiro registrado neste mês'

/** 'Temporada Completa', 'Mês Atual' and 'Craques' (the craque da partida awards, ADR 039). */
export function RankingTabs({ ranking }: { ranking: StrikersRanking }) {
  const [tab, setTab] = useState<string>('season')
  const ownId = useSession()?.companyPlayerId
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Período do ranking" className="sm:max-w-md">
        {/* 'Temporada Completa' needs a little more room than half of a 320 px phone. */}
        <TabsTrigger value="season" className="flex-[1.3] max-[399px]:px-1">
          Temporada Completa
        </TabsTrigger>
        <TabsTrigger value="month" className="max-[399px]:px-1">
          Mês Atual
        </TabsTrigger>
        <TabsTrigger value="craques" className="max-[399px]:px-1">
          Craques
        </TabsTrigger>
      </TabsList>
      <TabsContent value="season">
        {ranking.allStrikersScorers.length === 0 ? (
          <EmptyState icon={Trophy} title={NO_SCORERS}>
            Os gols aparecem aqui quando um BID da temporada for finalizado.
          </EmptyState>
        ) : (
          <RankingList
            strikers={ranking.allStrikersScorers}
            label={`Artilheiros da temporada ${ranking.season}`}
            ownCompanyPlayerId={ownId}
          />
        )}
      </TabsContent>
      <TabsContent value="month" className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground first-letter:uppercase">
          {formatMonthYear(new Date())}
        </p>
        {ranking.allStrikersScorersCurrentMonth.length === 0 ? (
          <EmptyState icon={CalendarDays} title={NO_SCORERS_THIS_MONTH} />
        ) : (
          <RankingList
            strikers={ranking.allStrikersScorersCurrentMonth}
            label="Artilheiros do mês atual"
            ownCompanyPlayerId={ownId}
          />
        )}
      </TabsContent>
      <TabsContent value="craques">
        <CraquesPanel ownCompanyPlayerId={ownId} />
      </TabsContent>
    </Tabs>
  )
}
