import { z } from 'zod'
import { pathIdField } from './ids.ts'

/**
 * What the activity log records (ADR 040): each kind names one change a mutating route makes.
 * The labels are the 'Tipo' filter on /configuracoes → 'Atividade'.
 */
export const activityKindLabels = {
  'bid.created': 'BID criado',
  'bid.updated': 'BID alterado',
  'bid.cancelled': 'BID cancelado',
  'bid.completed': 'BID encerrado',
  'bid.status': 'Status no BID',
  'bid.waitlist_promoted': 'Lista de espera',
  'bid.waitlist_removed': 'Lista de espera',
  // What the Bidfut did itself (ADR 054): a free slot filled from the line, the Agenda opening a
  // BID and finishing last week's, the mensalistas' held places released at their deadline.
  'bid.waitlist_filled': 'Lista de espera',
  'bid.opened_on_schedule': 'BID criado',
  'bid.completed_on_schedule': 'BID encerrado',
  'bid.window_released': 'Vagas para mensalistas',
  'bid.entry': 'Estatísticas e posição no BID',
  'bid.guest_added': 'Avulso no BID',
  'bid.nudged': 'Lembrete aos pendentes',
  // The furões' rule and the regulars confirmed when a BID opens (ADR 060).
  'bid.guarantee_lost': 'Furões',
  'bid.absence_forgiven': 'Furões',
  'bid.auto_confirmed': 'Status no BID',
  'teams.drawn': 'Sorteio de times',
  'register.created': 'Cadastro',
  'register.bulk_created': 'Cadastro',
  'register.edited': 'Cadastro',
  'register.removed': 'Cadastro',
  'register.merged': 'Cadastro',
  'register.invite_link_renewed': 'Link de convite',
  // Players who find their own name (ADR 049): who confirmed, refused or undid a claim.
  'register.claim_confirmed': 'Cadastro',
  'register.claim_refused': 'Cadastro',
  'register.claim_undone': 'Cadastro',
  'register.player_link_renewed': 'Link de convite',
  'settings.updated': 'Configurações',
  'settings.closed': 'Configurações',
  'settings.reopened': 'Configurações',
  'settings.craque_vote': 'Configurações',
  // The season (ADR 036, 057): the agenda, its weekly games and its skipped dates.
  'settings.schedule': 'Configurações',
  'settings.game_schedule_added': 'Configurações',
  'settings.game_schedule_updated': 'Configurações',
  'settings.game_schedule_removed': 'Configurações',
  'settings.schedule_skipped': 'Configurações',
  'settings.schedule_unskipped': 'Configurações',
  'register.skill_applied': 'Cadastro',
  // The money (ADR 038): every change to a charge, 'Cobrar' and the finance settings.
  'finance.settings_updated': 'Financeiro',
  'finance.charge_created': 'Financeiro',
  'finance.charge_amount': 'Financeiro',
  'finance.charge_waived': 'Financeiro',
  'finance.charge_confirmed': 'Financeiro',
  'finance.charge_unconfirmed': 'Financeiro',
  'finance.charge_reported': 'Financeiro',
  'finance.reminded': 'Financeiro',
  // 'Quem deve não confirma' (ADR 056): an organiser freed a player from the block, or ended it.
  'finance.check_in_exempted': 'Financeiro',
  // Charges paid by the bank (ADR 052): the PSP connected or not, and each Pix it confirmed.
  'finance.psp_connected': 'Financeiro',
  'finance.psp_disconnected': 'Financeiro',
  'finance.pix_received': 'Financeiro',
  // The night's results and the craque vote (ADR 039). A member's own vote is logged like a
  // check-in: that they voted, never for whom.
  'results.match_recorded': 'Resultados e craque',
  'results.match_removed': 'Resultados e craque',
  'results.craque_voted': 'Resultados e craque',
  'results.craque_vote_voided': 'Resultados e craque',
  // The vote closed by the Bidfut at its deadline, with how many votes it counted.
  'results.craque_closed': 'Resultados e craque',
} as const
export type ActivityKind = keyof typeof activityKindLabels
export const activityKinds = Object.keys(activityKindLabels) as [ActivityKind, ...ActivityKind[]]

/** The filter's choices: one per label, each standing for the kinds that share it. */
export const activityKindFilters = [
  { id: 'bid', label: 'BIDs', prefix: 'bid.' },
  { id: 'teams', label: 'Sorteio de times', prefix: 'teams.' },
  { id: 'register', label: 'Cadastro', prefix: 'register.' },
  { id: 'settings', label: 'Configurações', prefix: 'settings.' },
  { id: 'finance', label: 'Financeiro', prefix: 'finance.' },
  { id: 'results', label: 'Resultados e craque', prefix: 'results.' },
] as const
export type ActivityKindFilter = (typeof activityKindFilters)[number]['id']

export const ACTIVITY_PAGE_SIZE = 20

export const activityQuerySchema = z.strictObject({
  person: pathIdField().optional(),
  bid: pathIdField().optional(),
  kind: z
    .enum(activityKindFilters.map((f) => f.id) as [ActivityKindFilter, ...ActivityKindFilter[]], {
      message: 'Tipo de atividade inválido',
    })
    .optional(),
  // The last id of the page before: entries older than it.
  before: pathIdField().optional(),
})
export type ActivityQuery = z.input<typeof activityQuerySchema>

export const activityEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.string(),
  // 'Editor mudou o status de Zé de Confirmado para Ausente no BID #12'.
  text: z.string(),
})
export type ActivityEntry = z.infer<typeof activityEntrySchema>

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  // The `before` of the next page; null on the last one.
  nextBefore: z.number().nullable(),
  // The filters' choices: the group's people and BIDs that appear in the log.
  people: z.array(z.object({ id: z.number(), name: z.string() })),
  bids: z.array(z.object({ id: z.number(), number: z.number() })),
})
export type ActivityPage = z.infer<typeof activityPageSchema>
