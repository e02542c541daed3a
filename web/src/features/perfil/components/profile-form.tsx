import { KeyRound } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import type { Profile } from '@bidfut/domain/contracts/accounts'
import { profileUpdateSchemaFor } from '@bidfut/domain/contracts/profile'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
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
import { ApiError } from '@/lib/api-error'
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

const EMAIL_CHANGE_HINT =
  'Para alterar o email, confirme com sua senha atual. Enviaremos um link para o novo endereço.'
const EMAIL_CHANGE_NEEDS_PASSWORD = 'Para alterar o email, informe sua senha atual.'

function isEmailChange(current: string | null, typed: string): boolean {
  const next = typed.trim().toLowerCase()
  return next !== '' && next !== (current ?? '').trim().toLowerCase()
}

/**
 * Edit mode of 'Meu Perfil': personal data, email and an optional password change. `onDone`
 * gets the server's message when a new email waits for confirmation, so the page can keep it
 * in view after the toast is gone.
 */
export function ProfileForm({
  profile,
  onDone,
}: {
  profile: Profile
  onDone: (emailChangeNotice?: string) => void
}) {
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
  const typedEmail = useWatch({ control, name: 'email' })
  // An account without a password (ADR 049) proves itself with its session: no current one.
  const emailChanged = isEmailChange(profile.email, typedEmail) && profile.hasPassword

  const onSubmit = form.handleSubmit(async (values) => {
    clearErrors()
    const parsed = profileUpdateSchemaFor(profile).safeParse(profileInputFromForm(values))
    if (!parsed.success) {
      showValidationErrors(setError, parsed.error, firstPasswordProblem(parsed.error))
      return
    }
    const changingEmail = isEmailChange(profile.email, values.email)
    if (changingEmail && profile.hasPassword && !values.password) {
      setError('password', { message: EMAIL_CHANGE_NEEDS_PASSWORD }, { shouldFocus: true })
      toast.error('Senha atual obrigatória', { description: EMAIL_CHANGE_NEEDS_PASSWORD })
      return
    }
    try {
      const response = await update.mutateAsync({ ...parsed.data, nickname: profile.nickname })
      toast.success(response.message)
      onDone(changingEmail ? response.message : undefined)
    } catch (error) {
      showServerFieldErrors(setError, error)
      // 409: the new email belongs to another account.
      if (error instanceof ApiError && error.status === 409) {
        setError('email', { message: errorMessage(error) }, { shouldFocus: true })
      }
      toast.error('Erro ao atualizar perfil', { description: errorMessage(error) })
    }
  })

  const currentPassword = (
    <PasswordField
      {...field('password')}
      label="Senha atual"
      autoComplete="current-password"
      {...register('password')}
    />
  )

  return (
    <form id="profile-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <ProfileSection titleId="profile-personal-title" title="Dados pessoais">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('fullName')}
            label="Nome completo"
            autoComplete="name"
            maxLength={TEXT_MAX.fullName}
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
        <EmailField
          {...field('email')}
          hint={emailChanged ? EMAIL_CHANGE_HINT : undefined}
          {...register('email')}
        />
        {/* A new email needs the current password too, so the field moves up beside it. */}
        {emailChanged ? currentPassword : null}
        <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
          <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
            <KeyRound aria-hidden="true" className="size-4 text-primary" />
            {profile.hasPassword ? 'Alterar senha' : 'Criar senha'}
          </legend>
          <p className="text-sm text-muted-foreground">
            {profile.hasPassword
              ? 'Preencha apenas se quiser trocar a senha.'
              : 'Você entra sem senha. Crie uma apenas se quiser entrar também com email e senha.'}{' '}
            A nova senha precisa ter pelo menos 6 caracteres.
            {emailChanged ? ' A senha atual é a que você informou acima.' : null}
          </p>
          {emailChanged || !profile.hasPassword ? null : currentPassword}
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
        <Button
          type="button"
          variant="outline"
          onClick={() => onDone()}
          disabled={update.isPending}
        >
          Cancelar
        </Button>
        <BusyButton type="submit" busy={update.isPending} busyLabel="Salvando...">
          Salvar
        </BusyButton>
      </div>
    </form>
  )
}
