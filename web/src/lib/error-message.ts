/** The text to show for a failure: the server's pt-BR message when there is one. */
export function errorMessage(error: unknown, fallback = 'Erro desconhecido'): string {
  return error instanceof Error && error.message ? error.message : fallback
}
