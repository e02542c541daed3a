import { ruleAbsencesText } from '@bidfut/domain/rules/furoes'
import {
  bidPlayerStatusLabels,
  playerTypeLabels,
  positionLabels,
  roleLabels,
  type BidPlayerStatus,
  type PlayerType,
  type Position,
  type Role,
} from '@bidfut/domain/contracts/enums'
import { paymentMethodLabels, type PaymentMethod } from '@bidfut/domain/contracts/finance'
import { describeSchedule, scheduleLabel } from '@bidfut/domain/rules/bid-schedule'
import { formatCents } from '@bidfut/domain/rules/money'
import { hoursText } from '@bidfut/domain/rules/words'

/** An entry as read back: the names are the memberships' names today (ADR 040). */
export type ActivityRow = {
  kind: string
  actorName: string | null
  subjectName: string | null
  bidNumber: number | null
  sameMember: boolean
  details: Record<string, unknown>
}

const ENTRY_FIELDS: Record<string, string> = {
  playerPosition: 'a posição',
  skillLevel: 'a habilidade',
  quantityOfGoals: 'os gols',
  assistGoals: 'as assistências',
  ballRecoveries: 'os desarmes',
  goalKeeperDefender: 'as defesas',
  weeklyTeam: 'o time da semana',
}
const REGISTER_FIELDS: Record<string, string> = {
  fullName: 'o nome',
  nickname: 'o apelido',
  email: 'o email',
  phone: 'o telefone',
  birthDate: 'a data de nascimento',
  favoriteTeam: 'o time do coração',
  role: 'o perfil de acesso',
  typePlayer: 'o tipo',
  playerPosition: 'a posição',
  skillLevel: 'a habilidade',
  status: 'a situação',
}
/** 'a data', 'o local', 'as vagas de 24 para 14' (ADR 053). */
const BID_FIELDS = (d: Record<string, unknown>): Record<string, string> => {
  const slots = d.slots as { from?: number; to?: number } | undefined
  return {
    dayOfMatch: 'a data',
    location: 'o local',
    slots: slots ? `as vagas de ${slots.from} para ${slots.to}` : 'as vagas',
  }
}
const SETTINGS_FIELDS: Record<string, string> = {
  name: 'o nome da pelada',
  timeZone: 'o fuso horário',
  defaultLocationGame: 'o local padrão',
  forecastCity: 'a cidade da previsão',
  remindersEnabled: 'os lembretes',
  linkPreviews: 'a prévia do link no WhatsApp',
  defaultSlots: 'as vagas por BID',
  lateNoticeHours: 'o prazo para avisar que não vai',
  reminderHours: 'as horas dos lembretes',
  furaoRuleAbsences: 'a regra dos furões',
  autoConfirmMonthly: 'a confirmação automática dos mensalistas',
}

/** '2026-12-25' → '25/12' */
const dayMonth = (localDate: unknown) =>
  String(localDate).slice(8, 10) + '/' + String(localDate).slice(5, 7)

function valueInWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vazio)'
  if (typeof value === 'boolean') return value ? 'sim' : 'não'
  if (field === 'playerPosition') return positionLabels[value as Position] ?? String(value)
  if (field === 'role') return roleLabels[value as Role] ?? String(value)
  if (field === 'typePlayer') return playerTypeLabels[value as PlayerType] ?? String(value)
  return String(value)
}

/** The value before a change; 'em branco' reads better than '(vazio)' there. */
const wasInWords = (c: { field: string; from?: unknown }) =>
  c.from === null || c.from === undefined || c.from === ''
    ? 'em branco'
    : valueInWords(c.field, c.from)

const money = (cents: unknown) => (typeof cents === 'number' ? formatCents(cents) : '—')

