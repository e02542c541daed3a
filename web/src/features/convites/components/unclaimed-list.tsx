import { Hourglass, UserRound, UserPlus } from 'lucide-react'
import type { UnclaimedPlayer } from '@bidfut/domain/contracts/joining'
import { Button } from '@/components/ui/button'

/**
 * 'Você é um destes?': the group's players nobody has joined yet, by the name the group calls
 * them. A name someone else already claimed waits for the organiser and cannot be picked.
 */
export function UnclaimedList({
  players,
  onPick,
  onNotListed,
}: {
  players: UnclaimedPlayer[]
  onPick: (player: UnclaimedPlayer) => void
  onNotListed: () => void
}) {
  return (
    <section aria-labelledby="unclaimed-title" className="flex flex-col gap-3">
      {players.length > 0 ? (
        <>
          <h2 id="unclaimed-title" className="text-lg font-semibold">
            Você é um destes?
          </h2>
          <p className="text-sm text-muted-foreground">
            Toque no seu nome: o seu histórico e o seu lugar na pelada vêm junto.
          </p>
          <ul className="grid grid-cols-2 gap-2">
            {players.map((player) => (
              <li key={player.companyPlayerId} className="min-w-0">
                <Button
                  type="button"
                  variant="outline"
                  className="h-auto min-h-11 w-full justify-start py-2 text-left whitespace-normal"
                  disabled={player.waiting}
                  aria-describedby={
                    player.waiting ? `waiting-${player.companyPlayerId}` : undefined
                  }
                  onClick={() => onPick(player)}
                >
                  {player.waiting ? (
                    <Hourglass aria-hidden="true" />
                  ) : (
                    <UserRound aria-hidden="true" />
                  )}
                  <span className="min-w-0 break-words">
                    {player.nickname}
                    {player.waiting ? (
                      <span
                        id={`waiting-${player.companyPlayerId}`}
                        className="block text-xs font-normal text-muted-foreground"
                      >
                        Aguardando o organizador
                      </span>
                    ) : null}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <h2 id="unclaimed-title" className="text-lg font-semibold">
          Entre na pelada
        </h2>
      )}
      <Button
        type="button"
        size="lg"
        variant={players.length > 0 ? 'secondary' : 'default'}
        onClick={onNotListed}
      >
        <UserPlus aria-hidden="true" />
        {players.length > 0 ? 'Não estou na lista' : 'Entrar como novo jogador'}
      </Button>
    </section>
  )
}
