import { KeyRound } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { Profile } from '@bidfut/domain/contracts/accounts'
import { profileUpdateSchema } from '@bidfut/domain/contracts/profile'
import { FavoriteTeamSelect } from '@/components/favorite-team-select'
import { fieldA11y, FormField } from '@/components/form-field'
import { PhoneInput } from '@/components/phone-input'
import { PositionOptions } from '@/components/position-options'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useUpdateProfile } from '../api/update-profile'
import {
  firstPasswordProblem,
  profileFormFromProfile,
  profileInputFromForm,
  type ProfileFormValues,
} from '../profile-form-values'

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
  const a11y = (name: keyof ProfileFormValues) =>
    fieldA11y(`profile-${name}`, errors[name]?.message)

  const onSubmit = form.handleSubmit(async (values) => {
    clearErrors()
    const parsed = profileUpdateSchema.safeParse(profileInputFromForm(values))
    if (!parsed.success) {
      const seen = new Set<string>()
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof ProfileFormValues
        if (seen.has(field)) continue
        seen.add(field)
        setError(field, { message: issue.message }, { shouldFocus: seen.size === 1 })
      }
      const password = firstPasswordProblem(parsed.error)
      if (password) toast.error(password.title, { description: password.description })
      else toast.error('Erro de validação', { description: parsed.error.issues[0]?.message })
      return
    }
    try {
      await update.mutateAsync({ ...parsed.data, nickname: profile.nickname })
      toast.success('Perfil atualizado!')
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as keyof ProfileFormValues, { message })
        }
      }
      toast.error('Erro ao atualizar perfil', { description: errorMessage(error) })
    }
  })

  return (
    <form id="profile-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <section aria-labelledby="profile-personal-title" className="flex flex-col gap-4">
        <h2 id="profile-personal-title" className="text-lg font-semibold">
          Dados pessoais
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="profile-fullName" label="Nome completo" error={errors.fullName?.message}>
            <Input {...a11y('fullName')} autoComplete="name" {...register('fullName')} />
          </FormField>
          <FormField
            id="profile-nickname"
            label="Apelido"
            hint="O apelido é definido pelo organizador da pelada."
          >
            <Input id="profile-nickname" readOnly value={profile.nickname ?? ''} />
          </FormField>
          <FormField id="profile-phone" label="Telefone" error={errors.phone?.message}>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  {...a11y('phone')}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
          <FormField
            id="profile-birthDate"
            label="Data de nascimento"
            error={errors.birthDate?.message}
          >
            <Input
              {...a11y('birthDate')}
              type="date"
              autoComplete="bday"
              {...register('birthDate')}
            />
          </FormField>
          <FormField
            id="profile-favoriteTeam"
            label="Time do coração"
            error={errors.favoriteTeam?.message}
          >
            <Controller
              control={control}
              name="favoriteTeam"
              render={({ field }) => (
                <FavoriteTeamSelect
                  {...a11y('favoriteTeam')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
          <FormField
            id="profile-playerPosition"
            label="Posição"
            error={errors.playerPosition?.message}
          >
            <NativeSelect {...a11y('playerPosition')} {...register('playerPosition')}>
              <PositionOptions placeholder="Não informado" />
            </NativeSelect>
          </FormField>
        </div>
      </section>

      <section
        aria-labelledby="profile-account-title"
        className="flex flex-col gap-4 border-t pt-6"
      >
        <h2 id="profile-account-title" className="text-lg font-semibold">
          Acesso
        </h2>
        <FormField id="profile-email" label="Email" error={errors.email?.message}>
          <Input
            {...a11y('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
        </FormField>
        <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
          <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
            <KeyRound aria-hidden="true" className="size-4 text-primary" />
            Alterar senha
          </legend>
          <p className="text-sm text-muted-foreground">
            Preencha apenas se quiser trocar a senha. A nova senha precisa ter pelo menos 6
            caracteres.
          </p>
          <FormField id="profile-password" label="Senha atual" error={errors.password?.message}>
            <Input
              {...a11y('password')}
              type="password"
              autoComplete="current-password"
              {...register('password')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="profile-newPassword"
              label="Nova senha"
              error={errors.newPassword?.message}
            >
              <Input
                {...a11y('newPassword')}
                type="password"
                autoComplete="new-password"
                {...register('newPassword')}
              />
            </FormField>
            <FormField
              id="profile-confirmNewPassword"
              label="Confirmar nova senha"
              error={errors.confirmNewPassword?.message}
            >
              <Input
                {...a11y('confirmNewPassword')}
                type="password"
                autoComplete="new-password"
                {...register('confirmNewPassword')}
              />
            </FormField>
          </div>
        </fieldset>
      </section>

      <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  )
}
