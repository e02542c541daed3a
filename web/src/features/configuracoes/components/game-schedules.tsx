import { useState } from 'react'
import { CalendarDays, Plus } from 'lucide-react'
import { toast } from 'sonner'
import type { BidScheduleResponse } from '@bidfut/domain/contracts/bid-schedule'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { useRemoveGameSchedule } from '../api/remove-game-schedule'
import { GameForm } from './game-form'
import { ScheduleDates } from './schedule-dates'
import { SettingsSection } from './settings-section'

/**
 * 'Jogos da semana' (ADR 057): the group's weekly games ('Terça 21:00 — Quadra Coberta'), each
 * changed or removed on its own, a new one added, and the next openings of all of them.
 */
export function GameSchedules({ schedule }: { schedule: BidScheduleResponse }) {
  // The game being edited: its id, 'new', or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const remove = useRemoveGameSchedule()
  const done = () => setEditing(null)

  async function removeGame(id: number) {
    try {
      await remove.mutateAsync(id)
    } catch (error) {
      toast.error('Erro ao tirar o jogo da agenda', { description: errorMessage(error) })
    }
  }

  return (
    <SettingsSection id="schedule-games" title="Jogos da semana" icon={CalendarDays} divided>
      {schedule.schedules.length === 0 && editing !== 'new' ? (
        <p className="text-sm text-muted-foreground">
          Nenhum jogo na agenda. Adicione o dia, o horário e o local de cada jogo da semana.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Jogos da semana">
        {schedule.schedules.map((game) =>
          editing === game.id ? (
            <li key={game.id}>
              <GameForm game={game} onDone={done} />
            </li>
          ) : (
            <li
              key={game.id}
              className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col">
                <span className="font-medium break-words">{game.label}</span>
                <span className="text-sm text-muted-foreground">{game.description}</span>
              </div>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Editar ${game.label}`}
                  onClick={() => setEditing(game.id)}
                >
                  Editar
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remover ${game.label}`}
                  disabled={remove.isPending}
                  onClick={() => void removeGame(game.id)}
                >
                  Remover
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <GameForm game={null} onDone={done} />
      ) : (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => setEditing('new')}
        >
          <Plus aria-hidden="true" />
          Adicionar jogo
        </Button>
      )}
      <ScheduleDates
        openings={schedule.nextOpenings}
        several={schedule.schedules.length > 1}
        skipped={schedule.skipped}
      />
    </SettingsSection>
  )
}
