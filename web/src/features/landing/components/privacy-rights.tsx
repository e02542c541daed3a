import { EmailLink, linkClass, Section } from './privacy-parts'

/**
 * Sections 6 to 11: how long data is kept, the person's rights and how to use them, security,
 * minors and changes to the policy.
 */
export function RightsSections({ email }: { email: string }) {
  return (
    <>
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
    </>
  )
}
