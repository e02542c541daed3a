import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorMessage, ShownError } from '@/lib/error-message'

// No browser or library message reaches a person untranslated ('Registration failed - permission
// denied'): a failure's text is shown only through errorMessage(), which keeps the server's and
// the app's pt-BR words and puts its own in place of anything else. This walks the web code for
// an error's `.message` read anywhere else.
const root = join(import.meta.dirname)
const READS_ERROR_MESSAGE =
  /\b(?:error|err|e|failure|reason|cause)\??\.message\b|\.error\??\.message\b/

// Reads that are not shown: they compare or recognise a text, or are errorMessage() itself.
const NOT_SHOWN = [
  /\.message\s*===/, // compares with a known text
  /\.test\([^)]*\.message\)/, // recognises a browser's failed load (server-probe)
  /fieldState\.error\?\.message/, // the form's own zod message, pt-BR
]
const OWN_FILES = new Set(['lib/error-message.ts'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('error messages shown to people', () => {
  it('go through errorMessage(), never an error’s raw .message', () => {
    const files = sourceFiles(root)
    expect(files.length).toBeGreaterThan(100)
    const raw = files.flatMap((path) => {
      const name = relative(root, path)
      if (OWN_FILES.has(name)) return []
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          READS_ERROR_MESSAGE.test(line) && !NOT_SHOWN.some((ok) => ok.test(line))
            ? [`${name}:${index + 1}: ${line.trim()}`]
            : [],
        )
    })
    expect(raw).toEqual([])
  })

  it("put the app's words in place of a browser's", () => {
    const browser = new DOMException('Registration failed - permission denied', 'NotAllowedError')
    expect(errorMessage(browser)).toBe('Algo deu errado. Tente de novo.')
    expect(errorMessage(new TypeError('Failed to fetch'), 'Sem conexão.')).toBe('Sem conexão.')
    expect(errorMessage(new ShownError('As notificações estão bloqueadas.'))).toBe(
      'As notificações estão bloqueadas.',
    )
  })
})
