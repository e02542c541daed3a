import { TEMPLATES } from './templates.ts'
import type { WhatsAppClient } from './whatsapp-client.ts'

type Out = { log: (line: string) => void; error: (line: string) => void }

/**
 * `npm run cli -- whatsapp-templates` (ADR 051): registers every template the repository defines
 * that the business account does not have yet (Business Management API), then reports each one's
 * approval status. Running it again registers nothing twice. Answers the exit code.
 */
export async function registerTemplates(
  client: Pick<WhatsAppClient, 'createTemplate' | 'templateStatuses'>,
  publicUrl: string,
  out: Out = console,
): Promise<number> {
  let failed = 0
  const known = await client.templateStatuses()
  for (const template of Object.values(TEMPLATES)) {
    if (known.has(template.name)) continue
    const created = await client.createTemplate(template, publicUrl)
    if (created.ok) known.set(template.name, created.status)
    else {
      failed += 1
      out.error(`${template.name}: não registrado (${created.error})`)
    }
  }
  const statuses = await client.templateStatuses()
  for (const template of Object.values(TEMPLATES)) {
    out.log(`${template.name} (${template.notice}): ${statuses.get(template.name) ?? 'ausente'}`)
  }
  return failed > 0 ? 1 : 0
}
