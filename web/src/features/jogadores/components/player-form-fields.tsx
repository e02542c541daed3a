import { Controller, type UseFormReturn } from 'react-hook-form'
import { playerTypeLabels, playerTypes, type Role } from '@bidfut/domain/contracts/enums'
import { MAX_SKILL, MIN_SKILL } from '@bidfut/domain/constants'
import { FavoriteTeamSelect } from '@/components/favorite-team-select'
import { fieldA11y, FormField } from '@/components/form-field'
import { PhoneInput } from '@/components/phone-input'
import { PositionOptions } from '@/components/position-options'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useSession } from '@/lib/session-store'
import type { PlayerFormValues } from '../player-form'

const roleOptions: { value: Role; label: string }[] = [
  { value: 'administrator', label: 'Administrador' },
  { value: 'manager', label: 'Gerente' },
  { value: 'member', label: 'Membro' },
  { value: 'editor', label: 'Editor' },
]

const skillOptions = Array.from({ length: MAX_SKILL - MIN_SKILL + 1 }, (_, i) => MIN_SKILL + i)

/** The fields shared by 'Adicionar' and 'Editar'; personal data can be locked once activated. */
export function PlayerFormFields({
  form,
  idPrefix,
  lockPersonal = false,
}: {
  form: UseFormReturn<PlayerFormValues>
  idPrefix: string
  lockPersonal?: boolean
}) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form
  const session = useSession()
  const id = (name: keyof PlayerFormValues) => `${idPrefix}-${name}`
  const a11y = (name: keyof PlayerFormValues) => fieldA11y(id(name), errors[name]?.message)
  // Only an administrator grants the administrator role; the server refuses it otherwise.
  const canGrantAdmin = session?.role === 'administrator' || watch('role') === 'administrator'

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={id('fullName')}
        label="Nome completo"
        error={errors.fullName?.message}
        className="sm:col-span-2"
      >
        <Input
          {...a11y('fullName')}
          autoComplete="off"
          readOnly={lockPersonal}
          {...register('fullName')}
        />
      </FormField>
      <FormField id={id('email')} label="Email" error={errors.email?.message}>
        <Input
          {...a11y('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          readOnly={lockPersonal}
          {...register('email')}
        />
      </FormField>
      <FormField id={id('birthDate')} label="Data de nascimento" error={errors.birthDate?.message}>
        <Input
          {...a11y('birthDate')}
          type="date"
          readOnly={lockPersonal}
          {...register('birthDate')}
        />
      </FormField>
      <FormField id={id('phone')} label="Telefone" error={errors.phone?.message}>
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
              readOnly={lockPersonal}
              autoComplete="off"
            />
          )}
        />
      </FormField>
      <FormField
        id={id('favoriteTeam')}
        label="Time do coração"
        error={errors.favoriteTeam?.message}
      >
        {lockPersonal ? (
          <Input {...a11y('favoriteTeam')} readOnly value={watch('favoriteTeam') || 'Nenhum'} />
        ) : (
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
        )}
      </FormField>
      <FormField id={id('nickname')} label="Apelido" error={errors.nickname?.message}>
        <Input {...a11y('nickname')} autoComplete="off" {...register('nickname')} />
      </FormField>
      <FormField id={id('playerPosition')} label="Posição" error={errors.playerPosition?.message}>
        <NativeSelect {...a11y('playerPosition')} {...register('playerPosition')}>
          <PositionOptions />
        </NativeSelect>
      </FormField>
      <FormField
        id={id('skillLevel')}
        label="Habilidade (1 a 10)"
        error={errors.skillLevel?.message}
      >
        <NativeSelect {...a11y('skillLevel')} {...register('skillLevel')}>
          <option value="">Selecione</option>
          {skillOptions.map((skill) => (
            <option key={skill} value={String(skill)}>
              {skill}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id('typePlayer')} label="Tipo do cadastro" error={errors.typePlayer?.message}>
        <NativeSelect {...a11y('typePlayer')} {...register('typePlayer')}>
          <option value="">Selecione</option>
          {playerTypes.map((type) => (
            <option key={type} value={type}>
              {playerTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id('status')} label="Status" error={errors.status?.message}>
        <NativeSelect {...a11y('status')} {...register('status')}>
          <option value="">Selecione</option>
          <option value="1">Ativo</option>
          <option value="0">Inativo</option>
        </NativeSelect>
      </FormField>
      <FormField id={id('role')} label="Perfil de acesso" error={errors.role?.message}>
        <NativeSelect {...a11y('role')} {...register('role')}>
          <option value="">Selecione</option>
          {roleOptions.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.value === 'administrator' && !canGrantAdmin}
            >
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  )
}
