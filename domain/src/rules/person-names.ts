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
