/** The terms of service in Brazilian Portuguese; the English text prevails. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from '../../legal.ts'

export function termsOfService({
  name,
  host,
  contact,
}: Pick<Site, 'name' | 'host' | 'contact'>): LegalDocument {
  return {
    title: 'Termos de Serviço',
    contactLead:
      'Dúvidas sobre estes termos, ou uma questão de direitos autorais? Escreva para nós e uma pessoa vai responder.',
    intro: [
      `Estes termos regem o seu uso do ${host === name ? name : `${name} em ${host}`}. Tentamos escrevê-los de um jeito que dê para ler de verdade; se algo não estiver claro, pergunte para nós antes de se basear nele.`,
    ],
    summary: {
      title: 'Em resumo',
      items: [
        `O ${name} é grátis. Use-o de forma justa, legal e sem sobrecarregá-lo com requisições automatizadas.`,
        'As miniaturas pertencem aos seus criadores. Baixar uma não dá a você o direito de reutilizá-la: isso é responsabilidade sua.',
        'O serviço é oferecido “no estado em que se encontra”, sem garantias, e nossa responsabilidade é limitada na máxima medida permitida por lei.',
      ],
    },
    sections: [
      {
        id: 'acceptance',
        title: 'Aceitação destes termos',
        blocks: [
          {
            p: [
              'Ao usar o site, você concorda com estes termos e com a nossa ',
              { text: 'Política de Privacidade', href: '/privacy-policy' },
              '. Se não concordar, não use o serviço. Se você o usar em nome de uma organização, confirma que tem autorização para aceitar estes termos em nome dela.',
            ],
          },
          {
            p: 'Você precisa ter idade suficiente para firmar um contrato vinculante no lugar onde mora, ou usar o serviço com a permissão de um dos pais ou responsável legal.',
          },
        ],
      },
      {
        id: 'the-service',
        title: 'O serviço',
        blocks: [
          {
            p: `O ${name} permite que você cole o link de um vídeo público do YouTube e baixe as imagens de miniatura que o YouTube já publica para ele, nos tamanhos que existirem, em JPG, PNG ou WebP. É grátis, não exige conta e não adiciona marca d’água. O tamanho Full HD é ampliado a partir do maior original, e nós o identificamos assim.`,
          },
          {
            p: 'Buscamos apenas as imagens públicas das miniaturas. Não baixamos, copiamos nem armazenamos vídeos, áudios ou qualquer conteúdo privado.',
          },
          {
            p: `O ${name} é uma ferramenta independente. Não tem afiliação com o YouTube nem com o Google, nem é endossado ou patrocinado por eles. YouTube é uma marca registrada da Google LLC.`,
          },
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Uso aceitável',
        blocks: [
          { p: 'Ao usar o serviço, você concorda em não:' },
          {
            list: [
              'violar nenhuma lei nem os direitos de ninguém, incluindo direitos autorais, de marca, de privacidade e de imagem;',
              'enviar tráfego automatizado em um volume que deixe o serviço mais lento para os outros, nem tentar contornar nossos limites de requisições;',
              'sondar, escanear ou atacar nossos sistemas, nem tentar usar nosso servidor para acessar qualquer outro sistema;',
              'interferir nos recursos de segurança do site nem introduzir código malicioso;',
              'apresentar o serviço como se fosse seu, nem sugerir que endossamos você ou o seu trabalho;',
              'usar o formulário de contato para enviar spam, assédio ou conteúdo ilícito.',
            ],
          },
          {
            p: 'O uso razoável do serviço a partir dos seus próprios scripts e projetos é bem-vindo, desde que respeite estes termos e os limites descritos em Disponibilidade e limites.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Propriedade intelectual e direitos autorais',
        blocks: [
          {
            p: [
              { strong: 'As miniaturas pertencem aos seus titulares.' },
              ' Cada miniatura é obra do criador que a fez ou de quem detém os direitos sobre ela. Baixar uma imagem pelo nosso serviço não dá a você nenhuma licença sobre ela, e não reivindicamos nenhuma propriedade sobre ela.',
            ],
          },
          {
            p: [
              { strong: 'Você é responsável pelo uso que faz do que baixa.' },
              ' Usos como referência, pesquisa, comentário, crítica, ensino ou reportagem jornalística podem ser permitidos com base no uso justo (fair use ou fair dealing), dependendo de onde você mora. Republicar a miniatura de outra pessoa, usá-la comercialmente ou apresentá-la como sua geralmente exige a permissão do titular. Na dúvida, pergunte ao criador.',
            ],
          },
          {
            p: `Nosso próprio material, incluindo o design, o código, os textos e o logotipo do site e o nome ${name}, pertence a nós. Fique à vontade para colocar links para o nosso site; só pedimos que não copie o site nem use nosso logotipo de um jeito que sugira que endossamos você.`,
          },
          {
            p: [
              'Se você acredita que seus direitos estão sendo violados, avise-nos usando os dados em ',
              { text: 'Fale conosco', href: `#${CONTACT_SECTION_ID}` },
              '. As miniaturas são hospedadas pelo YouTube, não por nós, então, para remover a imagem em si, normalmente o melhor é fazer o pedido ao YouTube; mesmo assim, responderemos a todas as notificações e faremos o que for razoavelmente possível.',
            ],
          },
        ],
      },
      {
        id: 'no-warranty',
        title: 'Ausência de garantias',
        blocks: [
          {
            p: [
              'O serviço é fornecido ',
              { strong: '“no estado em que se encontra” e “conforme disponível”' },
              '. Nos esforçamos para mantê-lo rápido e preciso, mas não prometemos que ele funcione sem interrupções ou sem erros, nem que um determinado vídeo tenha um determinado tamanho. Na máxima medida permitida por lei, nos isentamos de todas as garantias, expressas ou implícitas, incluindo as de comercialização, adequação a uma finalidade específica e não violação.',
            ],
          },
          {
            p: 'As miniaturas vêm do YouTube, por isso não podemos garantir o conteúdo, a exatidão, a disponibilidade ou a qualidade delas.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitação de responsabilidade',
        blocks: [
          {
            p: `Na máxima medida permitida por lei, o ${name} e as pessoas que o mantêm não são responsáveis por quaisquer danos indiretos, incidentais, especiais, consequenciais ou punitivos, nem por qualquer perda de lucros, de dados ou de fundo de comércio, decorrentes do seu uso do serviço ou da impossibilidade de usá-lo. Como o serviço é gratuito, nossa responsabilidade total por qualquer reclamação relacionada a ele fica limitada a cinquenta dólares americanos (US$ 50).`,
          },
          {
            p: 'Se alguém fizer uma reclamação contra nós porque você usou o serviço descumprindo estes termos, você concorda em cobrir os custos razoáveis que tivermos para lidar com ela, na medida permitida por lei.',
          },
          {
            p: 'Nada nestes termos limita responsabilidades que a lei não permite limitar, como a responsabilidade por fraude, nem retira os direitos que você tem como consumidor de acordo com a lei do país onde mora.',
          },
        ],
      },
      {
        id: 'availability-and-limits',
        title: 'Disponibilidade e limites',
        blocks: [
          {
            p: 'Não há limites de uso para pessoas: baixe quantas miniaturas precisar. Para que continue assim para todos, nosso servidor limita quantas requisições um mesmo endereço pode fazer em pouco tempo. Enxurradas incomuns de requisições são desaceleradas ou recusadas, e pode ser que você precise tentar de novo um pouco mais tarde.',
          },
          {
            p: 'Podemos alterar, pausar ou descontinuar qualquer parte do serviço a qualquer momento, para manutenção, por segurança ou por qualquer outro motivo, normalmente sem aviso prévio. Podemos bloquear o acesso de qualquer pessoa que descumpra estes termos.',
          },
          {
            p: 'O YouTube pode mudar a qualquer momento a forma como publica as miniaturas, o que pode alterar quais tamanhos ficam disponíveis para um vídeo.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Alterações nestes termos',
        blocks: [
          {
            p: 'Podemos atualizar estes termos de tempos em tempos. A data de “Última atualização” no topo mostra quando eles foram alterados pela última vez, e anunciaremos as mudanças importantes no site. Se você continuar usando o serviço depois que uma alteração entrar em vigor, estará aceitando os termos atualizados.',
          },
        ],
      },
      {
        id: 'governing-terms',
        title: 'Acordo integral e lei aplicável',
        blocks: [
          {
            p: 'Estes termos e a nossa Política de Privacidade constituem o acordo integral entre você e nós sobre o serviço. Se um tribunal considerar qualquer parte deles inexequível, o restante continua em vigor. Se não exigirmos o cumprimento de uma cláusula de imediato, isso não significa que renunciamos ao direito de exigi-lo mais tarde.',
          },
          {
            p: `Estes termos são regidos pela lei do lugar onde o operador do ${name} está estabelecido${contact.address ? ', conforme indicado no endereço postal abaixo,' : ''} sem considerar as regras de conflito de leis desse lugar. Se você for consumidor, mantém a proteção das normas obrigatórias do país onde mora. Antes de recorrer à Justiça, escreva para nós: a maioria dos problemas pode ser resolvida com um único e-mail.`,
          },
        ],
      },
    ],
  }
}
