import {
  chargeStatusLabels,
  paymentMethodLabels,
  type Charge,
  type FinanceSummary,
} from '@bidfut/domain/contracts/finance'
import { formatCentsPlain } from '@bidfut/domain/rules/money'

/** Excel reads UTF-8 only after this mark; without it 'João' turns into 'JoÃ£o'. */
const BOM = '\uFEFF'

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a text that starts
 * like a formula (=, +, -, @) gets a leading apostrophe so a spreadsheet shows it, not runs it.
 */
function cell(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-\d+,\d{2}$/.test(value)
  const safe = formula ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

function row(values: string[]): string {
  return values.map(cell).join(';')
}

const brDate = (date: string) => date.split('-').reverse().join('/')

/**
 * The month as a treasurer opens it: UTF-8 with BOM, ';' between cells and pt-BR numbers
 * ('1234,56'), the way a Brazilian spreadsheet reads them. The summary rows repeat the screen's.
 */
export function financeCsv(monthTitle: string, charges: Charge[], summary: FinanceSummary): string {
  const lines = [
    row(['Jogador', 'Descrição', 'Vencimento', 'Valor (R$)', 'Situação', 'Forma de pagamento']),
    ...charges.map((charge) =>
      row([
        charge.playerName,
        charge.description,
        brDate(charge.dueDate),
        formatCentsPlain(charge.amountCents),
        chargeStatusLabels[charge.status],
        charge.paidMethod ? paymentMethodLabels[charge.paidMethod] : '',
      ]),
    ),
    '',
    row([`Resumo de ${monthTitle}`, '']),
    row(['Recebido', formatCentsPlain(summary.receivedCents)]),
    row(['Em aberto', formatCentsPlain(summary.outstandingCents)]),
    row(['Custo da quadra', formatCentsPlain(summary.courtCostCents)]),
    row(['Saldo', formatCentsPlain(summary.balanceCents)]),
  ]
  return `${BOM}${lines.join('\r\n')}\r\n`
}