/** 'terça 21:00 — Quadra Coberta (abre 6 dias antes)' */
const gameInWords = (d: Record<string, unknown>) => {
  const label = scheduleLabel({
    weekdays: (d.weekdays as number[] | undefined) ?? [],
    time: String(d.time),
    location: (d.location as string | null | undefined) ?? null,
  })
  return `${label.charAt(0).toLowerCase()}${label.slice(1)} (abre ${d.opensDaysBefore === 1 ? '1 dia' : `${String(d.opensDaysBefore)} dias`} antes)`
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`

/** 'Editor mudou o status de Zé de Confirmado para Ausente no BID #12'. */
export function activityInWords(row: ActivityRow): string {
  const who = row.actorName ?? 'O Bidfut'
  const whom = row.subjectName ?? 'um jogador'
  const bid = row.bidNumber === null ? '' : ` no BID #${row.bidNumber}`
  const d = row.details
  const status = (value: unknown) => bidPlayerStatusLabels[value as BidPlayerStatus] ?? '—'
  // The organiser's yes to 'Usar uma vaga reservada para mensalistas?' (5.10).
  const heldPlace = d.heldPlace ? ', numa vaga reservada para mensalistas' : ''
  switch (row.kind) {
    case 'bid.status':
      return row.sameMember
        ? `${who} mudou o próprio status de ${status(d.from)} para ${status(d.to)}${bid}`
        : `${who} mudou o status de ${whom} de ${status(d.from)} para ${status(d.to)}${bid}${d.slots ? `: o BID ficou com ${Number(d.slots)} vagas` : ''}${d.missed === 'no_show' ? ' (faltou sem avisar)' : ''}`
    case 'bid.waitlist_promoted':
      return d.to === 'confirmed'
        ? `${who} confirmou ${whom} da lista de espera${bid}${heldPlace}`
        : `${who} moveu ${whom} para o 1º lugar da lista de espera${bid}`
    case 'bid.waitlist_filled':
      return `${who} confirmou ${whom} da lista de espera${bid}: abriu uma vaga`
    case 'bid.opened_on_schedule':
      return `${who} abriu o BID #${row.bidNumber ?? '?'} pela agenda`
    case 'bid.completed_on_schedule':
      return `${who} encerrou o BID #${row.bidNumber ?? '?'}: o jogo já tinha passado e a agenda abriu o próximo`
    case 'bid.window_released': {
      const held = Number(d.held)
      const places = held === 1 ? '1 vaga reservada' : `${held} vagas reservadas`
      return `${who} liberou ${places} para mensalistas${bid}: o prazo terminou`
    }
    case 'bid.waitlist_removed':
      return `${who} tirou ${whom} da lista de espera${bid}`
    case 'bid.entry': {
      const field = String(d.field)
      const label = ENTRY_FIELDS[field] ?? field
      const target = row.sameMember ? 'os próprios' : `de ${whom}`
      const change = `de ${valueInWords(field, d.from)} para ${valueInWords(field, d.to)}`
      return row.sameMember
        ? `${who} mudou ${label} (${target}) ${change}${bid}`
        : `${who} mudou ${label} ${target} ${change}${bid}`
    }
    case 'bid.guest_added':
      return `${who} adicionou ${whom} como avulso${bid}${heldPlace}`
    case 'bid.created':
      return `${who} criou o BID #${row.bidNumber ?? '?'}`
    case 'bid.updated':
      return `${who} alterou ${list((d.fields as string[] | undefined)?.map((f) => BID_FIELDS(d)[f] ?? f) ?? [])}${bid}`
    case 'bid.nudged': {
      const count = Number(d.count)
      return `${who} lembrou ${count === 1 ? '1 jogador pendente' : `${count} jogadores pendentes`}${bid}`
    }
    case 'bid.guarantee_lost': {
      const numbers = ((d.bidNumbers as number[] | undefined) ?? []).map(Number)
      return `${who} tirou a vaga garantida de ${whom}${bid}: ${ruleAbsencesText(numbers, Number(d.weeks))}`
    }
    case 'bid.absence_forgiven':
      return `${who} perdoou a falta de ${whom}${bid}`
    case 'bid.auto_confirmed': {
      const count = Number(d.count)
      return `${who} confirmou ${count === 1 ? '1 mensalista' : `${count} mensalistas`} automaticamente${bid}`
    }
    case 'bid.cancelled':
      return `${who} cancelou o BID #${row.bidNumber ?? '?'}`
    case 'bid.completed':
      return `${who} encerrou o BID #${row.bidNumber ?? '?'}`
    case 'teams.drawn':
      return `${who} sorteou os times${bid}`
    case 'register.created':
      return `${who} cadastrou ${whom}`
    case 'register.bulk_created':
      return `${who} cadastrou ${Number(d.count)} jogador${Number(d.count) === 1 ? '' : 'es'} de uma lista colada`
    case 'register.edited': {
      const changes = (d.changes as { field: string; from?: unknown; to?: unknown }[]) ?? []
      const label = (c: { field: string }) => REGISTER_FIELDS[c.field] ?? c.field
      // Personal data is named, never copied (ADR 040); the rest says what it is now and was.
      const named = changes.filter((c) => !('from' in c)).map(label)
      const valued = changes
        .filter((c) => 'from' in c)
        .map((c) => `${label(c)} para ${valueInWords(c.field, c.to)} (era ${wasInWords(c)})`)
      const parts = [...(named.length > 0 ? [list(named)] : []), ...valued]
      return `${who} mudou o cadastro de ${whom}: ${parts.join('; ')}`
    }
    case 'register.removed':
      return `${who} excluiu ${whom} do cadastro`
    case 'register.merged':
      return `${who} juntou um avulso ao cadastro de ${whom}`
    case 'register.invite_link_renewed':
      return `${who} gerou um novo link de convite`
    case 'register.claim_confirmed':
      return d.byEmail
        ? `${whom} entrou na pelada, confirmado pelo email do cadastro`
        : `${who} confirmou que ${whom} é quem entrou pelo link`
    case 'register.claim_refused':
      return `${who} recusou o pedido de alguém que disse ser ${whom}`
    case 'register.claim_undone':
      return `${who} desfez a entrada de quem disse ser ${whom}`
    case 'register.player_link_renewed':
      return `${who} gerou um novo link do jogador para ${whom}`
    case 'settings.updated':
      return `${who} mudou ${list(((d.fields as string[] | undefined) ?? []).map((f) => SETTINGS_FIELDS[f] ?? f))} nas configurações`
    case 'settings.closed':
      return `${who} encerrou a pelada (os dados são apagados em 30 dias)`
    case 'settings.reopened':
      return `${who} reabriu a pelada`
    case 'settings.schedule':
      if (!d.enabled) return `${who} desligou a agenda da pelada`
      // Before ADR 057 the entry carried the group's one weekly game.
      return `${who} definiu a agenda da pelada: ${Array.isArray(d.weekdays) ? describeSchedule(d as unknown as Parameters<typeof describeSchedule>[0]) : 'ligada'}${d.monthlyWindowHours ? `, vagas garantidas para mensalistas até ${hoursText(Number(d.monthlyWindowHours))} antes` : ''}`
    case 'settings.game_schedule_added':
      return `${who} pôs na agenda o jogo ${gameInWords(d)}`
    case 'settings.game_schedule_updated':
      return `${who} mudou na agenda o jogo para ${gameInWords(d)}`
    case 'settings.game_schedule_removed':
      return `${who} tirou da agenda o jogo ${gameInWords(d)}`
    case 'settings.schedule_skipped':
      return `${who} pulou o jogo de ${dayMonth(d.localDate)}${d.reason ? ` — ${String(d.reason)}` : ''}`
    case 'settings.schedule_unskipped':
      return `${who} desfez o pulo do jogo de ${dayMonth(d.localDate)}`
    case 'settings.craque_vote':
      return `${who} ${d.voteEnabled ? 'ligou' : 'desligou'} a votação do craque da partida${d.voteHours ? ` (por ${hoursText(Number(d.voteHours))})` : ''}`
    case 'register.skill_applied':
      return `${who} aplicou a habilidade sugerida de ${whom}: de ${valueInWords('skillLevel', d.from)} para ${valueInWords('skillLevel', d.to)}`
    case 'finance.settings_updated':
      return `${who} mudou as configurações do financeiro`
    case 'finance.charge_created':
      return `${who} criou uma cobrança de ${money(d.amountCents)} para ${whom}`
    case 'finance.charge_amount':
      return `${who} mudou o valor da cobrança de ${whom} de ${money(d.from)} para ${money(d.to)}`
    case 'finance.charge_waived':
      return `${who} isentou a cobrança de ${money(d.amountCents)} de ${whom}`
    case 'finance.charge_confirmed': {
      const how = paymentMethodLabels[d.method as PaymentMethod] ?? '—'
      return Number(d.leftCents) > 0
        ? `${who} registrou um pagamento parcial de ${money(d.amountCents)} de ${whom} (${how}); faltam ${money(d.leftCents)}`
        : `${who} confirmou o pagamento de ${money(d.amountCents)} de ${whom} (${how})`
    }
    case 'finance.charge_unconfirmed':
      return `${who} desfez a confirmação do pagamento de ${money(d.amountCents)} de ${whom}`
    case 'finance.charge_reported':
      return row.sameMember
        ? `${who} informou que pagou a cobrança de ${money(d.amountCents)}`
        : `${who} informou que ${whom} pagou a cobrança de ${money(d.amountCents)}`
    case 'finance.reminded': {
      const count = Number(d.emailed)
      return `${who} tocou em Cobrar (${count} lembrete${count === 1 ? '' : 's'} enviado${count === 1 ? '' : 's'})`
    }
    case 'finance.check_in_exempted':
      return d.exempt
        ? `${who} liberou o check-in de ${whom}, mesmo com cobrança atrasada`
        : `${who} voltou a bloquear o check-in de ${whom} enquanto houver cobrança atrasada`
    case 'finance.psp_connected':
      return `${who} conectou a conta Pix do banco (${String(d.provider)})`
    case 'finance.psp_disconnected':
      return `${who} desconectou a conta Pix do banco`
    case 'finance.pix_received':
      if (d.outcome === 'paid')
        return `O banco confirmou o Pix de ${money(d.amountCents)} de ${whom}`
      return d.outcome === 'different_amount'
        ? `O banco recebeu um Pix de ${money(d.amountCents)} de ${whom} com valor diferente da cobrança`
        : `O banco recebeu um Pix de ${money(d.amountCents)} de ${whom} para uma cobrança já resolvida`
    case 'results.match_recorded':
      return d.homeGoals === null || d.homeGoals === undefined
        ? `${who} registrou uma partida sem placar${bid}`
        : `${who} registrou uma partida (${Number(d.homeGoals)} × ${Number(d.awayGoals)})${bid}`
    case 'results.match_removed':
      return `${who} apagou uma partida${bid}`
    case 'results.craque_voted':
      return `${who} votou no craque da partida${bid}`
    case 'results.craque_closed': {
      const counted = Number(d.counted)
      return `${who} encerrou a votação do craque da partida${bid}: ${counted === 1 ? '1 voto contado' : `${counted} votos contados`}`
    }
    case 'results.craque_vote_voided':
      return `${who} anulou o voto de ${whom} no craque da partida${bid}`
    default:
      return `${who}: ${row.kind}`
  }
}
