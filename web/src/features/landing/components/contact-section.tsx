import { Mail, MessageCircle, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import { CONTACT_LIMITS } from '@bidfut/domain/contracts/contact'
import { cn } from '@/lib/cn'
import { landingData, landingIds } from '../landing-dom'
import { buttonStyles, focusRing, Section, SectionHeading } from './landing-ui'

const control =
  'block w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:outline-none aria-invalid:border-destructive'

function Field({
  id,
  label,
  optional = false,
  children,
}: {
  id: string
  label: string
  optional?: boolean
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (opcional)</span> : null}
      </label>
      {children}
    </div>
  )
}

export function ContactSection() {
  return (
    <Section id={landingIds.contact} aria-labelledby="contact-title">
      <SectionHeading id="contact-title" eyebrow="Contato" title="Fale com a gente">
        Conte como é a sua pelada ou tire suas dúvidas sobre o Plano Full. Respondemos por email.
      </SectionHeading>
      <div className="mx-auto mt-10 grid w-full max-w-4xl gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-4 text-center lg:text-left">
          <p className="font-semibold">Prefere falar direto com a gente?</p>
          <a
            {...{ [landingData.whatsapp]: '' }}
            hidden
            href="#"
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonStyles.outline, 'self-center lg:self-start')}
          >
            <MessageCircle aria-hidden="true" className="text-primary" />
            Chamar no WhatsApp
          </a>
          <a
            {...{ [landingData.contactEmail]: '' }}
            hidden
            href="#"
            className={cn(
              'inline-flex items-center gap-2 self-center rounded-sm font-semibold break-all text-primary underline underline-offset-4 lg:self-start',
              focusRing,
            )}
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            <span />
          </a>
        </div>
        <form
          id={landingIds.contactForm}
          noValidate
          aria-labelledby="contact-title"
          className="relative flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={landingIds.contactName} label="Nome">
              <input
                id={landingIds.contactName}
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={CONTACT_LIMITS.name}
                className={cn(control, 'h-11')}
              />
            </Field>
            <Field id={landingIds.contactEmail} label="Email">
              <input
                id={landingIds.contactEmail}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={CONTACT_LIMITS.email}
                className={cn(control, 'h-11')}
              />
            </Field>
          </div>
          <Field id={landingIds.contactSubject} label="Assunto" optional>
            <input
              id={landingIds.contactSubject}
              name="subject"
              type="text"
              maxLength={CONTACT_LIMITS.subject}
              className={cn(control, 'h-11')}
            />
          </Field>
          <Field id={landingIds.contactMessage} label="Mensagem">
            <textarea
              id={landingIds.contactMessage}
              name="message"
              rows={5}
              required
              maxLength={CONTACT_LIMITS.message}
              className={cn(control, 'min-h-32 resize-y')}
            />
          </Field>
          {/* A honeypot: people never see or reach it, bots fill it, and the server drops those. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={landingIds.contactWebsite}>Não preencha este campo</label>
            <input
              id={landingIds.contactWebsite}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <div id={landingIds.contactFeedback} />
          <button
            id={landingIds.contactSubmit}
            type="submit"
            className={cn(buttonStyles.primary, 'h-12 w-full text-base sm:w-auto sm:self-end')}
          >
            <Send aria-hidden="true" />
            <span>Enviar mensagem</span>
          </button>
          <p
            {...{ [landingData.recaptchaNotice]: '' }}
            hidden
            className="text-xs text-muted-foreground"
          >
            Este formulário é protegido pelo reCAPTCHA do Google: valem a{' '}
            <a
              href="https://policies.google.com/privacy"
              className={cn('rounded-sm underline', focusRing)}
            >
              Política de Privacidade
            </a>{' '}
            e os{' '}
            <a
              href="https://policies.google.com/terms"
              className={cn('rounded-sm underline', focusRing)}
            >
              Termos de Serviço
            </a>{' '}
            do Google.
          </p>
        </form>
      </div>
    </Section>
  )
}
