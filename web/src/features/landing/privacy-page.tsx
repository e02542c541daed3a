import { queryOptions, useQuery } from '@tanstack/react-query'
import { siteInfoSchema } from '@bidfut/domain/contracts/contact'
import { PageHeader } from '@/components/page-header'
import { apiFetch } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'
import { DataUseSections } from './components/privacy-data-use'
import { EmailLink, linkClass, Section, sections } from './components/privacy-layout'
import { RightsSections } from './components/privacy-rights'

/** Shown until /v1/site-info answers (and if it never does): the default CONTACT_EMAIL. */
const FALLBACK_CONTACT_EMAIL = 'contato@bidfut.com.br'
const LAST_UPDATED = { text: '27/11/2026', iso: '2026-11-27' } as const

const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => apiFetch('/site-info', { auth: false, schema: siteInfoSchema, signal }),
  staleTime: 5 * 60_000,
})

export function PrivacyPage() {
  useDocumentTitle('Política de Privacidade')
  const siteInfo = useQuery(siteInfoQuery).data
  const email = siteInfo?.contactEmail ?? FALLBACK_CONTACT_EMAIL
  const address = siteInfo?.companyAddress ?? null

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 text-base leading-relaxed break-words">
      <div>
        <PageHeader
          title="Política de Privacidade"
          description={
            <>
              Última atualização: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.text}</time>
            </>
          }
        />
        <p>
          Esta política explica, em linguagem simples, quais dados pessoais o Bidfut trata quando
          você usa o aplicativo para organizar ou jogar a sua pelada, por que tratamos, quem pode
          vê-los, por quanto tempo os guardamos e como você exerce os seus direitos previstos na Lei
          Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
        </p>
      </div>

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

      <Section id="controlador">
        <p>
          O controlador dos dados tratados na plataforma é o <strong>Bidfut</strong>, que decide
          como o aplicativo funciona e responde por ele.
          {address ? ` Endereço: ${address}.` : null}
        </p>
        <p>
          Canal de atendimento e do encarregado pelo tratamento de dados pessoais:{' '}
          <EmailLink email={email} />.
        </p>
        <p>
          Os organizadores de cada pelada escolhem quem cadastrar no grupo e registram presenças e
          estatísticas dos jogos. Pedidos sobre esses registros podem ser feitos a eles ou
          diretamente a nós.
        </p>
      </Section>

      <DataUseSections />
      <RightsSections email={email} />
    </article>
  )
}
