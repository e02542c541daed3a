import { useState } from 'react'
import { Landmark } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { pspConnectSchema, type PspStatus, type PspTestResult } from '@bidfut/domain/contracts/pix'
import { BusyButton } from '@/components/busy-button'
import {
  fieldA11y,
  fieldPropsFor,
  FormField,
  InputField,
  SelectField,
} from '@/components/form-field'
import { LoadErrorAlert } from '@/components/query-status'
import { Card, CardContent } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useConnectPsp } from '../api/connect-psp'
import { useDisconnectPsp } from '../api/disconnect-psp'
import { PSP_LOAD_ERROR, usePspStatus } from '../api/get-psp-status'
import { useTestPsp } from '../api/test-psp'
import { SettingsSection } from './settings-section'
import { SettingsSkeleton } from './settings-skeleton'

type Values = { provider: string; clientId: string; clientSecret: string; certificate: string }

export const PSP_CONNECTED = 'Banco conectado. As cobranças passam a mostrar o Pix do banco.'

function ConnectForm({ providers }: { providers: string[] }) {
  const form = useForm<Values>({
    defaultValues: {
      provider: providers[0] ?? '',
      clientId: '',
      clientSecret: '',
      certificate: '',
    },
  })
  const { register, setError, clearErrors, formState } = form
  const field = fieldPropsFor('psp', formState.errors)
  const connect = useConnectPsp()
  const onSubmit = form.handleSubmit(async (values) => {
    clearErrors()
    const parsed = pspConnectSchema.safeParse(values)
    if (!parsed.success) return showValidationErrors(setError, parsed.error)
    try {
      await connect.mutateAsync(parsed.data)
      toast.success(PSP_CONNECTED)
    } catch (error) {
      showServerFieldErrors(setError, error, values)
      toast.error('Erro ao conectar o banco', { description: errorMessage(error) })
    }
  })
  const certificate = field('certificate')
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <SelectField
        {...field('provider')}
        label="Banco (endereço da API Pix)"
        {...register('provider')}
      >
        {providers.map((provider) => (
          <option key={provider} value={provider}>
            {provider}
          </option>
        ))}
      </SelectField>
      <InputField
        {...field('clientId')}
        label="Client ID"
        autoComplete="off"
        maxLength={500}
        {...register('clientId')}
      />
      <InputField
        {...field('clientSecret')}
        label="Client secret"
        type="password"
        autoComplete="off"
        maxLength={500}
        {...register('clientSecret')}
      />
      <FormField
        id={certificate.id}
        label="Certificado (só se o banco pedir)"
        error={certificate.error}
        hint="O certificado e a chave privada em PEM, como o banco entregou."
      >
        <textarea
          {...fieldA11y(certificate.id, certificate.error, 'hint')}
          rows={3}
          spellCheck={false}
          className="w-full rounded-md border bg-transparent p-2 font-mono text-xs"
          {...register('certificate')}
        />
      </FormField>
      <div className="flex flex-col sm:flex-row sm:justify-end">
        <BusyButton type="submit" busy={connect.isPending} busyLabel="Conectando...">
          Conectar banco
        </BusyButton>
      </div>
    </form>
  )
}

function Connected({ connection }: { connection: NonNullable<PspStatus['connection']> }) {
  const test = useTestPsp()
  const disconnect = useDisconnectPsp()
  const [result, setResult] = useState<PspTestResult | null>(null)
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Conectado a <span className="font-medium break-all">{connection.provider}</span>. Cada
        cobrança mostra o Pix do banco, e o pagamento aparece como pago sozinho, em segundos.
      </p>
      <p className="text-xs break-all text-muted-foreground">Webhook: {connection.webhookUrl}</p>
      {result ? (
        <p
          role="status"
          className={result.ok ? 'text-sm text-primary' : 'text-sm text-destructive'}
        >
          {result.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <BusyButton
          type="button"
          variant="outline"
          busy={test.isPending}
          busyLabel="Testando..."
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: setResult,
              onError: (error) => setResult({ ok: false, message: errorMessage(error) }),
            })
          }
        >
          Testar conexão
        </BusyButton>
        <BusyButton
          type="button"
          variant="outline"
          busy={disconnect.isPending}
          busyLabel="Desconectando..."
          onClick={() =>
            disconnect.mutate(undefined, {
              onError: (error) =>
                toast.error('Erro ao desconectar', { description: errorMessage(error) }),
            })
          }
        >
          Desconectar
        </BusyButton>
      </div>
    </div>
  )
}

/** 'Conta Pix do banco' (ADR 052): the group's PSP, connected by an administrator. */
export function PspCard({ className }: { className?: string }) {
  const status = usePspStatus()
  if (status.isPending) return <SettingsSkeleton />
  if (status.isError) {
    return (
      <LoadErrorAlert
        title={PSP_LOAD_ERROR}
        message={errorMessage(status.error)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    )
  }
  const { available, providers, connection } = status.data
  return (
    <Card className={className}>
      <CardContent className="pt-4 sm:pt-6">
        <SettingsSection id="psp" title="Conta Pix do banco" icon={Landmark}>
          <p className="text-sm text-muted-foreground">
            Conecte a conta Pix da pelada no banco (API Pix do Banco Central) e cada cobrança ganha
            um Pix próprio: quem paga aparece como pago sem ninguém conferir o extrato.
          </p>
          {connection ? (
            <Connected connection={connection} />
          ) : available ? (
            <ConnectForm providers={providers} />
          ) : (
            <p className="text-sm">
              Este servidor ainda não guarda credenciais de banco. Fale com quem administra o
              Bidfut.
            </p>
          )}
        </SettingsSection>
      </CardContent>
    </Card>
  )
}
