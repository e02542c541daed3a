import { formatCents } from '@bidfut/domain/rules/money'
import { firstName } from '@bidfut/domain/rules/person-names'
import { render } from '../mail/templates.ts'

/** 'Cobrar': a polite note about one overdue charge; the link opens the list, a tap pays. */
export function chargeReminderEmail(input: {
  fullName: string
  groupName: string
  description: string
  amountCents: number
  dueDate: string
  url: string
}) {
  const [year, month, day] = input.dueDate.split('-')
  return render(
    `Lembrete de pagamento - ${input.groupName}`,
    `Olá, ${firstName(input.fullName)}!`,
    {
      paragraphs: [
        `Passando para lembrar de uma cobrança da pelada "${input.groupName}" que ainda está em aberto:`,
        `${input.description}: ${formatCents(input.amountCents)}, vencida em ${day}/${month}/${year}.`,
        'Em "Minhas cobranças" você encontra o código Pix para pagar em dois toques. Se já pagou, toque em "Já paguei" para avisar a organização.',
      ],
      link: { label: 'Ver minhas cobranças', url: input.url },
      footer: 'Se você acredita que este lembrete está errado, fale com a organização da pelada.',
    },
  )
}
