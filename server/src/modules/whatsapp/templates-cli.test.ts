import { afterAll, describe, expect, it } from 'vitest'
import { FAKE_WHATSAPP, startFakeWhatsAppCloud } from '../../../test/fake-whatsapp-cloud.ts'
import { registerTemplates } from './templates-cli.ts'
import { parameterCount, TEMPLATES } from './templates.ts'
import { createWhatsAppClient } from './whatsapp-client.ts'

const fake = await startFakeWhatsAppCloud()
afterAll(() => fake.close())
const client = createWhatsAppClient({ ...FAKE_WHATSAPP, apiUrl: fake.url })

describe('npm run cli -- whatsapp-templates', () => {
  it('registers every template once, as defined, and reports each one’s status', async () => {
    const lines: string[] = []
    const out = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) }
    expect(await registerTemplates(client, 'https://bidfut.example', out)).toBe(0)
    expect(fake.violations).toEqual([])
    expect([...fake.templates.keys()].sort()).toEqual(
      Object.values(TEMPLATES)
        .map((t) => t.name)
        .sort(),
    )
    expect(lines).toContain('bidfut_bid_aberto (bid-opened): PENDING')
    // Meta approves one; the next run registers nothing again and says so.
    fake.templates.set('bidfut_bid_aberto', 'APPROVED')
    lines.length = 0
    const before = fake.requests
    expect(await registerTemplates(client, 'https://bidfut.example', out)).toBe(0)
    expect(fake.requests - before).toBe(2) // the two status reads, no creation
    expect(lines).toContain('bidfut_bid_aberto (bid-opened): APPROVED')
  })

  it('defines each template with one example per parameter and short button texts', () => {
    for (const template of Object.values(TEMPLATES)) {
      expect(template.example, template.name).toHaveLength(parameterCount(template.body))
      for (const button of template.buttons) expect(button.text.length).toBeLessThanOrEqual(25)
    }
  })
})
