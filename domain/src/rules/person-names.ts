/**
 * A name as people compare it: 'GABIGOL', 'Gabigol ' and 'gabígol' are the same person. Case,
 * accents and spacing do not count; everything else (letters, digits, punctuation) does.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** A member as the duplicate check sees them: either name may be what people type. */
export type NamedMember = { nickname: string | null; fullName: string }

/**
 * The first member whose nickname or full name is the typed name (by nameKey): the person an
 * organiser means when typing a name that is already registered. Undefined when none is.
 */
export function findNamesake<T extends NamedMember>(
  members: readonly T[],
  typed: string,
): T | undefined {
  const wanted = nameKey(typed)
  if (!wanted) return undefined
  return members.find(
    (member) =>
      nameKey(member.fullName) === wanted ||
      (member.nickname !== null && nameKey(member.nickname) === wanted),
  )
}

/** How a member is called on every screen and email: the nickname, else the full name. */
export function displayName(member: NamedMember): string {
  return member.nickname?.trim() || member.fullName
}

/** The first word of a full name: the 'Olá, Ana!' of emails and screens, a new member's nickname. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

// Built on first use: the web app loads this file on every screen, and most never sort names.
let collator: Intl.Collator | undefined

/** Names in pt-BR order ('Ágata' next to 'Ana', 'Zé 2' before 'Zé 10'), the same on every database. */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })
  return collator.compare(a, b)
}

/**
 * Sorted by name, then by membership id so namesakes keep one order. In JavaScript, because
 * PGlite and PostgreSQL collate differently. Sorts in place.
 */
export function sortByName<T extends { name: string; companyPlayerId: number }>(items: T[]): T[] {
  return items.sort((a, b) => compareNames(a.name, b.name) || a.companyPlayerId - b.companyPlayerId)
}
