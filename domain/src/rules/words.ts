/** Small pt-BR phrasings several screens and messages share, so each reads one way. */

/** '1 hora', '3 horas'. */
export function hoursText(count: number): string {
  return count === 1 ? '1 hora' : `${count} horas`
}

/**
 * A group's name after 'na', 'da', 'a': 'pelada Amigos da Quinta', but 'Pelada do Canto' as it is
 * when the name already says 'pelada' (never 'na pelada Pelada do Canto').
 */
export function peladaNamed(groupName: string): string {
  return /^pelada\b/iu.test(groupName.trim()) ? groupName : `pelada ${groupName}`
}
