import type { UseFormReturn } from 'react-hook-form'
import {
  canManageAdministrators,
  playerTypeLabels,
  playerTypes,
  roleLabels,
  type Role,
} from '@bidfut/domain/contracts/enums'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { FavoriteTeamField } from '@/components/favorite-team-select'
import { EmailField, fieldPropsFor, InputField, SelectField } from '@/components/form-field'
import { PhoneField } from '@/components/phone-input'
import { PositionOptions } from '@/components/position-options'
import { SkillOptions } from '@/components/skill-options'
import { useSession } from '@/lib/session-store'
import type { PlayerFormValues } from '../player-form'

const roleOptions = (
  ['administrator', 'manager', 'member', 'editor'] as const satisfies Role[]
).map((value) => ({ value, label: roleLabels[value] }))

/** The fields shared by 'Adicionar' and 'Editar'; personal data can be locked once activated. */
export function PlayerFormFields({
  form,
  idPrefix,
  lockPersonal = false,
  roleLockedBecause,
}: {
  form: UseFormReturn<PlayerFormValues>
  idPrefix: string
  lockPersonal?: boolean
  /** Why the access profile is shown read-only (e.g. it is the organiser's own record). */
  roleLockedBecause?: string
}) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form
  const session = useSession()
  const field = fieldPropsFor(idPrefix, errors)
  // Only an administrator grants the administrator role; the server refuses it otherwise.
  const canGrantAdmin = canManageAdministrators(session?.role) || watch('role') === 'administrator'

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        {...field('fullName')}
        label="Nome completo"
        className="sm:col-span-2"
        maxLength={TEXT_MAX.fullName}
        autoComplete="off"
        readOnly={lockPersonal}
        {...register('fullName')}
      />
      <EmailField
        {...field('email')}
        autoComplete="off"
        readOnly={lockPersonal}
        {...register('email')}
      />
      <InputField
        {...field('birthDate')}
        label="Data de nascimento"
        type="date"
        readOnly={lockPersonal}
        {...register('birthDate')}
      />
      <PhoneField
        {...field('phone')}
        control={control}
        name="phone"
        readOnly={lockPersonal}
        autoComplete="off"
      />
      <FavoriteTeamField
        {...field('favoriteTeam')}
        control={control}
        name="favoriteTeam"
        readOnly={lockPersonal}
      />
      <InputField
        {...field('nickname')}
        label="Apelido"
        autoComplete="off"
        maxLength={TEXT_MAX.nickname}
        {...register('nickname')}
      />
      <SelectField {...field('playerPosition')} label="Posição" {...register('playerPosition')}>
        <PositionOptions />
      </SelectField>
      <SelectField {...field('skillLevel')} label="Habilidade (1 a 10)" {...register('skillLevel')}>
        <SkillOptions placeholder="Selecione" />
      </SelectField>
      <SelectField {...field('typePlayer')} label="Tipo do cadastro" {...register('typePlayer')}>
        <option value="">Selecione</option>
        {playerTypes.map((type) => (
          <option key={type} value={type}>
            {playerTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <SelectField {...field('status')} label="Status" {...register('status')}>
        <option value="">Selecione</option>
        <option value="1">Ativo</option>
        <option value="0">Inativo</option>
      </SelectField>
      {roleLockedBecause ? (
        <InputField
          {...field('role')}
          label="Perfil de acesso"
          readOnly
          value={roleOptions.find((option) => option.value === watch('role'))?.label ?? ''}
          hint={roleLockedBecause}
        />
      ) : (
        <SelectField {...field('role')} label="Perfil de acesso" {...register('role')}>
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
        </SelectField>
      )}
    </div>
  )
}
