import { describe, expect, it } from 'vitest'
import { columnLabel, SECTION_TITLES, valueInWords } from './export-html.ts'
import { PERSONAL_DATA } from './personal-data.ts'

describe("the readable export's words", () => {
  it('labels columns in pt-BR', () => {
    expect(columnLabel('fullName')).toBe('Nome completo')
    expect(columnLabel('dayOfMatch')).toBe('Data do jogo')
    expect(columnLabel('someNewField')).toBe('Some new field')
  })

  it('titles every table the export writes in pt-BR', () => {
    const exported = Object.entries(PERSONAL_DATA).filter(([, entry]) => 'export' in entry)
    const untitled = exported.map(([table]) => table).filter((table) => !SECTION_TITLES[table])
    expect(untitled, 'tables without a title in SECTION_TITLES (export-html.ts)').toEqual([])
  })

  it('shows values as the app does, in São Paulo time', () => {
    expect(valueInWords('bidStatus', 'finished')).toBe('Finalizado')
    expect(valueInWords('typePlayer', 'monthly')).toBe('Mensal')
    expect(valueInWords('playerPosition', 'midfielder')).toBe('Meia')
    expect(valueInWords('createdAt', '2026-11-29T13:05:00.000Z')).toBe(
      '29/11/2026, 10:05 (horário de Brasília)',
    )
    expect(valueInWords('dayOfMatch', '2026-12-03T20:00:00')).toBe('03/12/2026 20:00')
    expect(valueInWords('weeklyTeam', true)).toBe('Sim')
    expect(valueInWords('amountCents', 8000)).toBe('R$ 80,00')
    expect(valueInWords('note', null)).toBe('—')
    expect(valueInWords('status', 1)).toBe('Ativo')
    expect(valueInWords('status', 'sent')).toBe('Enviado')
    expect(valueInWords('kind', 'bid.status')).toBe('Status no BID')
    expect(valueInWords('kind', 'password_reset')).toBe('Nova senha')
    expect(valueInWords('kinds', ['bid-opened', 'reminder'])).toBe(
      'BID aberto, Lembrete dois dias antes do jogo',
    )
    expect(valueInWords('details', { to: 'confirmed', from: 'waiting' })).toBe(
      'De: Pendente · Para: Confirmado',
    )
  })
})
