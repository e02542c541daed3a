import type { ReactNode } from 'react'

/** The privacy policy's sections, in order: each heading is numbered from here. */
const sections = [
  { id: 'controlador', title: 'Quem cuida dos seus dados' },
  { id: 'dados', title: 'Quais dados tratamos' },
  { id: 'finalidades', title: 'Para que usamos e com qual base legal' },
  { id: 'quem-ve', title: 'Quem vê os seus dados' },
  { id: 'operadores', title: 'Com quem compartilhamos' },
  { id: 'retencao', title: 'Por quanto tempo guardamos' },
  { id: 'direitos', title: 'Os seus direitos' },
  { id: 'como-exercer', title: 'Como exercer os seus direitos' },
  { id: 'seguranca', title: 'Segurança' },
  { id: 'menores', title: 'Crianças e adolescentes' },
  { id: 'alteracoes', title: 'Alterações desta política' },
] as const
type SectionId = (typeof sections)[number]['id']

export const linkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

export function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const index = sections.findIndex((section) => section.id === id)
  return (
    // scroll-mt keeps the heading clear of the sticky site header when reached by an anchor.
    <section aria-labelledby={`${id}-titulo`} className="flex scroll-mt-20 flex-col gap-3" id={id}>
      <h2 id={`${id}-titulo`} className="text-xl font-semibold tracking-tight">
        {index + 1}. {sections[index]!.title}
      </h2>
      {children}
    </section>
  )
}

/** A term and its explanation, stacked so it reads well on a 320 px phone. */
export function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-card p-3 sm:p-4">
      <dt className="font-semibold">{term}</dt>
      <dd className="mt-1 text-muted-foreground">{children}</dd>
    </div>
  )
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a className={`${linkClass} [overflow-wrap:anywhere]`} href={`mailto:${email}`}>
      {email}
    </a>
  )
}

/** The numbered list of the sections, each a link to its heading. */
export function Contents() {
  return (
    <nav aria-labelledby="sumario-titulo" className="rounded-lg border bg-muted/40 p-4">
      <h2 id="sumario-titulo" className="text-lg font-semibold">
        Sumário
      </h2>
      <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-6">
        {sections.map((section) => (
          <li key={section.id}>
            <a className={linkClass} href={`#${section.id}`}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
