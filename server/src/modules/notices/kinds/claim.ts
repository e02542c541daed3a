import { firstName } from '@bidfut/domain/rules/person-names'
import { render } from '../email-render.ts'
import type { NoticeKind, Recipient } from '../notice.ts'
import { pushPayload } from './bid-texts.ts'
import { peladaNamed } from '@bidfut/domain/rules/words'

// A person says they are one of the group's pasted players (ADR 049).

type Claim = {
  id: number
  companyId: number
  groupName: string
  nickname: string
  claimantName: string
  publicUrl: string
}
type Organiser = Recipient & { companyPlayerId: number; fullName: string }

export function claimWaitingEmail(input: {
  organiserName: string
  groupName: string
  nickname: string
  claimantName: string
  url: string
}) {
  return render(
    `${input.groupName}: alguém disse ser ${input.nickname}`,
    `Olá, ${firstName(input.organiserName)}!`,
    {
      paragraphs: [
        `${input.claimantName} entrou pelo link de convite da ${peladaNamed(input.groupName)} e disse ser ${input.nickname}, da lista de jogadores.`,
        `Se for mesmo, toque em "Confirmar" ao lado de ${input.nickname} em Jogadores: o histórico, o tipo e as cobranças de ${input.nickname} passam a ser dessa pessoa. Se não for, toque em "Recusar".`,
      ],
      link: { label: 'Abrir Jogadores', url: input.url },
    },
  )
}

/**
 * The same claim, to the address the membership already had: a tap there proves it. Anyone with
 * the group's link can make us send it, so it is counted by the email limits (ADR 026).
 */
export function claimConfirmationEmail(input: {
  nickname: string
  groupName: string
  url: string
}) {
  return render(`Confirme que você é ${input.nickname}`, 'Olá!', {
    paragraphs: [
      `Alguém entrou pela lista da ${peladaNamed(input.groupName)} no Bidfut e disse ser ${input.nickname}, que tem este email no cadastro.`,
      'Se foi você, abra o link abaixo e toque em "Sou eu". Se não foi, ignore este email: nada muda.',
    ],
    link: { label: 'Confirmar que sou eu', url: input.url },
  })
}

/** A claim through the group's link waits for an organiser's 'Confirmar' in /jogadores. */
export const claimWaiting: NoticeKind<Claim, Organiser> = {
  to: "the group's organisers, by email and on the devices that asked for claims",
  email: {
    key: (o, organiser) => `claim-waiting:${o.id}:${organiser.companyPlayerId}`,
    texts: (o, organiser) =>
      claimWaitingEmail({
        ...o,
        organiserName: organiser.fullName,
        url: `${o.publicUrl}/jogadores`,
      }),
  },
  push: {
    kind: 'claim',
    key: (o) => `claim-waiting:${o.id}`,
    audience: (o) => ({ organisers: o.companyId }),
    texts: (o) =>
      pushPayload(
        {
          title: `${o.groupName}: alguém disse ser ${o.nickname}`,
          body: `${o.claimantName} entrou pelo link de convite. Toque para confirmar ou recusar.`,
          url: '/jogadores',
          tag: `claim-${o.id}`,
        },
        o.publicUrl,
      ),
  },
}

/** The membership had an address: the tap in this email confirms the claim instead. */
export const claimConfirmation: NoticeKind<Claim & { token: string }> = {
  to: "the address the claimed membership already had (the organisers' list)",
  email: {
    key: (o) => `claim-confirm:${o.id}`,
    texts: (o) =>
      claimConfirmationEmail({ ...o, url: `${o.publicUrl}/confirmar-vinculo/${o.token}` }),
  },
}
