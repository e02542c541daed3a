import { Receipt } from 'lucide-react'
import { Link } from 'react-router'
import { chargeBalance } from '@bidfut/domain/rules/charge-balance'
import { formatCents } from '@bidfut/domain/rules/money'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { useMyCharges } from '@/lib/my-charges'

/**
 * 'Minhas cobranças' on /dashboard, only while something is open: how much, and the way to the
 * Pix on /perfil. Nothing at all otherwise, loading and errors included: /perfil shows those.
 */
export function OpenChargesCard() {
  const charges = useMyCharges()
  const open = charges.data?.charges.filter((charge) => charge.status === 'open') ?? []
  const reported = charges.data?.charges.filter((charge) => charge.status === 'reported') ?? []
  if (open.length === 0) return null
  const total = open.reduce((sum, charge) => sum + chargeBalance(charge).leftCents, 0)
  const overdue = open.some((charge) => charge.overdue)
  return (
    <Card aria-labelledby="open-charges-title">
      <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div className="flex items-start gap-3">
          <Receipt aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h2 id="open-charges-title" className="font-semibold">
              Minhas cobranças
            </h2>
            <p className="text-sm text-muted-foreground">
              {open.length === 1 ? '1 cobrança em aberto' : `${open.length} cobranças em aberto`}:{' '}
              <strong className="whitespace-nowrap text-foreground tabular-nums">
                {formatCents(total)}
              </strong>
              {overdue ? ' (com atraso)' : ''}
              {reported.length > 0 ? '. Pagamentos informados aguardam confirmação.' : ''}
            </p>
          </div>
        </div>
        <Button asChild>
          <Link to="/perfil#minhas-cobrancas">Pagar com Pix</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
