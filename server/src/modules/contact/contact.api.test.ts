import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { contactMessages, emailOutbox } from '../../db/schema/messages.ts'
import { errorBody } from '../../../test/error-body.ts'

// No RECAPTCHA_SECRET: human verification is off. SMTP at a closed local port: every send fails.
const { app, db } = await createTestApp({
  CONTACT_EMAIL: 'contato@bidfut.example',
  SMTP_URL: 'smtp://127.0.0.1:9',
})

let address = 0
let sender = 0
// Each message from its own sender too: a sender address is limited to one a minute.
const form = (changes: object = {}) => ({
  name: 'Carla Mendes',
  email: `carla${++sender}@exemplo.com`,
  subject: 'Quero o Plano Full',
  message: 'Somos 22 jogadores às quintas.\nComo funciona o período grátis?',
  recaptchaToken: '',
  website: '',
  ...changes,
})
// Each call from its own address: the route is rate-limited per IP.
const send = (payload: object, remoteAddress = `10.7.0.${++address}`) =>
  app.inject({ method: 'POST', url: '/v1/contact/send', payload, remoteAddress })

const storedMessages = () => db.select().from(contactMessages).orderBy(desc(contactMessages.id))
const contactEmails = () =>
  db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, 'contato@bidfut.example'))
    .orderBy(desc(emailOutbox.id))

