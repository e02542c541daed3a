import { describe, expect, it } from 'vitest'
import { parseWhatsAppList } from './whatsapp-list.ts'

const names = (pasted: string) => parseWhatsAppList(pasted).players.map((player) => player.name)

describe('parseWhatsAppList', () => {
  it('reads a real-looking list of 20: title, emojis, numbering styles, a goalkeeper note, blanks', () => {
    const pasted = [
      '⚽ Pelada quinta 20h – Arena Society ⚽',
      '',
      '1. Zé',
      '2- Bruno 🔥',
      '3) Carlão (goleiro)',
      '4 - Rafa',
      '5. Léo ✅',
      '6.Tiago',
      '7) Dudu 💪🏽',
      '8- Marcão',
      '9. João Pedro',
      '10 - Gabriel S.',
      '',
      '11. Pedrinho 👟',
      '12. Fernando',
      '13- Igor',
      '14) Vini Jr 🇧🇷',
      '15. Juninho',
      '16. Rodrigo',
      '17. Matheus',
      '18. Caio',
      '19. Thiago Silva',
      '20. Anderson',
      '21.',
      '22. ',
    ].join('\n')
    const list = parseWhatsAppList(pasted)
    expect(list.players).toHaveLength(20)
    expect(list.players.slice(0, 3)).toEqual([
      { name: 'Zé', goalkeeper: false, typePlayer: 'monthly' },
      { name: 'Bruno', goalkeeper: false, typePlayer: 'monthly' },
      { name: 'Carlão', goalkeeper: true, typePlayer: 'monthly' },
    ])
    expect(list.players.filter((player) => player.goalkeeper).map((p) => p.name)).toEqual([
      'Carlão',
    ])
    expect(names(pasted)).toContain('Gabriel S')
    expect(names(pasted)).toContain('Vini Jr')
    expect(list.repeated).toEqual([])
  })

  it('strips every numbering style and bullet', () => {
    expect(
      names(
        ['1. Ana', '2- Bia', '3) Caio', '4 - Duda', '05: Edu', '6º Fábio', '7 Gui', '• Hugo'].join(
          '\n',
        ),
      ),
    ).toEqual(['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fábio', 'Gui', 'Hugo'])
    expect(names('1️⃣ Zé\n2️⃣ Tico')).toEqual(['Zé', 'Tico'])
  })

  it('finds goalkeepers in notes, words, gloves and a Goleiros section', () => {
    const list = parseWhatsAppList(
      [
        '1. Carlão (goleiro)',
        '2. Beto gk',
        '3. Nando [GK]',
        '4. Paulo - goleiro',
        '5. Tuca 🧤',
        '6. Gol (gol)',
        '7. Ricardo (paga dia 10)',
        'Goleiros:',
        '1. Fabão',
      ].join('\n'),
    )
    expect(list.players).toEqual([
      { name: 'Carlão', goalkeeper: true, typePlayer: 'monthly' },
      { name: 'Beto', goalkeeper: true, typePlayer: 'monthly' },
      { name: 'Nando', goalkeeper: true, typePlayer: 'monthly' },
      { name: 'Paulo', goalkeeper: true, typePlayer: 'monthly' },
      { name: 'Tuca', goalkeeper: true, typePlayer: 'monthly' },
      { name: 'Gol', goalkeeper: true, typePlayer: 'monthly' },
      { name: 'Ricardo', goalkeeper: false, typePlayer: 'monthly' },
      { name: 'Fabão', goalkeeper: true, typePlayer: 'monthly' },
    ])
  })

  it('marks an Avulsos section as avulsos and goes back to mensais after another header', () => {
    const list = parseWhatsAppList(
      ['1. Ana', 'Avulsos:', '1. Bia', 'Lista de espera:', '1. Caio'].join('\n'),
    )
    expect(list.players.map((player) => [player.name, player.typePlayer])).toEqual([
      ['Ana', 'monthly'],
      ['Bia', 'sporadic'],
      ['Caio', 'monthly'],
    ])
  })

  it('keeps a repeated name once, ignoring case, accents and emojis, and says which repeated', () => {
    const list = parseWhatsAppList('1. Zé\n2. Bruno\n3. ZE 🔥\n4. bruno\n5. Zé')
    expect(list.players.map((player) => player.name)).toEqual(['Zé', 'Bruno'])
    expect(list.repeated).toEqual(['ZE', 'bruno', 'Zé'])
  })

  it('reads a plain list without numbers, skipping titles with a time or a date', () => {
    expect(
      names(
        ['Fut de sexta 19:30', 'Racha 26/11', 'Zé', 'Bruno', '', 'Carlão', 'Confirmados:'].join(
          '\n',
        ),
      ),
    ).toEqual(['Zé', 'Bruno', 'Carlão'])
  })

  it('drops phone numbers and leftover separators, and keeps inner punctuation', () => {
    expect(names('1. Zé - +55 11 98765-4321\n2. Ana-Maria,\n3. D’Ávila.')).toEqual([
      'Zé',
      'Ana-Maria',
      'D’Ávila',
    ])
  })

  it('reads Windows line ends and nothing from an empty paste', () => {
    expect(names('1. Zé\r\n2. Bruno\r\n')).toEqual(['Zé', 'Bruno'])
    expect(parseWhatsAppList('')).toEqual({ players: [], repeated: [] })
    expect(parseWhatsAppList('\n\n🔥🔥\n')).toEqual({ players: [], repeated: [] })
  })
})
