import { formatCents } from '@bidfut/domain/rules/money'
import { firstName } from '@bidfut/domain/rules/person-names'
import { render } from '../email-render.ts'
import type { NoticeKind, Recipient } from '../notice.ts'

type Reminded = {
  charge: {
    id: number
    companyPlayerId: number
    description: string
    amountCents: number
    dueDate: string
  }
  companyId: number
  groupName: string
  /** The group's today: one push per charge a day. */
  today: string
  now: Date
  publicUrl: string
  /** The charge's Pix copia-e-cola (null when the group's receiver has none). */
  pixCode: string | null
}

/**
 * 'Cobrar': a polite note about one overdue charge; the link opens the list, a tap pays (ADR 038).
 * On WhatsApp its Pix code is in the text and 'Já paguei' reports it (ADR 051).
 */
export const chargeReminder: NoticeKind<Reminded, Recipient & { fullName: string }> = {
  to: 'the member who owes an overdue charge, when an organiser taps Cobrar',
  email: {
    key: (o) => `charge-reminder:${o.charge.id}:${o.now.toISOString()}`,
    texts: ({ charge, groupName, publicUrl }, r) => {
      const [year, month, day] = charge.dueDate.split('-')
      return render(`Lembrete de pagamento - ${groupName}`, `Olá, ${firstName(r.fullName)}!`, {
        paragraphs: [
          `Passando para lembrar de uma cobrança da pelada "${groupName}" que ainda está em aberto:`,
          `${charge.description}: ${formatCents(charge.amountCents)}, vencida em ${day}/${month}/${year}.`,
          'Em "Minhas cobranças" você encontra o código Pix para pagar em dois toques. Se já pagou, toque em "Já paguei" para avisar a organização.',
        ],
        link: { label: 'Ver minhas cobranças', url: `${publicUrl}/perfil#minhas-cobrancas` },
        footer: 'Se você acredita que este lembrete está errado, fale com a organização da pelada.',
      })
    },
  },
  push: {
    kind: 'charge',
    key: (o) => `charge-reminder:${o.charge.id}:${o.today}`,
    audience: (o) => ({
      member: { companyId: o.companyId, companyPlayerId: o.charge.companyPlayerId },
    }),
    texts: ({ charge, groupName, publicUrl }) => ({
      title: `${groupName}: pagamento em aberto`,
      body: `${charge.description}: ${formatCents(charge.amountCents)}. Toque para ver o Pix.`,
      url: `${publicUrl}/perfil#minhas-cobrancas`,
      tag: `charge-${charge.id}`,
    }),
  },
  whatsapp: {
    notice: 'charge',
    key: (o) => `charge-reminder:${o.charge.id}:${o.today}`,
    to: (o) => ({ companyId: o.companyId, companyPlayerId: o.charge.companyPlayerId }),
    params: ({ charge, groupName, pixCode }) => {
      const [, month, day] = charge.dueDate.split('-')
      return [
        groupName,
        charge.description,
        // The template writes 'R$ ' itself.
        formatCents(charge.amountCents).replace('R$ ', ''),
        `${day}/${month}`,
        pixCode ?? 'peça a chave Pix à organização',
      ]
    },
    chargeId: (o) => o.charge.id,
  },
}
