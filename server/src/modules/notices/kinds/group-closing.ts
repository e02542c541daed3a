import { escapeHtml } from '../email-render.ts'
import type { NoticeKind, Recipient } from '../notice.ts'
import { peladaNamed } from '@bidfut/domain/rules/words'

type Closing = { companyId: number; groupName: string; closesAt: Date }

const dateInWords = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(at)

function closingText({ groupName, closesAt }: Closing) {
  return (
    `A ${peladaNamed(groupName)} foi encerrada por um administrador no Bidfut. Em ${dateInWords(closesAt)}, os ` +
    'dados da pelada (cadastro, nomes no histórico, convites) serão apagados. Até lá, um ' +
    'administrador pode reabri-la em Configurações. Seus dados em outras peladas não mudam.'
  )
}

/** 'A pelada … será encerrada': an administrator closed the group; its 30-day grace began (ADR 040). */
export const groupClosing: NoticeKind<Closing, Recipient & { id: number }> = {
  to: 'every member of the group with an email',
  email: {
    key: (o, r) => `group-closing:${o.companyId}:${o.closesAt.getTime()}:${r.id}`,
    texts: (o) => ({
      subject: `A ${peladaNamed(o.groupName)} será encerrada`,
      text: closingText(o),
      html: `<p>${escapeHtml(closingText(o))}</p>`,
    }),
  },
}
