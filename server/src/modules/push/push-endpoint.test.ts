import { describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_SERVICES } from '../../config.ts'
import { isAllowedPushEndpoint } from './push-endpoint.ts'

describe('isAllowedPushEndpoint', () => {
  it("takes the known push services' endpoints", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQ',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICES), endpoint).toBe(true)
    }
  })

  it('refuses plain http, other hosts, look-alikes, ports, credentials and internal addresses', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'http://127.0.0.1:8080/push',
      'http://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICES), endpoint).toBe(false)
    }
  })

  it('lets a replaced allowlist name a plain-http local fake, and only that origin', () => {
    const allowlist = ['http://127.0.0.1:4999']
    expect(isAllowedPushEndpoint('http://127.0.0.1:4999/push/1', allowlist)).toBe(true)
    expect(isAllowedPushEndpoint('http://127.0.0.1:5000/push/1', allowlist)).toBe(false)
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/a', allowlist)).toBe(false)
  })
})
