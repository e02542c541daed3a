import { useState } from 'react'
import { BellRing, CloudSun, Link2, UserCheck, Users } from 'lucide-react'
import { Controller, useForm, useWatch } from 'react-hook-form'
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
  furaoRuleFromForm,
  reminderHoursFromText,
  settingsFormFromSettings,
  type SettingsFormValues,
} from '../settings-form-values'
import { CityPicker } from './city-picker'
import { SettingsSection } from './settings-section'
import { SwitchRow } from './switch-row'

export const REMINDERS_LABEL = 'Enviar lembretes por email dois dias antes do jogo'
export const LINK_PREVIEWS_LABEL = 'Prévia do link no WhatsApp'
export const AUTO_CONFIRM_LABEL = 'Confirmar mensalistas automaticamente'
export const FURAO_RULE_LABEL = 'Regra dos furões'
const AUTO_CONFIRM_HINT =
  'Quando o BID abre, mensalistas e goleiros já entram confirmados, até completar as vagas, na ordem em que entraram na pelada. Cada um recebe ‘Confirmado automaticamente — toque se não for’ e só responde se não for jogar. Os lembretes vão só para quem ainda não respondeu.'
const FURAO_RULE_HINT =
  'Quem falta sem avisar perde a vaga garantida no próximo BID: a vaga não fica reservada, não é confirmado automaticamente e confirma como os avulsos, se houver vaga. Cada um recebe um aviso com o motivo.'
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
  const furaoRuleOn = useWatch({ control, name: 'furaoRuleOn' })
  const furaoRule = useWatch({ control, name: 'furaoRule' })
  // Says so when picking a city changed the time zone, so the change is not a surprise.
  const [zoneFromCity, setZoneFromCity] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async (values) => {
    clearErrors()
    const { furaoRuleOn: _switch, ...fields } = values
    const parsed = groupSettingsSchema.safeParse({
      ...fields,
      reminderHours: reminderHoursFromText(values.reminderHours),
      furaoRule: furaoRuleFromForm(values),
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

      <SettingsSection id="settings-regulars" title="Mensalistas e furões" icon={UserCheck} divided>
        <SwitchRow
          control={control}
          name="autoConfirmMonthly"
          id="settings-autoConfirmMonthly"
          label={AUTO_CONFIRM_LABEL}
          hint={AUTO_CONFIRM_HINT}
        />
        <SwitchRow
          control={control}
          name="furaoRuleOn"
          id="settings-furaoRuleOn"
          label={FURAO_RULE_LABEL}
          hint={FURAO_RULE_HINT}
        />
        {furaoRuleOn ? (
          <div className="flex flex-col gap-3">
            <div className="grid grid-cols-2 gap-3 sm:max-w-96">
              <InputField
                id="settings-furaoRule-absences"
                error={errors.furaoRule?.message}
                label="Faltas sem avisar"
                type="number"
                inputMode="numeric"
                min={1}
                max={10}
                {...register('furaoRule.absences', { valueAsNumber: true })}
              />
              <InputField
                id="settings-furaoRule-weeks"
                label="Em quantas semanas"
                type="number"
                inputMode="numeric"
                min={1}
                max={26}
                {...register('furaoRule.weeks', { valueAsNumber: true })}
              />
            </div>
            <p id="settings-furaoRule-summary" className="text-sm text-muted-foreground">
              {furaoRuleSummary(furaoRule)}
            </p>
          </div>
        ) : null}
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

/** The rule in one sentence, as the organiser set it; what counts and what does not. */
function furaoRuleSummary({ absences, weeks }: { absences: number; weeks: number }) {
  const valid = Number.isInteger(absences) && Number.isInteger(weeks) && absences > 0 && weeks > 0
  if (!valid) return 'Escolha de 1 a 10 faltas em 1 a 26 semanas.'
  const faltas = absences === 1 ? '1 falta sem avisar' : `${absences} faltas sem avisar`
  const semanas = weeks === 1 ? 'na última semana' : `nas últimas ${weeks} semanas`
  return `Com ${faltas} ${semanas}, o mensalista perde a vaga garantida no próximo BID. Conta só quem confirmou e não apareceu (‘Faltou sem avisar’ ao finalizar o BID); um ‘Não vou’ tardio fica no histórico, mas não conta. Em Jogadores vocês podem perdoar uma falta.`
}
