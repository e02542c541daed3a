/**
 * The check digits of a CPF (11 digits) and a CNPJ (14 characters; since July 2026 its first 12
 * may be letters as well as digits, the Receita Federal's alphanumeric CNPJ). Modulo 11, as the
 * Receita publishes it: a character is worth its ASCII code minus 48 ('0' → 0, 'A' → 17).
 */

function checkDigit(values: number[], firstWeight: number, wrapAt?: number): number {
  let weight = firstWeight
  let sum = 0
  for (const value of values) {
    sum += value * weight
    weight -= 1
    if (wrapAt !== undefined && weight < 2) weight = wrapAt
  }
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** Digits only: '529.982.247-25' → '52998224725'. */
export function cpfDigits(typed: string): string {
  return typed.replace(/[.\-\s]/g, '')
}

export function isValidCpf(typed: string): boolean {
  const cpf = cpfDigits(typed)
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false
  const digits = [...cpf].map(Number)
  const first = checkDigit(digits.slice(0, 9), 10)
  const second = checkDigit(digits.slice(0, 10), 11)
  return first === digits[9] && second === digits[10]
}

/** Upper case, no punctuation: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export function cnpjCharacters(typed: string): string {
  return typed.replace(/[.\-/\s]/g, '').toUpperCase()
}

export function isValidCnpj(typed: string): boolean {
  const cnpj = cnpjCharacters(typed)
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false
  const values = [...cnpj].map((char) => char.charCodeAt(0) - 48)
  const first = checkDigit(values.slice(0, 12), 5, 9)
  const second = checkDigit(values.slice(0, 13), 6, 9)
  return first === values[12] && second === values[13]
}
