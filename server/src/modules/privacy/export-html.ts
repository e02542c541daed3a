import {
  bidPlayerStatusLabels,
  bidStatusLabels,
  playerTypeLabels,
  positionLabels,
  roleLabels,
} from '@bidfut/domain/contracts/enums'
import { activityKindLabels } from '@bidfut/domain/contracts/activity'
import { chargeStatusLabels, paymentMethodLabels } from '@bidfut/domain/contracts/finance'
import { pushKindLabels } from '@bidfut/domain/contracts/push'
import { whatsappNoticeLabels } from '@bidfut/domain/contracts/whatsapp'
import { formatCents } from '@bidfut/domain/rules/money'

// index.html of 'Baixar meus dados', for a person on a phone: pt-BR labels, values as the app
// shows them, São Paulo's local time, one card per row (readable at 320 px). The JSON beside it
// stays machine-readable and complete.

/** Section titles of the readable index, by table (export-html.test.ts: every exported table). */
export const SECTION_TITLES: Record<string, string> = {
  players: 'Conta',
  company_players: 'Participações nas peladas',
  bid_players: 'BIDs e estatísticas',
  refresh_tokens: 'Histórico de acesso (sessões)',
  account_sessions: 'Sessões da conta, fora de uma pelada',
  erased_accounts: 'Conta apagada',
  passkeys: 'Chaves de acesso',
  oidc_identities: 'Entrar com o Google',
  membership_claims: 'Pedidos para entrar numa pelada com o seu nome',
  whatsapp_buttons: 'Botões das mensagens de WhatsApp',
  trusted_devices: 'Aparelhos confiáveis',
  login_failures: 'Tentativas de login que falharam',
  account_tokens: 'Links enviados (ativação, senha, email)',
  reminder_links: 'Links de lembrete',
  invitations: 'Convites',
  email_outbox: 'Emails enviados a você (últimos 6 meses)',
  email_requests: 'Pedidos de email para o seu endereço',
  contact_messages: 'Mensagens de contato',
  signup_requests: 'Cadastros pendentes',
  account_jobs: 'Pedidos em processamento',
  activity_log: 'Atividade (o que você fez e o que mudaram nos seus dados)',
  calendar_feeds: 'Link do calendário',
  charges: 'Cobranças',
  charge_events: 'Histórico das cobranças',
  check_in_exemptions: 'Liberado do bloqueio de check-in',
  pix_payments: 'Pix confirmados pelo banco',
  push_subscriptions: 'Aparelhos com notificações',
  push_outbox: 'Notificações enviadas',
  bid_matches: 'Partidas que você jogou',
  craque_polls: 'Craque da partida (prêmios)',
  craque_votes: 'Seus votos de craque',
  craque_vote_links: 'Links de voto de craque',
  member_ratings: 'Habilidade aprendida',
  whatsapp_consents: 'Avisos pelo WhatsApp (seu consentimento)',
  whatsapp_outbox: 'Mensagens de WhatsApp enviadas a você',
}

