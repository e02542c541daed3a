import { nameKey } from './person-names.ts'

/** One player read from a pasted list: what the preview shows before anything is saved. */
export type PastedPlayer = {
  name: string
  goalkeeper: boolean
  typePlayer: 'monthly' | 'sporadic'
}

export type PastedList = {
  players: PastedPlayer[]
  /** Names that repeat an earlier line of the same list (by nameKey), in the order met. */
  repeated: string[]
}

// '1. Zé', '2- Bruno', '3) Carlão', '4 - Rafa', '05: Léo', '6º Tico', '7 Dudu': a number of up to
// three digits, then a separator or a space. A year or a time ('2026', '20h') is not numbering.
const NUMBERING = /^(\d{1,3})(?:\s*[.)\-–—:ºª°]+\s*|\s+|$)/u
// Bullets people type or WhatsApp keeps: '- Zé', '• Zé', '* Zé', '> Zé'.
const BULLET = /^[-–—•*>·▪]+\s*/u
// Emojis with their joiners, skin tones, variation selectors, keycaps and flags, each on its own.
const EMOJI =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}]|\u200d|\ufe0f|\ufe0e|\u20e3/gu
const GLOVES = '🧤'
// A goalkeeper note: '(goleiro)', '[gk]', '- goleira', 'GK', '(gol)'. Outside brackets 'gol' alone
// is too common a word to count.
const KEEPER_WORD = /^(goleir[oa]s?|gk|keeper|gol)$/iu
const KEEPER_TRAILING = /(?:^|[\s\-–—,:/|]+)(goleir[oa]|gk)\s*$/iu
const BRACKETED = /[([{]([^)\]}]*)[)\]}]/gu
// Section headers that change what the lines below them are.
const KEEPER_HEADER = /^goleir[oa]s?\b|^gks?\b/iu
const SPORADIC_HEADER = /^(avulsos?|convidados?)\b/iu
// A line that reads as a title or a note, never as someone's name.
const TIME_OR_DATE = /\b\d{1,2}\s*h(\d{2})?\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\/\d{1,2}\b/iu
const PHONE = /\+?\d[\d\s().-]{7,}\d/gu
const HAS_LETTER = /\p{L}/u

/** `numbered`: the line starts with a number or a bullet, as the items of a list do. */
type Line = { numbered: boolean; gloves: boolean; text: string }

/** A line without emojis, bullets and numbering ('1️⃣ Zé 🔥' reads as a numbered 'Zé'). */
function readLine(raw: string): Line {
  let text = raw.replace(EMOJI, ' ').replace(/\s+/gu, ' ').trim()
  const bullet = BULLET.exec(text)
  if (bullet) text = text.slice(bullet[0].length)
  const numbered = NUMBERING.exec(text)
  if (numbered) text = text.slice(numbered[0].length)
  return {
    numbered: numbered !== null || bullet !== null,
    gloves: raw.includes(GLOVES),
    text: text.trim(),
  }
}

/** The name without its notes, and whether a note said goalkeeper. */
function cleanName({ text, gloves }: Line): { name: string; goalkeeper: boolean } {
  let goalkeeper = gloves
  let name = text.replace(BRACKETED, (_, note: string) => {
    if (note.split(/[\s,/]+/u).some((word) => KEEPER_WORD.test(word))) goalkeeper = true
    return ' '
  })
  name = name.replace(PHONE, ' ')
  const trailing = KEEPER_TRAILING.exec(name)
  if (trailing) {
    goalkeeper = true
    name = name.slice(0, trailing.index)
  }
  // Leftover separators at either end: 'Zé -', ', Bruno', 'Tico.'.
  name = name
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\-–—.,:;|/*~_]+|[\s\-–—.,:;|/*~_]+$/gu, '')
    .trim()
  return { name, goalkeeper }
}

function isHeader(line: Line, listIsNumbered: boolean): boolean {
  if (line.text.endsWith(':')) return true
  // In a numbered list, an unnumbered line is the title or a note ('Pelada quinta 20h').
  if (listIsNumbered && !line.numbered) return true
  return TIME_OR_DATE.test(line.text)
}

/**
 * The players of a list pasted from WhatsApp: one per line, numbering, bullets and emojis gone,
 * '(goleiro)', 'gk' or 🧤 mark a goalkeeper, a 'Goleiros:' or 'Avulsos:' header marks the lines
 * below it, titles and blank or empty numbered lines are skipped, and a name met again (ignoring
 * case and accents) is kept once. Pure: the preview shows the result for the organiser to fix.
 */
export function parseWhatsAppList(pasted: string): PastedList {
  const lines = pasted
    .split(/\r\n|\r|\n/u)
    .map(readLine)
    .filter((line) => HAS_LETTER.test(line.text) || line.numbered)
  const numberedCount = lines.filter((line) => line.numbered && HAS_LETTER.test(line.text)).length
  const listIsNumbered = numberedCount >= 2
  const players: PastedPlayer[] = []
  const repeated: string[] = []
  const seen = new Set<string>()
  let section: 'players' | 'goalkeepers' | 'sporadic' = 'players'

  for (const line of lines) {
    if (isHeader(line, listIsNumbered)) {
      if (KEEPER_HEADER.test(line.text)) section = 'goalkeepers'
      else if (SPORADIC_HEADER.test(line.text)) section = 'sporadic'
      else section = 'players'
      continue
    }
    const { name, goalkeeper } = cleanName(line)
    // '12.' with nobody on it: a free slot of the list.
    if (!HAS_LETTER.test(name)) continue
    const key = nameKey(name)
    if (seen.has(key)) {
      repeated.push(name)
      continue
    }
    seen.add(key)
    players.push({
      name,
      goalkeeper: goalkeeper || section === 'goalkeepers',
      typePlayer: section === 'sporadic' ? 'sporadic' : 'monthly',
    })
  }
  return { players, repeated }
}
