import { useState, useSyncExternalStore } from 'react'
import { Fingerprint } from 'lucide-react'
import { toast } from 'sonner'
import { BusyButton } from '@/components/busy-button'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAddPasskey, usePasskeys } from '@/lib/account-passkeys'
import { errorMessage } from '@/lib/error-message'
import { defaultPasskeyName, passkeysSupported } from '@/lib/passkey-browser'
import { useSession } from '@/lib/session-store'

const dismissedKey = (playerId: number) => `bidfut-passkey-offer-dismissed:${playerId}`
const noChanges = () => () => {}

/**
 * 'Criar chave de acesso' after a sign-in (ADR 049): while the account has no passkey and this
 * browser can make one, one tap makes the next sign-in a fingerprint. 'Agora não' is this
 * device's choice, kept on it; /perfil still offers it.
 */
export function PasskeyOfferCard() {
  const session = useSession()
  // The dashboard is drawn at build time too, where no browser answers: nothing then.
  const supported = useSyncExternalStore(noChanges, passkeysSupported, () => false)
  const key = session ? dismissedKey(session.id) : ''
  const dismissedBefore = useSyncExternalStore(
    noChanges,
    () => key !== '' && localStorage.getItem(key) !== null,
    () => true,
  )
  const [dismissed, setDismissed] = useState(false)
  const passkeys = usePasskeys(supported && !dismissedBefore)
  const add = useAddPasskey()
  if (!supported || dismissedBefore || dismissed || passkeys.data?.length !== 0) return null

  const dismiss = () => {
    localStorage.setItem(key, new Date().toISOString())
    setDismissed(true)
  }
  return (
    <Card role="region" aria-labelledby="passkey-offer-title" className="border-primary/40">
      <CardHeader>
        <CardTitle id="passkey-offer-title" className="flex items-center gap-2 text-base">
          <Fingerprint aria-hidden="true" className="size-5 text-primary" />
          Entre mais rápido da próxima vez
        </CardTitle>
        <CardDescription>
          Crie uma chave de acesso: você entra com a digital, o rosto ou o PIN deste aparelho, sem
          senha e sem esperar email.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={dismiss}>
          Agora não
        </Button>
        <BusyButton
          busy={add.isPending}
          busyLabel="Criando..."
          onClick={() =>
            add.mutate(defaultPasskeyName(), {
              onSuccess: () => toast.success('Chave de acesso criada!'),
              onError: (error) =>
                toast.error('Erro ao criar chave de acesso', { description: errorMessage(error) }),
            })
          }
        >
          <Fingerprint aria-hidden="true" />
          Criar chave de acesso
        </BusyButton>
      </CardContent>
    </Card>
  )
}
