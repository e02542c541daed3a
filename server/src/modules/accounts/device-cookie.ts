import type { FastifyReply, FastifyRequest } from 'fastify'
import { DEVICE_TRUST_MS, type PasswordClient } from './trusted-devices.ts'

export const DEVICE_COOKIE = 'bidfut_device'
// Only the account flows that check a password (or prove ownership) read it.
export const DEVICE_COOKIE_PATH = '/v1/accounts'

export type DeviceCookie = ReturnType<typeof createDeviceCookie>

/**
 * The trusted-device cookie (ADR 025): HttpOnly so no script reads it, SameSite=Strict so no other
 * site sends it, Secure whenever the app is served over https.
 */
export function createDeviceCookie(publicUrl: string) {
  const secure = publicUrl.startsWith('https:')
  return {
    clientOf(request: FastifyRequest): PasswordClient {
      return { ip: request.ip, deviceToken: request.cookies[DEVICE_COOKIE] }
    },
    set(reply: FastifyReply, token: string) {
      void reply.setCookie(DEVICE_COOKIE, token, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: DEVICE_TRUST_MS / 1000,
      })
    },
  }
}
