import { useEffect } from 'react'
import { Controller, type FieldValues } from 'react-hook-form'
import { toast } from 'sonner'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { fieldA11y, FormField, type ControlledFieldProps } from '@/components/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useBrazilianTeams } from '@/lib/brazilian-teams'
import { errorMessage } from '@/lib/error-message'

type FavoriteTeamSelectProps = {
  id: string
  value: string | null | undefined
  onChange: (value: string) => void
  onBlur?: () => void
  /** Public pages have no token: if the list is refused there, a text field takes its place. */
  publicPage?: boolean
  disabled?: boolean
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** Favourite club picker; the stored value is the club's name. */
export function FavoriteTeamSelect({
  value,
  onChange,
  publicPage = false,
  ...props
}: FavoriteTeamSelectProps) {
  const teams = useBrazilianTeams(!publicPage)

  useEffect(() => {
    if (!teams.isError || publicPage) return
    // One toast even when several pickers fail together.
    toast.error('Erro ao carregar times brasileiros', {
      id: 'brazilian-teams-error',
      description: errorMessage(teams.error),
    })
  }, [teams.isError, teams.error, publicPage])

  if (publicPage && teams.isError) {
    return (
      <Input
        {...props}
        value={value ?? ''}
        maxLength={TEXT_MAX.favoriteTeam}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    )
  }

  const list = teams.data ?? []
  const current = value ?? ''
  // A value stored before the list existed (or by slug) must still show and survive a save.
  const known = list.some((team) => team.name === current)
  const legacyLabel = list.find((team) => team.slug === current)?.name ?? current

  return (
    <NativeSelect
      {...props}
      value={current}
      aria-busy={teams.isPending || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{teams.isPending ? 'Carregando times...' : 'Nenhum'}</option>
      {current && !known ? <option value={current}>{legacyLabel}</option> : null}
      {list.map((team) => (
        <option key={team.slug} value={team.name}>
          {team.name}
        </option>
      ))}
    </NativeSelect>
  )
}

/** The 'Time do coração' field of a react-hook-form form; read-only shows the club as text. */
export function FavoriteTeamField<T extends FieldValues>({
  control,
  name,
  rules,
  id,
  error,
  publicPage,
  readOnly = false,
}: ControlledFieldProps<T> & { publicPage?: boolean; readOnly?: boolean }) {
  return (
    <FormField id={id} label="Time do coração" error={error}>
      <Controller
        control={control}
        name={name}
        rules={rules}
        render={({ field }) =>
          readOnly ? (
            <Input {...fieldA11y(id, error)} readOnly value={field.value || 'Nenhum'} />
          ) : (
            <FavoriteTeamSelect
              {...fieldA11y(id, error)}
              publicPage={publicPage}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )
        }
      />
    </FormField>
  )
}
