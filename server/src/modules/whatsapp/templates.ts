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

export const TEMPLATES: Record<WhatsAppNotice, TemplateDefinition> = {
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
}

/** How many `{{n}}` parameters a text has. */
export const parameterCount = (text: string) => new Set(text.match(/\{\{\d+\}\}/g) ?? []).size

/** The text a person reads, parameters filled in (the fallback email says the same). */
export const fillTemplate = (template: TemplateDefinition, params: string[]) =>
  template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '')

export const templateNamed = (name: string) =>
  Object.values(TEMPLATES).find((template) => template.name === name)
