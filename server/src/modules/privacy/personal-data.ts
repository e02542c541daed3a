import { ACCOUNT_DATA } from './personal-data-account.ts'
import { GAMES_DATA } from './personal-data-games.ts'
import { MESSAGES_DATA } from './personal-data-messages.ts'
import { MONEY_DATA } from './personal-data-money.ts'
import { SIGN_IN_DATA } from './personal-data-sign-in.ts'
import { WHATSAPP_DATA } from './personal-data-whatsapp.ts'
import type { PersonalTable } from './person.ts'

/**
 * Every table of the schema, by its SQL name, and what LGPD means for it (ADR 040; person.ts):
 * 'Baixar meus dados' reads each table's rows in this order, 'Excluir minha conta' empties them.
 * Each area's tables are in its own file; the tables that hold nothing about a person say why
 * here. privacy.api.test.ts walks db/schema/ and fails naming a table missing: a new table is one
 * entry, in its area's file.
 */
export const PERSONAL_DATA: Record<string, PersonalTable> = {
  ...ACCOUNT_DATA,
  ...GAMES_DATA,
  ...MESSAGES_DATA,
  ...MONEY_DATA,
  ...SIGN_IN_DATA,
  ...WHATSAPP_DATA,
  finance_settings: {
    notPersonal: 'the group’s Pix receiver, typed by its organisers for the group',
  },
  craque_settings: { notPersonal: 'the group’s switch for the craque vote' },
  bid_schedules: { notPersonal: 'whether the group’s agenda is on, and its mensalistas’ window' },
  game_schedules: { notPersonal: 'the group’s weekly games: days, time, place, opening' },
  bid_schedule_dates: { notPersonal: 'which of the group’s dates were opened or skipped, and why' },
  companies: { notPersonal: 'the group: its name, place and settings' },
  bid_days: { notPersonal: 'the group’s games; a person’s part is in bid_players' },
  bid_nudges: { notPersonal: 'when a BID’s players were last nudged; who is in the activity log' },
  digest_weeks: { notPersonal: 'which weeks a group’s organisers got their digest' },
  weather_cache: { notPersonal: 'forecasts by place' },
  job_runs: { notPersonal: 'which daily job ran on which day' },
  group_closures: { notPersonal: 'when a group closes; the membership id, erased with the group' },
}
