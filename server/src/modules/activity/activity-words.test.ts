import { describe, expect, it } from 'vitest'
import { activityInWords, type ActivityRow } from './activity-words.ts'

const row = (kind: string, details: Record<string, unknown>): ActivityRow => ({
  kind,
  actorName: 'Rafa',
  subjectName: 'Edu',
  bidNumber: 12,
  sameMember: false,
  details,
})

describe('the log in words', () => {
  it('names personal fields apart from the values that changed', () => {
    const edited = row('register.edited', {
      changes: [
        { field: 'fullName' },
        { field: 'email' },
        { field: 'playerPosition', from: null, to: 'midfielder' },
      ],
    })
    // Never 'mudou o nome, o email e a posição de (vazio) para Meia de Eduardo Ramos'.
    expect(activityInWords(edited)).toBe(
      'Rafa mudou o cadastro de Edu: o nome e o email; a posição para Meia (era em branco)',
    )
  })

  it('says how many pending players a nudge reached', () => {
    expect(activityInWords(row('bid.nudged', { count: 9 }))).toBe(
      'Rafa lembrou 9 jogadores pendentes no BID #12',
    )
    expect(activityInWords(row('bid.nudged', { count: 1 }))).toBe(
      'Rafa lembrou 1 jogador pendente no BID #12',
    )
  })

  it('says what the Bidfut did by itself', () => {
    const system = { actorName: null }
    expect(activityInWords({ ...row('bid.opened_on_schedule', {}), ...system })).toBe(
      'O Bidfut abriu o BID #12 pela agenda',
    )
    expect(activityInWords({ ...row('bid.waitlist_filled', {}), ...system })).toBe(
      'O Bidfut confirmou Edu da lista de espera no BID #12: abriu uma vaga',
    )
    expect(activityInWords({ ...row('bid.window_released', { held: 1 }), ...system })).toBe(
      'O Bidfut liberou 1 vaga reservada para mensalistas no BID #12: o prazo terminou',
    )
    expect(activityInWords({ ...row('results.craque_closed', { counted: 1 }), ...system })).toBe(
      'O Bidfut encerrou a votação do craque da partida no BID #12: 1 voto contado',
    )
  })
})
