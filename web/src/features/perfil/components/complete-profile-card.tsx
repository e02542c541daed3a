import { UserRoundPen } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { Profile } from '@bidfut/domain/contracts/accounts'
import { completeProfileSchema } from '@bidfut/domain/contracts/profile'
import { BusyButton } from '@/components/busy-button'
import { fieldPropsFor, InputField, SelectField } from '@/components/form-field'
import { PhoneField } from '@/components/phone-input'
import { PositionOptions } from '@/components/position-options'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useUpdateProfile } from '../api/update-profile'

type Values = { phone: string; birthDate: string; playerPosition: string }

const MISSING: [keyof Values, string][] = [
  ['playerPosition', 'posição'],
  ['phone', 'telefone'],
  ['birthDate', 'data de nascimento'],
]

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`

/** What the profile still lacks of what the register asks: the short join left it for later. */
export function missingProfileFields(profile: Profile): string[] {
  return MISSING.filter(([field]) => !profile[field]).map(([, label]) => label)
}

/**
 * 'Complete seu cadastro' (ADR 049): a player who joined with just a name completes position,
 * phone and birth date here, with the activation form's messages ('Telefone é obrigatório'…).
 */
export function CompleteProfileCard({
  profile,
  className,
}: {
  profile: Profile
  className?: string
}) {
  const missing = missingProfileFields(profile)
  const { register, control, handleSubmit, setError, clearErrors, formState } = useForm<Values>({
    defaultValues: {
      phone: profile.phone ?? '',
      birthDate: profile.birthDate?.slice(0, 10) ?? '',
      playerPosition: profile.playerPosition ?? '',
    },
  })
  const field = fieldPropsFor('complete', formState.errors)
  const update = useUpdateProfile()
  if (missing.length === 0) return null

  const onSubmit = handleSubmit(async (values) => {
    clearErrors()
    const parsed = completeProfileSchema.safeParse(values)
    if (!parsed.success) return showValidationErrors(setError, parsed.error)
    try {
      await update.mutateAsync({
        fullName: profile.fullName,
        email: profile.email,
        favoriteTeam: profile.favoriteTeam,
        nickname: profile.nickname,
        ...parsed.data,
      })
      toast.success('Perfil atualizado!')
    } catch (error) {
      showServerFieldErrors(setError, error)
      toast.error('Erro ao atualizar perfil', { description: errorMessage(error) })
    }
  })

  return (
    <Card className={className} role="region" aria-labelledby="complete-profile-title">
      <CardHeader>
        <CardTitle id="complete-profile-title" className="flex items-center gap-2 text-base">
          <UserRoundPen aria-hidden="true" className="size-5 text-primary" />
          Complete seu cadastro
        </CardTitle>
        <CardDescription>
          Falta{missing.length > 1 ? 'm' : ''} {list(missing)}. A organização usa esses dados para
          montar os times e falar com você.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              {...field('playerPosition')}
              label="Posição"
              {...register('playerPosition')}
            >
              <PositionOptions />
            </SelectField>
            <PhoneField {...field('phone')} control={control} name="phone" />
            <InputField
              {...field('birthDate')}
              label="Data de nascimento"
              type="date"
              autoComplete="bday"
              {...register('birthDate')}
            />
          </div>
          <BusyButton
            type="submit"
            className="self-end"
            busy={update.isPending}
            busyLabel="Salvando..."
          >
            Salvar
          </BusyButton>
        </form>
      </CardContent>
    </Card>
  )
}