/** Column labels; privacy.api.test.ts checks every column the export writes has one. */
export const LABELS: Record<string, string> = {
  action: 'Ação',
  activatedAt: 'Conta ativada em',
  amountCents: 'Valor',
  answeredAt: 'Respondido em',
  assists: 'Assistências',
  awayGoals: 'Gols do visitante',
  awayTeamId: 'Time visitante',
  ballRecoveries: 'Desarmes',
  bid: 'BID',
  bidDayId: 'BID (código)',
  bidStatus: 'Situação do BID',
  birthDate: 'Data de nascimento',
  byMe: 'Feito por você',
  candidateMembership: 'Cadastro indicado',
  chargeId: 'Cobrança',
  closedAt: 'Encerrado em',
  confirmedAt: 'Confirmado em',
  createdAt: 'Criado em',
  dayOfMatch: 'Data do jogo',
  decidedAt: 'Decidido em',
  deletedAt: 'Removido em',
  delivery: 'Entrega',
  description: 'Descrição',
  details: 'Detalhes',
  digestEmails: 'Resumo semanal por email',
  dueDate: 'Vencimento',
  email: 'Email',
  endToEndId: 'Identificador do Pix',
  endpoint: 'Endereço do aparelho',
  expiresAt: 'Expira em',
  favoriteTeam: 'Time do coração',
  field: 'Campo',
  fields: 'Campos',
  from: 'De',
  fullName: 'Nome completo',
  games: 'Jogos',
  generation: 'Versão do link',
  goals: 'Gols',
  group: 'Pelada',
  groupName: 'Pelada',
  homeGoals: 'Gols do mandante',
  homeTeamId: 'Time mandante',
  id: 'Código',
  ip: 'Endereço IP',
  issuer: 'Provedor',
  joinedAt: 'Entrou em',
  keepLogged: 'Manter conectado',
  kind: 'Tipo',
  kinds: 'Tipos',
  kindsOff: 'Avisos desligados',
  lastRemindedAt: 'Último lembrete',
  lastUsedAt: 'Último uso',
  location: 'Local',
  membership: 'Cadastro',
  message: 'Mensagem',
  missed: 'Falta sem aviso',
  mu: 'Habilidade estimada',
  name: 'Nome',
  nameGiven: 'Nome informado',
  newEmail: 'Novo email',
  nickname: 'Apelido',
  note: 'Observação',
  notice: 'Aviso',
  optedInAt: 'Aceitou em',
  optIn: 'Aceitou receber',
  outcome: 'Resultado',
  paidAt: 'Pago em',
  paidMethod: 'Forma de pagamento',
  params: 'Dados da mensagem',
  payload: 'Conteúdo',
  phone: 'Telefone',
  photoUrl: 'Foto',
  playerPosition: 'Posição',
  reminderEmails: 'Lembretes por email',
  renewedAt: 'Renovado em',
  reportedAt: 'Pagamento informado em',
  resultEmails: 'Email de BID finalizado',
  revokedAt: 'Encerrado em',
  role: 'Perfil de acesso',
  saves: 'Defesas',
  sentAt: 'Enviado em',
  service: 'Serviço',
  sigma: 'Incerteza da habilidade',
  since: 'Desde',
  skillLevel: 'Habilidade',
  source: 'Onde aceitou',
  status: 'Situação',
  subject: 'Assunto',
  synced: 'Sincronizado',
  template: 'Modelo da mensagem',
  text: 'Texto',
  to: 'Para',
  typePlayer: 'Tipo do cadastro',
  updatedAt: 'Atualizado em',
  usedAt: 'Usado em',
  via: 'Por',
  voidedAt: 'Anulado em',
  votes: 'Votos',
  waivedReason: 'Motivo do perdão',
  weeklyTeam: 'Time da semana',
}

/** A column's label: its pt-BR name, else the key's words (never a bare camelCase). */
export function columnLabel(key: string): string {
  const known = LABELS[key]
  if (known) return known
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const TIME_ZONE = 'America/Sao_Paulo'
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
})
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2})?$/
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// What a queued email, push or WhatsApp message and a claim became.
const SENDING_LABELS = { pending: 'Pendente', sent: 'Enviado', failed: 'Não entregue' }
const CLAIM_LABELS = { confirmed: 'Confirmado', refused: 'Recusado', undone: 'Desfeito' }
// What a link sent, an email asked for or a pending request was.
const REQUEST_KINDS = {
  activation: 'Ativação da conta',
  password_reset: 'Nova senha',
  email_change: 'Troca de email',
  sign_in: 'Link de acesso',
  sign_in_link: 'Link de acesso',
  signup: 'Cadastro',
  membership: 'Convite para uma pelada',
  claim: 'Pedido para entrar como jogador',
}

