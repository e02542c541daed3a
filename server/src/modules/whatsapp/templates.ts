import type { WhatsAppNotice } from '@bidfut/domain/contracts/whatsapp'

// Every WhatsApp template, defined once (ADR 051): `npm run cli -- whatsapp-templates` registers
// them with Meta, the channel fills them, and the tests' fake Cloud API checks each message
// against them (name, language, parameter counts, buttons).

export const TEMPLATE_LANGUAGE = 'pt_BR'
export const TEMPLATE_CATEGORY = 'UTILITY'

/** What a quick-reply button does when tapped: the emailed link's answer (ADR 024). */
export type ButtonAction = 'vou' | 'nao-vou' | 'nao-vou-mais' | 'ja-paguei'

export type TemplateButton =
  | { type: 'QUICK_REPLY'; text: string; action: ButtonAction }
  /** A link to the app; `{{1}}` is the message's path parameter. */
  | { type: 'URL'; text: string; path: string; example: string }

export type TemplateDefinition = {
  name: string
  notice: WhatsAppNotice
  /** The body, its parameters `{{1}}`…`{{n}}` in order (never empty when sent). */
  body: string
  /** One example per parameter: Meta reviews the template with them. */
  example: string[]
  buttons: TemplateButton[]
}

const going: TemplateButton[] = [
  { type: 'QUICK_REPLY', text: 'Vou jogar', action: 'vou' },
  { type: 'QUICK_REPLY', text: 'Não vou', action: 'nao-vou' },
]
const GROUP = 'Pelada do Zé'
const WHEN = 'quinta, 4 de dezembro, às 20:00'
const PLACE = 'Arena Central'

/**
 * One template per notice, its key the notice's; a notice with a second template (the skipped
 * date's correction) keys it apart, and the person's switch is still the notice's.
 */
export const TEMPLATES: Record<WhatsAppNotice | 'date-unskipped', TemplateDefinition> = {
  'bid-opened': {
    name: 'bidfut_bid_aberto',
    notice: 'bid-opened',
    body: '{{1}}: o BID #{{2}} está aberto. Jogo {{3}}, local: {{4}}. Vai jogar?',
    example: [GROUP, '12', WHEN, PLACE],
    buttons: going,
  },
  reminder: {
    name: 'bidfut_lembrete',
    notice: 'reminder',
    body: 'Lembrete de {{1}}: o BID #{{2}} é {{3}}, local: {{4}}. Previsão: {{5}}. Você vai?',
    example: [GROUP, '12', WHEN, PLACE, '24 °C, sem chuva'],
    buttons: going,
  },
  promoted: {
    name: 'bidfut_promovido',
    notice: 'promoted',
    body: '{{1}}: abriu uma vaga no BID #{{2}} ({{3}}) e ela é sua. Você está confirmado.',
    example: [GROUP, '12', WHEN],
    buttons: [{ type: 'QUICK_REPLY', text: 'Não vou mais', action: 'nao-vou-mais' }],
  },
  'bid-moved': {
    name: 'bidfut_bid_alterado',
    notice: 'bid-moved',
    body: '{{1}}: o BID #{{2}} mudou. Agora é {{3}}, local: {{4}}.',
    example: [GROUP, '12', WHEN, PLACE],
    buttons: [],
  },
  'bid-cancelled': {
    name: 'bidfut_bid_cancelado',
    notice: 'bid-cancelled',
    body: '{{1}}: o BID #{{2}} de {{3}} foi cancelado.',
    example: [GROUP, '12', WHEN],
    buttons: [],
  },
  charge: {
    name: 'bidfut_cobranca',
    notice: 'charge',
    body: '{{1}}: {{2}}, R$ {{3}}, vence em {{4}}. Pix copia e cola: {{5}}',
    example: [GROUP, 'Mensalidade de dezembro', '80,00', '10/12', '00020126580014br.gov.bcb.pix'],
    buttons: [{ type: 'QUICK_REPLY', text: 'Já paguei', action: 'ja-paguei' }],
  },
  craque: {
    name: 'bidfut_craque',
    notice: 'craque',
    body: '{{1}}: o craque do BID #{{2}} foi {{3}}.',
    example: [GROUP, '12', 'Zé Roberto'],
    buttons: [{ type: 'URL', text: 'Ver resultado', path: '/{{1}}', example: 'craque' }],
  },
  // The mensalistas' notices of the BID's opening (ADR 060) and a skipped date (ADR 061).
  'auto-confirmed': {
    name: 'bidfut_confirmado_automaticamente',
    notice: 'auto-confirmed',
    body: '{{1}}: o BID #{{2}} está aberto e você foi confirmado automaticamente. Jogo {{3}}, local: {{4}}. Se não puder ir, toque em Não vou.',
    example: [GROUP, '12', WHEN, PLACE],
    buttons: [{ type: 'QUICK_REPLY', text: 'Não vou', action: 'nao-vou' }],
  },
  'guarantee-lost': {
    name: 'bidfut_sem_vaga_garantida',
    notice: 'guarantee-lost',
    body: '{{1}}: você perdeu a vaga garantida de mensalista no BID #{{2}} ({{3}}): {{4}}. Confirme pelo check-in, se houver vaga.',
    example: [GROUP, '12', WHEN, '2 faltas sem avisar nas últimas 4 semanas (BID #9 e #11)'],
    buttons: [],
  },
  'date-skipped': {
    name: 'bidfut_sem_jogo',
    notice: 'date-skipped',
    body: '{{1}}: não vai ter jogo {{2}}. {{3}} Os outros jogos seguem como de costume.',
    example: [GROUP, 'na quinta, 04/12 às 20:00', 'Motivo: feriado.'],
    buttons: [],
  },
  // To whoever the skip told by WhatsApp, when it is taken back after its hold.
  'date-unskipped': {
    name: 'bidfut_jogo_de_volta',
    notice: 'date-skipped',
    body: '{{1}}: esqueça o aviso anterior, vai ter jogo {{2}}, sim. A organização pôs a data de volta na agenda.',
    example: [GROUP, 'na quinta, 04/12 às 20:00'],
    buttons: [],
  },
}

/** How many `{{n}}` parameters a text has. */
export const parameterCount = (text: string) => new Set(text.match(/\{\{\d+\}\}/g) ?? []).size

/** The text a person reads, parameters filled in (the fallback email says the same). */
export const fillTemplate = (template: TemplateDefinition, params: string[]) =>
  template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '')

export const templateNamed = (name: string) =>
  Object.values(TEMPLATES).find((template) => template.name === name)
