import { useState } from 'react'
import { BellRing, CloudSun, Link2, Users } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import {
  brazilianTimeZones,
  groupSettingsSchema,
  type GroupSettings,
} from '@bidfut/domain/contracts/group-settings'
import { MAX_SLOTS, MIN_SLOTS } from '@bidfut/domain/constants'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { BusyButton } from '@/components/busy-button'
import { fieldPropsFor, InputField, SelectField } from '@/components/form-field'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useUpdateGroupSettings } from '../api/update-group-settings'
import {
  brazilianTimeZoneOf,
  reminderHoursFromText,
  settingsFormFromSettings,
  type SettingsFormValues,
} from '../settings-form-values'
import { CityPicker } from './city-picker'
import { SettingsSection } from './settings-section'
import { SwitchRow } from './switch-row'

export const REMINDERS_LABEL = 'Enviar lembretes por email dois dias antes do jogo'
export const LINK_PREVIEWS_LABEL = 'Prévia do link no WhatsApp'
const REMINDER_HOURS_HINT =
  'Até 4 horários, separados por vírgula: cada lembrete vai só para quem ainda não respondeu, por email, push ou WhatsApp, como cada um escolheu. Em branco: um lembrete dois dias antes, às 9h, para todos do BID.'

export function SettingsForm({ settings }: { settings: GroupSettings }) {
  const form = useForm<SettingsFormValues>({ defaultValues: settingsFormFromSettings(settings) })
  const {
    register,
    control,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = form
  const update = useUpdateGroupSettings()
  const field = fieldPropsFor('settings', errors)
  // Says so when picking a city changed the time zone, so the change is not a surprise.
  const [zoneFromCity, setZoneFromCity] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async (values) => {
    clearErrors()
    const parsed = groupSettingsSchema.safeParse({
      ...values,
      reminderHours: reminderHoursFromText(values.reminderHours),
    })
    if (!parsed.success) {
      showValidationErrors(setError, parsed.error)
      return
    }
    try {
      const saved = await update.mutateAsync(parsed.data)
      form.reset(settingsFormFromSettings(saved))
      setZoneFromCity(null)
    } catch (error) {
      showServerFieldErrors(setError, error, values)
      toast.error('Erro ao salvar configurações', { description: errorMessage(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <SettingsSection id="settings-group" title="Pelada" icon={Users}>
        <InputField
          {...field('name')}
          label="Nome da pelada"
          autoComplete="off"
          maxLength={TEXT_MAX.groupName}
          {...register('name')}
        />
        <InputField
          {...field('defaultLocationGame')}
          label="Local padrão dos BIDs"
          hint="Já vem preenchido ao criar um novo BID."
          placeholder="Ex.: Arena Society Vila Madalena"
          autoComplete="off"
          maxLength={TEXT_MAX.location}
          {...register('defaultLocationGame')}
        />
        <InputField
          {...field('defaultSlots')}
          label="Vagas por BID"
          hint={`Quantos jogadores cabem no jogo, de ${MIN_SLOTS} a ${MAX_SLOTS}: society 14, campo 22. Cada BID pode ter o seu número.`}
          type="number"
          inputMode="numeric"
          min={MIN_SLOTS}
          max={MAX_SLOTS}
          className="sm:max-w-48"
          {...register('defaultSlots', { valueAsNumber: true })}
        />
        <InputField
          {...field('lateNoticeHours')}
          label="Avisar que não vai até (horas antes do jogo)"
          hint="Um ‘Não vou’ mais tarde que isso conta como falta sem aviso, como quem confirmou e não apareceu."
          type="number"
          inputMode="numeric"
          min={1}
          max={72}
          className="sm:max-w-48"
          {...register('lateNoticeHours', { valueAsNumber: true })}
        />
      </SettingsSection>

      <SettingsSection id="settings-weather" title="Previsão do tempo" icon={CloudSun} divided>
        <Controller
          control={control}
          name="forecastCity"
          render={({ field: city, fieldState }) => (
            <CityPicker
              id="settings-forecastCity"
              value={city.value}
              error={fieldState.error?.message}
              onPick={(result) => {
                city.onChange({
                  // The label ('Campinas, São Paulo, Brasil') tells apart towns of one name.
                  name: result.label.slice(0, TEXT_MAX.cityName),
                  latitude: result.latitude,
                  longitude: result.longitude,
                })
                const zone = brazilianTimeZoneOf(result.timeZone)
                if (zone && zone !== form.getValues('timeZone')) {
                  setValue('timeZone', zone, { shouldDirty: true })
                  setZoneFromCity(zone)
                }
              }}
              onRemove={() => city.onChange(null)}
            />
          )}
        />
        <SelectField
          {...field('timeZone')}
          label="Fuso horário"
          hint={
            zoneFromCity
              ? 'Ajustado pela cidade escolhida.'
              : 'Horário dos BIDs, da previsão e dos lembretes.'
          }
          {...register('timeZone', { onChange: () => setZoneFromCity(null) })}
        >
          {brazilianTimeZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.label}
            </option>
          ))}
        </SelectField>
      </SettingsSection>

      <SettingsSection id="settings-reminders" title="Lembretes" icon={BellRing} divided>
        <SwitchRow
          control={control}
          name="remindersEnabled"
          id="settings-remindersEnabled"
          label={REMINDERS_LABEL}
          hint="Às 9h, para quem está no BID, com a previsão do tempo e os botões ‘Vou jogar’ e ‘Não vou’. Cada jogador pode desligar no próprio perfil."
        />
        <InputField
          {...field('reminderHours')}
          label="Lembrar quem não respondeu (horas antes do jogo)"
          hint={REMINDER_HOURS_HINT}
          placeholder="Ex.: 48, 3"
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-48"
          {...register('reminderHours')}
        />
      </SettingsSection>

      <SettingsSection
        id="settings-link-previews"
        title="Links compartilhados"
        icon={Link2}
        divided
      >
        <SwitchRow
          control={control}
          name="linkPreviews"
          id="settings-linkPreviews"
          label={LINK_PREVIEWS_LABEL}
          hint="O link do check-in que vocês mandam no grupo mostra o próximo BID: dia, hora, local e quantos confirmaram, sem o nome de ninguém. Desligado, mostra só o Bidfut."
        />
      </SettingsSection>

      <div className="flex flex-col border-t pt-6 sm:flex-row sm:justify-end">
        <BusyButton type="submit" busy={update.isPending} busyLabel="Salvando...">
          Salvar
        </BusyButton>
      </div>
    </form>
  )
}
