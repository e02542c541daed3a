import { PageHeader } from '@/components/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useSiteInfo } from './api/get-site-info'
import { Contents, EmailLink, Item, linkClass, Section } from './components/privacy-parts'

/** Shown until the site info answers (and if it never does): the default CONTACT_EMAIL. */
const FALLBACK_CONTACT_EMAIL = 'contato@bidfut.com.br'
const LAST_UPDATED = { text: '27/11/2026', iso: '2026-11-27' } as const

export function PrivacyPage() {
  useDocumentTitle('Política de Privacidade')
  const siteInfo = useSiteInfo().data
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

      <Section id="dados">
        <dl className="flex flex-col gap-3">
          <Item term="Conta e perfil">
            Nome completo, email, telefone, data de nascimento, time do coração, posição preferida
            e, se você quiser, uma foto de perfil. A senha nunca é guardada: guardamos apenas um
            resumo criptográfico dela.
          </Item>
          <Item term="Participação em cada pelada">
            Função no grupo (administrador, gerente, editor ou membro), tipo de cadastro
            (mensalista, goleiro ou avulso), posição, nível de habilidade de 1 a 10 atribuído pelos
            organizadores, apelido e se o cadastro está ativo. Se um organizador cadastrar você
            antes de você criar a conta, guardamos o que ele informou (nome, apelido, email,
            telefone, data de nascimento).
          </Item>
          <Item term="Jogos e estatísticas">
            Presença em cada BID (confirmado, ausente, machucado ou lista de espera), os times
            sorteados, gols, assistências, desarmes, defesas e a seleção da semana. O status
            “machucado” só indica que você não joga naquele dia: não registramos detalhes de saúde.
          </Item>
          <Item term="Emails de lembrete">
            A sua escolha de receber ou não os lembretes dos jogos e os links de resposta com um
            toque (“vou”, “não vou”, sair da lista) que cada lembrete traz.
          </Item>
          <Item term="Previsão do tempo">
            A cidade da pelada e as coordenadas dela, escolhidas pelos organizadores. É o local do
            grupo, nunca a sua localização: o Bidfut não pede acesso à localização do seu aparelho.
          </Item>
          <Item term="Mensagens de contato">
            Nome, email, assunto e mensagem que você envia pelo formulário de contato do site.
          </Item>
          <Item term="Registros técnicos e de segurança">
            Endereço IP, data e hora, endereço acessado e o resultado de cada requisição; tentativas
            de login que falharam (email, endereço IP e horário, guardados por um dia); os tokens de
            sessão, os navegadores em que você entrou na sua conta e os links de uso único
            (ativação, redefinição de senha, troca de email), guardados apenas como resumos
            criptográficos; e uma cópia de cada email enviado, usada para reenviar quando o envio
            falha.
          </Item>
          <Item term="No seu navegador">
            O aplicativo guarda a sua sessão no armazenamento local do navegador para manter você
            conectado, e um cookie de segurança (por até um ano) que reconhece os navegadores em que
            você já entrou, para que senhas erradas tentadas por outras pessoas não bloqueiem o seu
            acesso. Não usamos cookies de publicidade nem ferramentas de rastreamento ou de análise
            de terceiros.
          </Item>
        </dl>
      </Section>

      <Section id="finalidades">
        <p>Cada uso tem uma base legal do art. 7º da LGPD:</p>
        <dl className="flex flex-col gap-3">
          <Item term="Execução de contrato (art. 7º, V)">
            Criar e manter a sua conta, o login e as peladas de que você participa: cadastro,
            check-in, sorteio de times, estatísticas, histórico e ranking; enviar os emails do
            serviço (ativação, convites, boas-vindas, redefinição de senha, confirmação de troca de
            email); e responder às mensagens de contato, a seu pedido.
          </Item>
          <Item term="Legítimo interesse (art. 7º, IX)">
            Permitir que os organizadores cadastrem os jogadores do grupo antes de eles criarem a
            conta; enviar lembretes dos jogos com a previsão do tempo, que você pode desligar a
            qualquer momento; e proteger o serviço contra abusos, com limites de tentativas e
            verificação contra robôs.
          </Item>
          <Item term="Consentimento (art. 7º, I)">
            A foto de perfil, que só existe se você a enviar e pode ser trocada ou removida quando
            quiser.
          </Item>
          <Item term="Cumprimento de obrigação legal (art. 7º, II)">
            Guardar os registros de acesso ao aplicativo, como exige o Marco Civil da Internet (Lei
            nº 12.965/2014, art. 15).
          </Item>
        </dl>
        <p>
          Não vendemos dados pessoais, não os usamos para publicidade e não tratamos dados
          sensíveis. O sorteio de times usa a posição e o nível de habilidade apenas para equilibrar
          os times; os organizadores podem sortear de novo ou ajustar o resultado.
        </p>
      </Section>

      <Section id="quem-ve">
        <dl className="flex flex-col gap-3">
          <Item term="Você">Todos os dados do seu perfil, em Meu Perfil.</Item>
          <Item term="Os organizadores da sua pelada">
            Administradores, gerentes e editores veem o cadastro do grupo: nome, apelido, email,
            telefone, data de nascimento, foto, posição, tipo de cadastro, nível de habilidade,
            função, presenças e estatísticas.
          </Item>
          <Item term="Os outros jogadores da mesma pelada">
            Nome ou apelido, presença nos BIDs, times sorteados, estatísticas, rankings e, nos
            detalhes de cada jogo do histórico, a posição e o nível de habilidade usados no sorteio.
            Eles não veem o seu email, telefone, data de nascimento nem a sua foto.
          </Item>
          <Item term="Outras peladas">
            Nada. Cada pelada só enxerga os próprios cadastros. Se você joga em mais de uma, cada
            uma vê apenas a sua participação nela.
          </Item>
        </dl>
      </Section>

      <Section id="operadores">
        <p>Alguns fornecedores tratam dados em nosso nome, só para as finalidades acima:</p>
        <dl className="flex flex-col gap-3">
          <Item term="Provedor de email">
            Recebe o endereço do destinatário e o conteúdo de cada email que o Bidfut envia.
          </Item>
          <Item term="Hospedagem e banco de dados">
            Guardam o aplicativo e os dados, em servidores protegidos.
          </Item>
          <Item term="Open-Meteo (previsão do tempo)">
            Recebe apenas as coordenadas da cidade da pelada, a data do jogo e, quando um
            organizador pesquisa a cidade, o nome digitado. Nenhum dado de pessoa é enviado.
          </Item>
          <Item term="Google reCAPTCHA (quando ativado)">
            No formulário de contato, verifica se quem envia é uma pessoa. O Google recebe o
            endereço IP e dados técnicos do navegador, conforme a política de privacidade do Google,
            e pode tratá-los fora do Brasil, com as garantias do art. 33 da LGPD.
          </Item>
        </dl>
        <p>
          Também podemos fornecer dados a autoridades quando a lei ou uma ordem judicial exigir.
        </p>
      </Section>

      <Section id="retencao">
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            Conta e perfil: enquanto a conta existir. Em Meu Perfil, “Excluir minha conta” apaga ou
            anonimiza na hora; um pedido por email é atendido em até 15 dias, salvo o que a lei nos
            obrigue a guardar.
          </li>
          <li>
            Participação e estatísticas: enquanto a pelada existir, porque formam o histórico do
            grupo. Se você sair ou for removido, o cadastro fica inativo; a seu pedido, o seu nome é
            anonimizado no histórico.
          </li>
          <li>
            Sessões: o acesso vale 15 minutos e a sessão até 1 dia (30 dias com “Lembrar de mim”);
            sair encerra a sessão no aparelho.
          </li>
          <li>
            Links de uso único: ativação por 7 dias, redefinição de senha por 1 hora, troca de email
            por 24 horas; os links dos lembretes valem até o início do jogo.
          </li>
          <li>Tentativas de login com falha: contam por 15 minutos para bloquear ataques.</li>
          <li>Mensagens de contato: 12 meses depois do recebimento; depois são apagadas.</li>
          <li>Registros de acesso: 6 meses, como exige o Marco Civil da Internet.</li>
          <li>Cópias dos emails enviados: 6 meses depois do envio; depois são apagadas.</li>
          <li>
            Registro de atividade da pelada (quem mudou o quê: presenças, estatísticas, cadastro,
            BIDs e configurações): 12 meses; depois é apagado automaticamente.
          </li>
          <li>
            Navegadores em que você entrou: um ano sem uso; pedidos de cadastro não confirmados: até
            o link expirar.
          </li>
        </ul>
      </Section>

      <Section id="direitos">
        <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento, sem custo:</p>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>a confirmação de que tratamos os seus dados e o acesso a eles;</li>
          <li>a correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;</li>
          <li>a portabilidade dos seus dados, em formato estruturado, a outro fornecedor;</li>
          <li>a eliminação dos seus dados e da sua conta;</li>
          <li>saber com quem compartilhamos os seus dados;</li>
          <li>revogar o consentimento (por exemplo, para a foto de perfil);</li>
          <li>opor-se a um tratamento feito por legítimo interesse, como os lembretes;</li>
          <li>a revisão de decisões tomadas apenas de forma automatizada.</li>
        </ul>
        <p>
          Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em{' '}
          <a
            className={linkClass}
            href="https://www.gov.br/anpd"
            rel="noopener noreferrer"
            target="_blank"
          >
            gov.br/anpd<span className="sr-only"> (abre em nova aba)</span>
          </a>
          .
        </p>
      </Section>

      <Section id="como-exercer">
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            Corrigir dados, trocar a foto e ligar ou desligar os lembretes: em Meu Perfil, a
            qualquer momento. Cada lembrete também traz um link para sair da lista.
          </li>
          <li>
            Acesso e portabilidade: em Meu Perfil → Meus dados, “Baixar meus dados” entrega na hora
            um arquivo .zip com todos os dados que guardamos sobre você, em JSON (formato
            estruturado) e numa página legível.
          </li>
          <li>
            Eliminação: em Meu Perfil → Meus dados, “Excluir minha conta” pede a sua senha e uma
            confirmação, apaga os seus dados pessoais e troca o seu nome por “Ex-jogador” no
            histórico das peladas (os placares continuam). Se você for o único administrador de uma
            pelada, passe a administração para outra pessoa antes.
          </li>
          <li>
            Todos os outros pedidos: escreva para <EmailLink email={email} /> a partir do email da
            sua conta, dizendo o que deseja. Se precisarmos confirmar a sua identidade, avisaremos.
          </li>
        </ul>
        <p>Respondemos em até 15 dias.</p>
      </Section>

      <Section id="seguranca">
        <p>
          Usamos conexão criptografada (HTTPS), senhas e tokens guardados apenas como resumos
          criptográficos, acesso separado por pelada, limites de tentativas de login e cópias de
          segurança. Se ocorrer um incidente que possa causar risco ou dano relevante, avisaremos
          você e a ANPD, como manda o art. 48 da LGPD.
        </p>
      </Section>

      <Section id="menores">
        <p>
          O Bidfut é destinado a pessoas com 18 anos ou mais. Se você é responsável por uma criança
          ou adolescente cadastrado sem a sua autorização, escreva para <EmailLink email={email} />{' '}
          e excluiremos os dados.
        </p>
      </Section>

      <Section id="alteracoes">
        <p>
          Quando esta política mudar, atualizaremos a data no topo da página e avisaremos por email
          ou no aplicativo se a mudança for relevante.
        </p>
      </Section>
    </article>
  )
}
