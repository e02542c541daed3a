import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

export function ConfirmedPlayersCard({ names }: { names: string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Confirmados ({names.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {names.length === 0 ? (
          <p className="text-muted-foreground">Nenhum jogador confirmado ainda.</p>
        ) : (
          <ol className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {names.map((name, index) => (
              <li key={`${index}-${name}`} className="flex min-w-0 gap-2 py-1">
                <span className="w-6 shrink-0 text-right text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
                <span className="min-w-0 break-words">{name}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
