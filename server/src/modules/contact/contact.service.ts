import {
  CONTACT_RECAPTCHA_ACTION,
  contactMessages,
  type ContactRequest,
} from '@bidfut/domain/contracts/contact'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { BadRequestError, ServiceUnavailableError } from '../../lib/errors.ts'
import { countContactMessage } from '../mail/email-limits.ts'
import { contactMessage } from '../notices/kinds/contact.ts'
import { sendNotice } from '../notices/notices.ts'
import { insertContactMessage } from './contact.repo.ts'
import { createRecaptchaVerifier, RecaptchaUnavailableError } from './recaptcha.ts'

const VERIFIER_DOWN =
  'Não foi possível fazer a verificação de segurança agora. Tente novamente em alguns minutos.'

type Log = {
  info: (obj: object, msg: string) => void
  warn: (obj: object, msg: string) => void
}

export type ContactService = ReturnType<typeof createContactService>

/** The landing's contact form: anyone may write, so it is checked for bots before anything is kept. */
export function createContactService(deps: {
  db: Db
  config: Pick<
    Config,
    'contactEmail' | 'recaptchaSecret' | 'recaptchaVerifyUrl' | 'recaptchaMinScore'
  >
  emailOutbox: WorkerTrigger
  log: Log
}) {
  const { db, config, emailOutbox, log } = deps
  const { recaptchaSecret } = config
  // No secret: human verification is off (README), as the web form has no site key either.
  const recaptcha = recaptchaSecret
    ? createRecaptchaVerifier({ ...config, secret: recaptchaSecret })
    : null

  async function assertHuman(token: string | null, remoteIp: string) {
    if (!recaptcha) return
    if (!token) throw new BadRequestError(contactMessages.verificationFailed)
    try {
      const verdict = await recaptcha.verify(token, CONTACT_RECAPTCHA_ACTION, remoteIp)
      if (!verdict.human) {
        log.info({ reason: verdict.reason, detail: verdict.detail }, 'contact form: not human')
        throw new BadRequestError(contactMessages.verificationFailed)
      }
    } catch (error) {
      if (!(error instanceof RecaptchaUnavailableError)) throw error
      log.warn({ err: error }, 'contact form: reCAPTCHA verifier unavailable')
      throw new ServiceUnavailableError(VERIFIER_DOWN)
    }
  }

  return {
    /**
     * Keeps the message and queues its email to CONTACT_EMAIL in one transaction, so a message is
     * never stored without its email nor lost while SMTP is down (the outbox retries).
     */
    async send(input: ContactRequest, remoteIp: string): Promise<void> {
      // A filled honeypot is a bot: answer as if it worked, so it has nothing to learn.
      if (input.website) return
      await assertHuman(input.recaptchaToken, remoteIp)
      const message = {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
      }
      await db.transaction(async (tx) => {
        await countContactMessage(tx, message.email)
        const { id } = await insertContactMessage(tx, message)
        await sendNotice(tx, contactMessage, { ...message, id }, [
          { email: config.contactEmail, companyId: null },
        ])
      })
      emailOutbox.trigger()
    },
  }
}
