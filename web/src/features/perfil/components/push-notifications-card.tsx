import { BellRing } from 'lucide-react'
import {
  organiserPushKinds,
  pushKindLabels,
  pushKinds,
  type PushKind,
} from '@bidfut/domain/contracts/push'
import { isOrganiser } from '@bidfut/domain/contracts/enums'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { pushSupport } from '@/lib/push-device'
import { useSession } from '@/lib/session-store'
import { usePushDevice, useSavePushDevice } from '../api/push-notifications'

export const PUSH_LABEL = 'Notificações neste aparelho'
const HINT = 'Avisos na hora, mesmo com o app fechado. Cada aparelho tem a sua escolha.'
const UNSUPPORTED: Record<'iphone-needs-install' | 'unsupported', string> = {
  'iphone-needs-install':
    "No iPhone, as notificações chegam ao app instalado: adicione o Bidfut à Tela de Início (menu do usuário, 'Instalar o app') e abra-o por lá.",
  unsupported: 'Este navegador não recebe notificações.',
}

/**
 * 'Notificações neste aparelho' (ADR 041): one switch for this browser, then one per kind. The
 * browser asks for permission only after the person turns the first switch on.
 */
export function PushNotificationsCard({ className }: { className?: string }) {
  const session = useSession()
  const device = usePushDevice()
  const save = useSavePushDevice()
  const support = pushSupport()
  const kinds = pushKinds.filter(
    (kind) => !organiserPushKinds.includes(kind) || (session && isOrganiser(session.role)),
  )
  const on = device.data?.subscribed ?? false
  const chosen = device.data?.kinds ?? []
  const toggleKind = (kind: PushKind, checked: boolean) =>
    save.mutate(checked ? [...chosen, kind] : chosen.filter((k) => k !== kind))

  return (
    <Card className={className}>
      <CardContent className="flex flex-col gap-3 pt-4 sm:pt-6">
        <div className="flex items-start gap-3">
          <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor="push-device" className="text-base leading-snug">
              {PUSH_LABEL}
            </Label>
            <p id="push-device-hint" className="text-sm text-muted-foreground">
              {support === 'supported' ? HINT : UNSUPPORTED[support]}
            </p>
            {device.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
                <span className="text-destructive">
                  Não foi possível carregar as notificações deste aparelho.
                </span>
                <Button variant="outline" size="sm" onClick={() => void device.refetch()}>
                  Tentar novamente
                </Button>
              </div>
            ) : null}
          </div>
          {support !== 'supported' ? null : device.isPending ? (
            <Skeleton className="h-6 w-11 shrink-0 rounded-full" />
          ) : (
            <Switch
              id="push-device"
              aria-describedby="push-device-hint"
              checked={on}
              disabled={!device.data || save.isPending}
              onCheckedChange={(checked) => save.mutate(checked ? kinds : null)}
            />
          )}
        </div>
        {on ? (
          <fieldset className="grid gap-2 border-t pt-3">
            <legend className="sr-only">Quais avisos</legend>
            {kinds.map((kind) => (
              <div key={kind} className="flex items-center justify-between gap-3">
                <Label htmlFor={`push-${kind}`} className="font-normal">
                  {pushKindLabels[kind]}
                </Label>
                <Switch
                  id={`push-${kind}`}
                  checked={chosen.includes(kind)}
                  disabled={save.isPending}
                  onCheckedChange={(checked) => toggleKind(kind, checked)}
                />
              </div>
            ))}
          </fieldset>
        ) : null}
      </CardContent>
    </Card>
  )
}
