import { Item, Section } from './privacy-parts'

/** Sections 2 to 5: the data we hold, why and on what legal basis, who sees it, who processes it. */
export function DataUseSections() {
  return (
    <>
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
    </>
  )
}
