import { describe, expect, it, vi } from 'vitest'
import { shareText, whatsappUrl } from './share-text'

const TEXT = '⚽ TIMES SORTEADOS\n\n*Time 1* & cia'

function env(overrides: { isPhone?: boolean; share?: Navigator['share'] | undefined } = {}) {
  const open = vi.fn()
  const share = 'share' in overrides ? overrides.share : vi.fn(() => Promise.resolve())
  return {
    open,
    share,
    env: {
      navigator: { share: share!, canShare: () => true },
      isPhone: overrides.isPhone ?? true,
      open,
    },
  }
}

describe('whatsappUrl', () => {
  it('carries the whole text, encoded', () => {
    const url = new URL(whatsappUrl(TEXT))
    expect(url.href.startsWith('https://wa.me/?text=')).toBe(true)
    expect(url.searchParams.get('text')).toBe(TEXT)
  })
})

describe('shareText', () => {
  it('uses the share sheet on a phone that has one', async () => {
    const { env: e, share, open } = env()
    expect(await shareText(TEXT, e)).toBe('shared')
    expect(share).toHaveBeenCalledWith({ text: TEXT })
    expect(open).not.toHaveBeenCalled()
  })

  it('opens WhatsApp on a computer, even where the browser could share', async () => {
    const { env: e, share, open } = env({ isPhone: false })
    expect(await shareText(TEXT, e)).toBe('whatsapp')
    expect(share).not.toHaveBeenCalled()
    expect(open).toHaveBeenCalledWith(whatsappUrl(TEXT))
  })

  it('opens WhatsApp on a phone without the Web Share API', async () => {
    const { env: e, open } = env({ share: undefined })
    expect(await shareText(TEXT, e)).toBe('whatsapp')
    expect(open).toHaveBeenCalledWith(whatsappUrl(TEXT))
  })

  it('falls back to WhatsApp when sharing fails, but not when the sheet is dismissed', async () => {
    const failing = env({
      share: vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError'))),
    })
    expect(await shareText(TEXT, failing.env)).toBe('whatsapp')
    expect(failing.open).toHaveBeenCalledOnce()

    const dismissed = env({
      share: vi.fn(() => Promise.reject(new DOMException('x', 'AbortError'))),
    })
    expect(await shareText(TEXT, dismissed.env)).toBe('dismissed')
    expect(dismissed.open).not.toHaveBeenCalled()
  })
})
