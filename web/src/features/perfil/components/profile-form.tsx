import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { Profile } from '@bidfut/domain/contracts/accounts'
import { profileUpdateSchema } from '@bidfut/domain/contracts/profile'
import { BusyButton } from '@/components/busy-button'
import { FavoriteTeamField } from '@/components/favorite-team-select'
import {
  EmailField,
  fieldPropsFor,
  InputField,
  PasswordField,
  SelectField,
} from '@/components/form-field'
import { PhoneField } from '@/components/phone-input'
import { PositionOptions } from '@/components/position-options'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useUpdateProfile } from '../api/update-profile'
import {
  firstPasswordProblem,
  profileFormFromProfile,
  profileInputFromForm,
  type ProfileFormValues,
} from '../profile-form-values'
import { ProfileSection } from './profile-section'

/** Edit mode of 'Meu Perfil': personal data, email and an optional password change. */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const form = useForm<ProfileFormValues>({ defaultValues: profileFormFromProfile(profile) })
  const {
    register,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = form
  const update = useUpdateProfile()
  const field = fieldPropsFor('profile', errors)

  const onSubmit = form.handleSubmit(async (values) => {
    clearErrors()
    const parsed = profileUpdateSchema.safeParse(profileInputFromForm(values))
    if (!parsed.success) {
      showValidationErrors(setError, parsed.error, firstPasswordProblem(parsed.error))
      return
    }
    try {
      await update.mutateAsync({ ...parsed.data, nickname: profile.nickname })
      toast.success('Perfil atualizado!')
      onDone()
    } catch (error) {
      showServerFieldErrors(setError, error)
      toast.error('Erro ao atualizar perfil', { description: errorMessage(error) })
    }
  })

  return (
    <form id="profile-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <ProfileSection titleId="profile-personal-title" title="Dados pessoais">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('fullName')}
            label="Nome completo"
            autoComplete="name"
            {...register('fullName')}
          />
          <InputField
            id="profile-nickname"
            label="Apelido"
            hint="O apelido é definido pelo organizador da pelada."
            readOnly
            value={profile.nickname ?? ''}
          />
          <PhoneField {...field('phone')} control={control} name="phone" />
          <InputField
            {...field('birthDate')}
            label="Data de nascimento"
            type="date"
            autoComplete="bday"
            {...register('birthDate')}
          />
          <FavoriteTeamField {...field('favoriteTeam')} control={control} name="favoriteTeam" />
          <SelectField {...field('playerPosition')} label="Posição" {...register('playerPosition')}>
            <PositionOptions placeholder="Não informado" />
          </SelectField>
        </div>
      </ProfileSection>

      <ProfileSection titleId="profile-account-title" title="Acesso" divided>
        <EmailField {...field('email')} {...register('email')} />
        <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
          <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
            <KeyRound aria-hidden="true" className="size-4 text-primary" />
            Alterar senha
          </legend>
          <p className="text-sm text-muted-foreground">
            Preencha apenas se quiser trocar a senha. A nova senha precisa ter pelo menos 6
            caracteres.
          </p>
          <PasswordField
            {...field('password')}
            label="Senha atual"
            autoComplete="current-password"
            {...register('password')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              {...field('newPassword')}
              label="Nova senha"
              {...register('newPassword')}
            />
            <PasswordField
              {...field('confirmNewPassword')}
              label="Confirmar nova senha"
              {...register('confirmNewPassword')}
            />
          </div>
        </fieldset>
      </ProfileSection>

      <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
        <BusyButton type="submit" busy={update.isPending} busyLabel="Salvando...">
          Salvar
        </BusyButton>
      </div>
    </form>
  )
}
