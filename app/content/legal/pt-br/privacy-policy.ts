/** The privacy policy in Brazilian Portuguese; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

const contactLink = { text: 'Fale conosco', href: `#${CONTACT_SECTION_ID}` }

export function privacyPolicy({ name, host }: Pick<Site, 'name' | 'host'>): LegalDocument {
  return {
    title: 'Política de Privacidade',
    contactLead:
      'Dúvidas sobre esta política, ou quer ver, corrigir ou excluir uma mensagem que você nos enviou? Escreva para nós e uma pessoa vai responder.',
    intro: [
      `O ${name} é uma ferramenta gratuita para baixar miniaturas do YouTube. Nós o criamos para precisar do mínimo possível de informações sobre você. Esta política explica, em linguagem simples, o que acontece com as suas informações quando você usa o ${host}, o que guardamos e o que não guardamos.`,
    ],
    summary: {
      title: 'Em resumo',
      items: [
        'Sem conta, sem cookies de rastreamento, sem ferramentas de análise e sem anúncios.',
        'Os links que você cola nunca são gravados nos nossos registros nem no nosso banco de dados. Por alguns minutos, nosso servidor lembra quais miniaturas um vídeo tem, sem saber quem pediu.',
        'A única coisa que salvamos é uma mensagem que você decida nos enviar pelo formulário de contato.',
        'Suas buscas recentes ficam no seu próprio navegador, nunca no nosso servidor, e você pode apagá-las a qualquer momento.',
        'Seu navegador se comunica apenas com o nosso site. Nosso servidor busca as miniaturas no servidor de imagens do YouTube em seu nome.',
      ],
    },
    sections: [
      {
        id: 'information-we-collect',
        title: 'Informações que coletamos',
        blocks: [
          {
            p: 'Você nunca precisa de uma conta, e nunca pedimos seu nome ou endereço de e-mail, a menos que você nos escreva. Dependendo do que você faz, é isto que chega ao nosso servidor:',
          },
          {
            list: [
              [
                { strong: 'O link que você envia.' },
                ' Quando você cola um link do YouTube, nosso servidor lê nele o ID do vídeo, de 11 caracteres, para encontrar as miniaturas desse vídeo. Ele não precisa de mais nada.',
              ],
              [
                { strong: 'Dados técnicos da requisição.' },
                ' Como qualquer site, nosso servidor recebe, a cada requisição, o seu endereço IP e os cabeçalhos padrão da requisição, como o tipo de navegador e o idioma de preferência. É simplesmente assim que uma página chega até você.',
              ],
              [
                { strong: 'Mensagens do formulário de contato.' },
                ' Se você usar o formulário de contato, recebemos o nome, o endereço de e-mail, o assunto e a mensagem que você digitar.',
              ],
              [
                { strong: 'E-mails que você nos envia.' },
                ' Se você escrever para o nosso endereço de suporte, recebemos a sua mensagem e o seu endereço de e-mail.',
              ],
            ],
          },
          {
            p: 'Não coletamos sua localização exata, seus contatos, dados de pagamento nem nenhuma categoria de dados pessoais sensíveis, e não compramos nem recebemos de terceiros informações sobre você.',
          },
        ],
      },
      {
        id: 'how-we-use-it',
        title: 'Como usamos essas informações',
        blocks: [
          {
            list: [
              'Para encontrar as miniaturas que você pede, convertê-las para o formato que você escolher e enviá-las a você.',
              'Para manter o serviço disponível para todos. Seu endereço IP é usado, apenas na memória, para contar as requisições recentes, de modo que enxurradas de acessos automatizados possam ser desaceleradas ou recusadas.',
              'Para ler e responder às suas mensagens e dar andamento aos problemas e às ideias que você relatar.',
              'Para encontrar e corrigir falhas. Para cada requisição, nosso servidor anota o horário, o tipo de requisição (por exemplo, “busca de miniaturas”), o resultado, quanto tempo levou e um número de referência aleatório. Essas anotações nunca contêm o link que você enviou, o ID do vídeo nem o seu endereço IP.',
            ],
          },
          {
            p: 'Não vendemos, alugamos nem trocamos informações. Não criamos perfis, não exibimos publicidade nem tomamos decisões automatizadas a seu respeito.',
          },
          {
            p: 'Quando uma lei de proteção de dados, como o Regulamento Geral sobre a Proteção de Dados (RGPD) da União Europeia, exige uma base legal, nos apoiamos no nosso legítimo interesse em manter um serviço seguro e em funcionamento e, no caso das mensagens, no seu próprio pedido para que respondamos a você.',
          },
        ],
      },
      {
        id: 'what-we-keep',
        title: 'O que guardamos e por quanto tempo',
        blocks: [
          {
            p: 'Guardar dados é um risco, por isso guardamos o mínimo possível. Esta tabela lista tudo o que nosso servidor retém, mesmo que por pouco tempo:',
          },
          {
            table: {
              caption: 'O que nosso servidor guarda e por quanto tempo',
              columns: ['Informação', 'O que acontece com ela', 'Por quanto tempo'],
              rows: [
                [
                  'Links e IDs de vídeo que você envia',
                  'Usados para responder à sua requisição. Nunca são gravados nos nossos registros nem no nosso banco de dados.',
                  'Apenas enquanto sua requisição é processada.',
                ],
                [
                  'Quais tamanhos um vídeo tem',
                  'Memorizados para que buscas repetidas do mesmo vídeo sejam rápidas. Compartilhados entre todos os visitantes e não vinculados a quem pediu.',
                  'Até dez minutos, na memória.',
                ],
                [
                  'Imagens das miniaturas',
                  'Buscadas no servidor de imagens do YouTube e convertidas se você pediu outro formato. Essas imagens públicas ficam em um cache compartilhado para que o próximo download seja rápido; não são vinculadas a quem pediu e nunca são salvas em disco.',
                  'Até dez minutos, na memória.',
                ],
                [
                  'Seu endereço IP',
                  'Usado para contar as requisições recentes e limitar a frequência delas. Nunca é gravado nos nossos registros nem no nosso banco de dados.',
                  'Alguns minutos, na memória; apagado quando o servidor reinicia.',
                ],
                [
                  'Mensagens do formulário de contato',
                  'Armazenadas em um banco de dados SQLite no nosso próprio servidor, para que possamos responder a você. É a única informação que salvamos em disco.',
                  'Até que sua solicitação e qualquer acompanhamento sejam concluídos, ou antes, se você nos pedir para excluí-la.',
                ],
              ],
            },
          },
        ],
      },
      {
        id: 'stored-in-your-browser',
        title: 'O que fica no seu navegador',
        blocks: [
          {
            p: 'Para poupar você de digitar, a página inicial lista os últimos vídeos que você buscou. Essa lista fica no armazenamento local do seu navegador, no seu aparelho. Ela nunca sai do seu navegador: a lista não é enviada ao nosso servidor, não é um cookie e não é compartilhada com ninguém. Para mostrar a imagem pequena de cada vídeo, seu navegador pede essa miniatura ao nosso servidor, como faz quando você busca um vídeo; essas requisições são tratadas como descrito acima e não são vinculadas a você.',
          },
          {
            list: [
              [
                { strong: 'O que fica armazenado.' },
                ' Para cada um dos últimos oito vídeos que você buscou: o ID do vídeo, o título e o nome do canal, qual das imagens dele mostrar em tamanho pequeno e quando você o buscou. Seu navegador também lembra se você prefere arquivos nomeados com o título do vídeo. Se você escolher um idioma no menu de idiomas, ou fechar a sugestão de ler uma página em outro idioma, seu navegador também lembra essa escolha.',
              ],
              [
                { strong: 'Onde.' },
                ` No armazenamento local do seu navegador para o ${host}, somente neste aparelho. Outro navegador ou aparelho tem a sua própria lista, ou nenhuma.`,
              ],
              [
                { strong: 'Como apagar.' },
                ' Remova um vídeo com o × ao lado dele, ou todos com “Limpar tudo”, em “Suas buscas recentes” na página inicial. Limpar os dados deste site no seu navegador também apaga a lista. Se o seu navegador bloquear o armazenamento local, nada é guardado e a lista dura só até você sair da página.',
              ],
            ],
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        blocks: [
          {
            p: 'Não usamos cookies de rastreamento, de análise nem de publicidade, e não usamos nenhum serviço de análise. Nossas páginas não contêm scripts de terceiros, pixels de rastreamento, vídeos incorporados nem widgets de redes sociais.',
          },
          {
            p: 'É por isso que você não vai ver um aviso de cookies aqui: não há nada a consentir. Se um dia precisarmos de um cookie estritamente necessário, por exemplo para proteger um formulário contra abusos, ele não vai seguir você por outros sites, e vamos listá-lo nesta seção antes de começar a usá-lo.',
          },
          {
            p: [
              'Seu navegador pode manter seu próprio cache das nossas páginas e imagens para que elas carreguem mais rápido da próxima vez. Você pode limpá-lo a qualquer momento nas configurações do navegador. Suas buscas recentes ficam no armazenamento local do seu navegador, não em um cookie (veja ',
              { text: 'O que fica no seu navegador', href: '#stored-in-your-browser' },
              ').',
            ],
          },
        ],
      },
      {
        id: 'third-parties',
        title: 'Terceiros',
        blocks: [
          {
            p: [
              'As miniaturas são publicadas pelo YouTube no seu servidor de imagens. Quando você busca um vídeo, ',
              { strong: 'é o nosso servidor, e não o seu navegador,' },
              ' que solicita as imagens a esse servidor. A requisição contém apenas o ID do vídeo e o tamanho da imagem. Ela não inclui seu endereço IP, seus cookies nem nada sobre o seu aparelho, então o YouTube não consegue saber, por ela, quem pediu.',
            ],
          },
          {
            p: 'Fora isso, seu navegador se comunica apenas com o nosso site: todas as páginas, scripts, fontes e imagens são servidos por nós. Alguns outros terceiros podem estar envolvidos:',
          },
          {
            list: [
              [
                { strong: 'Provedores de hospedagem e de rede' },
                ' que operam nosso servidor e transportam o tráfego até ele tratam endereços IP como parte da entrega desse tráfego.',
              ],
              [
                { strong: 'Provedores de e-mail.' },
                ' Se você nos enviar um e-mail, o seu provedor de e-mail e o nosso transportam a mensagem.',
              ],
              [
                { strong: 'Redes sociais.' },
                ' Os links para Facebook, Twitter, Instagram e YouTube no nosso rodapé levam você a esses sites, aos quais se aplicam as políticas de privacidade deles. Nada deles é carregado nas nossas páginas.',
              ],
              [
                { strong: 'Autoridades.' },
                ' Só divulgamos o pouco que temos quando a lei exige, e avisaremos você se isso nos for permitido.',
              ],
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        title: 'Seus direitos',
        blocks: [
          {
            p: 'Dependendo de onde você mora, por exemplo com base no Regulamento Geral sobre a Proteção de Dados (RGPD) na União Europeia e no Reino Unido ou na Lei de Privacidade do Consumidor da Califórnia (CCPA), você pode ter o direito de:',
          },
          {
            list: [
              'saber se temos informações sobre você e obter uma cópia delas;',
              'obter a correção delas, se estiverem erradas;',
              'obter a exclusão delas;',
              'se opor à forma como as usamos ou pedir que limitemos esse uso;',
              'recebê-las em um formato portável;',
              'apresentar uma reclamação à autoridade de proteção de dados do seu país.',
            ],
          },
          {
            p: [
              'Como não há contas e não guardamos links nem endereços IP, a única informação pessoal que conseguimos encontrar é uma mensagem que você nos enviou. Para exercer qualquer um desses direitos, escreva para nós a partir do endereço de e-mail que você usou (veja ',
              contactLink,
              ' abaixo). Respondemos em até 30 dias, nunca cobramos por isso, e exercer seus direitos nunca vai afetar a forma como tratamos você.',
            ],
          },
        ],
      },
      {
        id: 'children',
        title: 'Privacidade de crianças',
        blocks: [
          {
            p: `O ${name} é uma ferramenta para o público em geral e não é direcionado a crianças menores de 13 anos, ou abaixo da idade mínima aplicável no seu país. Ninguém precisa compartilhar informações pessoais para usá-lo. Não coletamos intencionalmente informações pessoais de crianças pelo formulário de contato; se você acredita que uma criança nos enviou uma mensagem, avise-nos e nós a excluiremos.`,
          },
        ],
      },
      {
        id: 'security',
        title: 'Segurança',
        blocks: [
          {
            p: 'Guardar poucos dados é a nossa melhor proteção: informação que não temos não pode vazar. Para o que efetivamente tratamos:',
          },
          {
            list: [
              'páginas e downloads são servidos por conexões HTTPS criptografadas;',
              'cabeçalhos de segurança rígidos impedem que nossas páginas carreguem código de qualquer outro lugar;',
              'as mensagens de contato são armazenadas com proteções contra ataques de injeção e só podem ser lidas pelas pessoas que as respondem;',
              'nosso servidor só se conecta ao servidor de imagens do YouTube e verifica cada imagem que recebe antes de processá-la.',
            ],
          },
          {
            p: 'Nenhum sistema é perfeitamente seguro. Se um dia tomarmos conhecimento de um incidente de segurança que afete suas informações, avisaremos você e as autoridades competentes, conforme exigido por lei.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Alterações nesta política',
        blocks: [
          {
            p: 'Quando nossas práticas mudarem, atualizaremos esta página e a data de “Última atualização” no topo. Se uma alteração significar coletar ou guardar mais informações sobre você, vamos anunciá-la com clareza no site antes que ela entre em vigor. As versões anteriores estão disponíveis mediante solicitação.',
          },
        ],
      },
    ],
  }
}
