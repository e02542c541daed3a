import { useState } from 'react'
import { MessageCircle } from 'lucide-react'
import {
  whatsappNoticeLabels,
  whatsappNotices,
  type WhatsAppNotice,
} from '@bidfut/domain/contracts/whatsapp'
import { PhoneInput } from '@/components/phone-input'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { useUpdateWhatsAppSetting, useWhatsAppSetting } from '../api/whatsapp-setting'
import { PreferenceLoadError } from './preference-load-error'

export const WHATSAPP_LABEL = 'Receber avisos pelo WhatsApp'
const HINT =
  'BID aberto, lembretes e vagas chegam no seu WhatsApp, com botões para responder ali mesmo. Escreva SAIR na conversa para parar.'

/** '+5511987654321' as the field shows it: '11987654321' (the mask adds the rest). */
const national = (e164: string | null) => (e164 ?? '').replace(/^\+55/, '')

/**
 * 'Receber avisos pelo WhatsApp' (ADR 051): the person's own yes, with the number it goes to,
 * then one switch per kind of notice. Hidden where the server does not send WhatsApp.
 */
export function WhatsAppCard({
  profilePhone,
  className,
}: {
  profilePhone: string | null
  className?: string
}) {
  const setting = useWhatsAppSetting()
  const update = useUpdateWhatsAppSetting()
  const [phone, setPhone] = useState<string | null>(null)
  if (setting.data && !setting.data.available) return null
  const on = setting.data?.optIn ?? false
  const kindsOff = setting.data?.kindsOff ?? []
  const shownPhone = phone ?? (national(setting.data?.phone ?? null) || profilePhone || '')
  const toggleKind = (kind: WhatsAppNotice, checked: boolean) =>
    update.mutate({
      optIn: true,
      kindsOff: checked ? kindsOff.filter((k) => k !== kind) : [...kindsOff, kind],
    })

  return (
    <Card className={className}>
      <CardContent className="flex flex-col gap-3 pt-4 sm:pt-6">
        <div className="flex items-start gap-3">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor="whatsapp-opt-in" className="text-base leading-snug">
              {WHATSAPP_LABEL}
            </Label>
            <p id="whatsapp-hint" className="text-sm text-muted-foreground">
              {HINT}
            </p>
            {setting.isError ? (
              <PreferenceLoadError
                retrying={setting.isFetching}
                onRetry={() => void setting.refetch()}
              />
            ) : null}
          </div>
          {setting.isPending ? (
            <Skeleton className="h-6 w-11 shrink-0 rounded-full" />
          ) : (
            <Switch
              id="whatsapp-opt-in"
              aria-describedby="whatsapp-hint"
              checked={on}
              disabled={!setting.data || update.isPending}
              onCheckedChange={(optIn) =>
                update.mutate(optIn && shownPhone ? { optIn, phone: shownPhone } : { optIn })
              }
            />
          )}
        </div>
        {setting.data && !on ? (
          <div className="grid gap-1.5 border-t pt-3">
            <Label htmlFor="whatsapp-phone">Celular com WhatsApp</Label>
            <PhoneInput
              id="whatsapp-phone"
              name="whatsapp-phone"
              value={shownPhone}
              onChange={setPhone}
            />
          </div>
        ) : null}
        {on ? (
          <fieldset className="grid gap-2 border-t pt-3">
            <legend className="mb-1 text-sm text-muted-foreground">
              Avisos para {setting.data?.phone}
            </legend>
            {whatsappNotices.map((kind) => (
              <div key={kind} className="flex items-center justify-between gap-3">
                <Label htmlFor={`whatsapp-${kind}`} className="font-normal">
                  {whatsappNoticeLabels[kind]}
                </Label>
                <Switch
                  id={`whatsapp-${kind}`}
                  checked={!kindsOff.includes(kind)}
                  disabled={update.isPending}
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
