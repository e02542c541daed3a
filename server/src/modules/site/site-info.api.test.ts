import { describe, expect, it } from 'vitest'
import { siteInfoSchema } from '@bidfut/domain/contracts/contact'
import { createTestApp } from '../../../test/test-app.ts'

const configured = await createTestApp({
  WHATSAPP_NUMBER: '+55 (11) 98765-4321',
  COMPANY_ADDRESS: 'Rua das Palmeiras, 100 - São Paulo/SP',
  CONTACT_EMAIL: 'fale@bidfut.example',
  GOOGLE_CLIENT_ID: 'bidfut-web',
  GOOGLE_CLIENT_SECRET: 'segredo',
})
const bare = await createTestApp()

const siteInfo = (app: typeof bare.app) => app.inject({ method: 'GET', url: '/v1/site-info' })

describe('GET /v1/site-info', () => {
  it('builds the WhatsApp link from the configured number, with the greeting prefilled, and offers Google when configured', async () => {
    const res = await siteInfo(configured.app)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const info = siteInfoSchema.parse(res.json())
    expect(info).toEqual({
      whatsappUrl:
        'https://wa.me/5511987654321?text=Ol%C3%A1!%20Quero%20saber%20mais%20sobre%20o%20Bidfut%20para%20a%20minha%20pelada.',
      companyAddress: 'Rua das Palmeiras, 100 - São Paulo/SP',
      contactEmail: 'fale@bidfut.example',
      googleSignIn: true,
    })
    expect(new URL(info.whatsappUrl!).searchParams.get('text')).toBe(
      'Olá! Quero saber mais sobre o Bidfut para a minha pelada.',
    )
  })

  it('has no link, no address and no Google when none is configured, and the default contact email', async () => {
    const res = await siteInfo(bare.app)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      whatsappUrl: null,
      companyAddress: null,
      contactEmail: 'contato@bidfut.com.br',
      googleSignIn: false,
    })
  })
})