describe('POST /v1/contact/send', () => {
  it('stores the message and queues its email to CONTACT_EMAIL, answering 204', async () => {
    const res = await send(form({ email: 'Carla@Exemplo.com' }))
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')

    const [stored] = await storedMessages()
    expect(stored).toMatchObject({
      name: 'Carla Mendes',
      email: 'carla@exemplo.com',
      subject: 'Quero o Plano Full',
      message: 'Somos 22 jogadores às quintas.\nComo funciona o período grátis?',
    })
    const [mail] = await contactEmails()
    expect(mail).toMatchObject({
      dedupeKey: `contact:${stored!.id}`,
      subject: 'Contato pelo site: Quero o Plano Full',
      headers: { 'Reply-To': 'carla@exemplo.com' },
      companyId: null,
    })
    expect(mail!.textBody).toContain('Nome: Carla Mendes')
    expect(mail!.textBody).toContain('Email: carla@exemplo.com')
    expect(mail!.textBody).toContain('Como funciona o período grátis?')
  })

  it('names the email after the sender when there is no subject, and escapes the HTML', async () => {
    const res = await send(
      form({
        name: 'Zé <b>Bola</b>',
        subject: '   ',
        message: '<script>alert("x")</script> & cia',
      }),
    )
    expect(res.statusCode).toBe(204)
    const [stored] = await storedMessages()
    expect(stored!.subject).toBeNull()
    const [mail] = await contactEmails()
    expect(mail!.subject).toBe('Contato pelo site: Zé <b>Bola</b>')
    expect(mail!.textBody).toContain('Assunto: (sem assunto)')
    expect(mail!.htmlBody).toContain('Zé &lt;b&gt;Bola&lt;/b&gt;')
    expect(mail!.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; cia')
    expect(mail!.htmlBody).not.toContain('<script>')
  })

  it('refuses a line break in the subject, so nothing reaches the Subject header', async () => {
    const mailsBefore = (await contactEmails()).length
    const res = await send(form({ subject: 'Linha um\r\nBcc: alguem@exemplo.com' }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: 'Caracteres inválidos no campo Assunto' })
    expect(await contactEmails()).toHaveLength(mailsBefore)
  })

  it('keeps the line breaks of the message itself', async () => {
    const res = await send(form({ subject: 'Quebras', message: 'Linha um\r\n\tLinha dois' }))
    expect(res.statusCode).toBe(204)
    const [stored] = await storedMessages()
    expect(stored!.message).toBe('Linha um\r\n\tLinha dois')
  })

  it('loses nothing while SMTP is down: the email stays queued for a retry', async () => {
    await send(form({ subject: 'SMTP fora do ar' }))
    const [mail] = await contactEmails()
    expect(mail!.subject).toBe('Contato pelo site: SMTP fora do ar')
    await vi.waitFor(async () => {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, mail!.id))
      expect(row).toMatchObject({ status: 'pending', attempts: 1 })
      expect(row!.lastError).toBeTruthy()
    })
  })

  it('silently drops a message whose honeypot is filled', async () => {
    const before = (await storedMessages()).length
    const mailsBefore = (await contactEmails()).length
    const res = await send(form({ website: 'https://promo.example' }))
    expect(res.statusCode).toBe(204)
    expect(await storedMessages()).toHaveLength(before)
    expect(await contactEmails()).toHaveLength(mailsBefore)
  })

  it('accepts a form without subject, token or honeypot fields', async () => {
    const res = await send({ name: 'Ana', email: 'ana@exemplo.com', message: 'Oi!' })
    expect(res.statusCode).toBe(204)
  })

  it('refuses missing fields with a pt-BR message for each', async () => {
    const before = (await storedMessages()).length
    const res = await send({ subject: 'Só assunto' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(
      errorBody({
        message: 'Nome é obrigatório',
        errors: {
          name: 'Nome é obrigatório',
          email: 'Email é obrigatório',
          message: 'Mensagem é obrigatória',
        },
      }),
    )
    const blank = await send(form({ name: '  ', email: '', message: '\n' }))
    expect(blank.json().errors).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      message: 'Mensagem é obrigatória',
    })
    expect(await storedMessages()).toHaveLength(before)
  })

  it('refuses an invalid email with the form’s own words', async () => {
    for (const email of ['carla', 'carla@exemplo', 'carla @exemplo.com', 'a,b@exemplo.com']) {
      const res = await send(form({ email }))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        message: 'Por favor, insira um email válido.',
        errors: { email: 'Por favor, insira um email válido.' },
      })
    }
  })

  it('refuses texts that are too long', async () => {
    const res = await send(
      form({
        name: 'N'.repeat(101),
        email: `${'e'.repeat(250)}@x.com`,
        subject: 'S'.repeat(151),
        message: 'M'.repeat(4001),
        recaptchaToken: 'T'.repeat(4001),
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      name: 'Nome muito longo (máximo 100 caracteres)',
      email: 'Email muito longo (máximo 254 caracteres)',
      subject: 'Assunto muito longo (máximo 150 caracteres)',
      message: 'Mensagem muito longa (máximo 4000 caracteres)',
      recaptchaToken: 'Erro na verificação de segurança. Tente novamente.',
    })
    const atTheLimit = await send(
      form({ name: 'N'.repeat(100), subject: 'S'.repeat(150), message: 'M'.repeat(4000) }),
    )
    expect(atTheLimit.statusCode).toBe(204)
  })

  it('takes 5 messages in 10 minutes from one IP, then answers 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await send(form(), '10.7.9.9')).statusCode)
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429])
    const refused = await send(form(), '10.7.9.9')
    // The window's 10 minutes, less the second that may have turned since the first message.
    expect(['599', '600']).toContain(refused.headers['retry-after'])
    expect(refused.json()).toEqual(
      errorBody({ message: 'Muitas mensagens enviadas. Tente novamente em 10 minutos.' }),
    )
    expect((await send(form(), '10.7.9.10')).statusCode).toBe(204)
  })

  it('takes one message a minute and 5 a day from one sender address, from any IP', async () => {
    const from = { email: 'insistente@exemplo.com' }
    expect((await send(form(from))).statusCode).toBe(204)
    const again = await send(form(from))
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55)
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(again.json().message).toMatch(
      /^Muitas mensagens enviadas\. Tente novamente em (1 minuto|5\d segundos)\.$/,
    )
    // A minute later each time: four more go through, the sixth waits for the oldest to age.
    for (let i = 0; i < 4; i++) {
      await db.execute(sql`update email_requests set created_at = created_at - interval '61 seconds'
        where scope = 'contact' and address = 'insistente@exemplo.com'`)
      expect((await send(form(from))).statusCode).toBe(204)
    }
    await db.execute(sql`update email_requests set created_at = created_at - interval '1 hour'
      where scope = 'contact' and address = 'insistente@exemplo.com'`)
    const sixth = await send(form(from))
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().message).toMatch(
      /^Muitas mensagens enviadas. Tente novamente em 2\d horas.$/,
    )
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.email, from.email)),
    ).toHaveLength(5)
  })
})
