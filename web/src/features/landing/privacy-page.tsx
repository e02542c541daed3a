import { PageHeader } from '@/components/page-header'
import { useSiteInfo } from '@/lib/site-info'
import { useDocumentTitle } from '@/lib/use-document-title'
import { Contents, EmailLink, Section } from './components/privacy-parts'
import { DataUseSections } from './components/privacy-data-use'
import { RightsSections } from './components/privacy-rights'

/** Shown until the site info answers (and if it never does): the default CONTACT_EMAIL. */
const FALLBACK_CONTACT_EMAIL = 'contato@bidfut.com.br'
const LAST_UPDATED = { text: '27/11/2026', iso: '2026-11-27' } as const

export function PrivacyPage() {
  useDocumentTitle('Política de Privacidade')
  const siteInfo = useSiteInfo()
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

      <Contents />

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
