import { useState } from 'react'
import { toast } from 'sonner'
import type { BidScheduleResponse, ScheduledDate } from '@bidfut/domain/contracts/bid-schedule'
import { BusyButton } from '@/components/busy-button'
import { InputField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { useSkipScheduleDate } from '../api/skip-schedule-date'
import { useUnskipScheduleDate } from '../api/unskip-schedule-date'

const SHORT_DAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']
/** '2030-12-03T20:00:00' → 'qui, 03/12 às 20:00' */
function shortDateTime(local: string) {
  const weekday = new Date(`${local.slice(0, 10)}T12:00:00Z`).getUTCDay()
  return `${SHORT_DAYS[weekday]}, ${local.slice(8, 10)}/${local.slice(5, 7)} às ${local.slice(11, 16)}`
}
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`

/**
 * The agenda's next openings, each skippable with an optional reason, and the dates already
 * skipped, each with 'Desfazer'.
 */
export function ScheduleDates({
  openings,
  several,
  skipped,
}: {
  openings: ScheduledDate[]
  /** The group has several weekly games: each opening names its game. */
  several: boolean
  skipped: BidScheduleResponse['skipped']
}) {
  const skip = useSkipScheduleDate()
  const unskip = useUnskipScheduleDate()
  const [skipping, setSkipping] = useState<string | null>(null)
  const [reason, setReason] = useState('')

  async function confirmSkip(localDate: string) {
    try {
      await skip.mutateAsync({ localDate, reason: reason.trim() || null })
      setSkipping(null)
      setReason('')
    } catch (error) {
      toast.error('Erro ao pular a data', { description: errorMessage(error) })
    }
  }

  return (
    <>
      {openings.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-md bg-muted p-3 text-sm" aria-live="polite">
          <p className="text-muted-foreground">Próximas aberturas:</p>
          <ul className="flex flex-col gap-2">
            {openings.map((game) => (
              <li key={game.localDate} className="flex flex-col gap-1">
                <span>
                  Jogo {shortDateTime(game.gameAt)} — abre {shortDateTime(game.opensAt)}
                </span>
                {several ? <span className="text-muted-foreground">{game.label}</span> : null}
                {skipping === game.localDate ? (
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                    <InputField
                      id={`schedule-skip-reason-${game.localDate}`}
                      label={`Motivo para pular ${dayMonth(game.localDate)} (opcional)`}
                      placeholder="Ex.: feriado"
                      maxLength={80}
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                    />
                    <div className="flex gap-2">
                      <BusyButton
                        type="button"
                        variant="destructive"
                        busy={skip.isPending}
                        busyLabel="Pulando..."
                        onClick={() => void confirmSkip(game.localDate)}
                      >
                        Pular {dayMonth(game.localDate)}
                      </BusyButton>
                      <Button type="button" variant="outline" onClick={() => setSkipping(null)}>
                        Voltar
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="self-start"
                    onClick={() => {
                      setSkipping(game.localDate)
                      setReason('')
                    }}
                  >
                    Pular {dayMonth(game.localDate)}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {skipped.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm" aria-label="Datas puladas">
          {skipped.map((date) => (
            <li key={date.localDate} className="flex items-center justify-between gap-2">
              <span>
                Pulado: {dayMonth(date.localDate)}
                {date.reason ? ` — ${date.reason}` : ''}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={unskip.isPending}
                onClick={() => unskip.mutate(date.localDate)}
              >
                Desfazer
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