const ENUMS: Record<string, Record<string, string>> = {
  status: { ...SENDING_LABELS, ...CLAIM_LABELS, ...bidPlayerStatusLabels, ...chargeStatusLabels },
  // An activity entry's change, before and after ('from', 'to'), when it is a status.
  from: bidPlayerStatusLabels,
  to: bidPlayerStatusLabels,
  kind: { ...REQUEST_KINDS, ...activityKindLabels },
  kinds: pushKindLabels,
  kindsOff: whatsappNoticeLabels,
  notice: whatsappNoticeLabels,
  delivery: { sent: 'Enviada', delivered: 'Entregue', read: 'Lida', failed: 'Não entregue' },
  source: { perfil: 'No perfil', entrada: 'Ao entrar na pelada', whatsapp: 'Pelo WhatsApp' },
  bidStatus: bidStatusLabels,
  // A furão (ADR 053).
  missed: { no_show: 'Faltou sem avisar', late: 'Avisou em cima da hora' },
  typePlayer: playerTypeLabels,
  playerPosition: positionLabels,
  role: roleLabels,
  paidMethod: paymentMethodLabels,
  outcome: { paid: 'Pago', different_amount: 'Valor diferente', already_settled: 'Já resolvida' },
}

/** A value as the app shows it: labels for its codes, local times, Sim/Não, R$. */
export function valueInWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não'
  // A membership's status (the register's 'Ativo' / 'Inativo').
  if (key === 'status' && typeof value === 'number') return value === 1 ? 'Ativo' : 'Inativo'
  if (value instanceof Date) return `${dateTime.format(value)} (horário de Brasília)`
  if (key === 'amountCents' && typeof value === 'number') return formatCents(value)
  if (typeof value === 'string') {
    const label = ENUMS[key]?.[value]
    if (label) return label
    if (ISO_INSTANT.test(value)) return valueInWords(key, new Date(value))
    const local = LOCAL_DATE_TIME.exec(value)
    if (local) return `${local[3]}/${local[2]}/${local[1]} ${local[4]}:${local[5]}`
    const date = LOCAL_DATE.exec(value)
    if (date) return `${date[3]}/${date[2]}/${date[1]}`
    return value
  }
  if (Array.isArray(value)) return value.map((item) => valueInWords(key, item)).join(', ')
  // An activity entry's details: each part labelled, in words ('De: Pendente · Para: Confirmado').
  if (typeof value === 'object') {
    // jsonb keeps 'to' before 'from': the change reads in its order.
    return Object.entries(value)
      .sort(([a], [b]) => Number(a === 'to') - Number(b === 'to'))
      .map(([part, inner]) => `${columnLabel(part)}: ${valueInWords(part, inner)}`)
      .join(' · ')
  }
  return String(value)
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

function rowCard(row: Record<string, unknown>): string {
  const items = Object.entries(row)
    .map(
      ([key, value]) =>
        `<dt>${escapeHtml(columnLabel(key))}</dt><dd>${escapeHtml(valueInWords(key, value))}</dd>`,
    )
    .join('')
  return `<li><dl>${items}</dl></li>`
}

export function htmlIndex(
  sections: [string, Record<string, unknown>[]][],
  exportedAt: Date,
): string {
  const parts = sections.map(([table, rows]) => {
    const title = escapeHtml(SECTION_TITLES[table] ?? columnLabel(table))
    if (rows.length === 0) return `<section><h2>${title}</h2><p>Nenhum registro.</p></section>`
    return `<section><h2>${title} (${rows.length})</h2><ul>${rows.map(rowCard).join('\n')}</ul></section>`
  })
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Meus dados no Bidfut</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#111;line-height:1.4;overflow-wrap:anywhere}ul{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}li{border:1px solid #ccc;border-radius:.5rem;padding:.5rem .75rem}dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem .75rem;margin:0;font-size:.9rem}dt{color:#555}dd{margin:0}@media (max-width:380px){dl{grid-template-columns:1fr}dd{margin-bottom:.25rem}}</style></head>
<body><h1>Meus dados no Bidfut</h1><p>Exportado em ${escapeHtml(valueInWords('exportedAt', exportedAt))}. Os mesmos dados, completos, estão em <code>meus-dados.json</code>.</p>
${parts.join('\n')}</body></html>`
}
