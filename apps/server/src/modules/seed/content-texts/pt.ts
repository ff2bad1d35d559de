/** The demo's policy pages and blog in Portuguese (Brazilian usage). */
import type { ContentTexts } from './types';

export const pt: ContentTexts = {
  policies: {
    terms: {
      title: 'Termos e condições',
      content: `<p>Boas-vindas à Agora. Estes termos valem sempre que você navega, compra ou vende no nosso marketplace. Ao criar uma conta ou fazer um pedido, você concorda com eles, por isso pedimos que os leia com atenção.</p>
<h2>Quem somos</h2>
<p>A Agora é um marketplace: lojas independentes anunciam e vendem seus próprios produtos, e nós cuidamos da plataforma, recebemos os pagamentos e intervimos quando algo dá errado. Cada compra é um contrato entre você e a loja que vende o item.</p>
<h2>Sua conta</h2>
<ul><li>Para comprar, você precisa ter pelo menos 18 anos ou a autorização dos seus pais ou responsáveis.</li><li>Não compartilhe sua senha. Você é responsável por tudo o que for feito na sua conta.</li><li>Informe dados verdadeiros: nome, e-mail e endereço de entrega.</li></ul>
<h2>Pedidos e preços</h2>
<p>Os preços são exibidos em dólares americanos; os valores em outras moedas são apenas estimativas para sua comodidade. Um pedido é confirmado assim que é pago ou quando você escolhe pagamento na entrega. A loja pode cancelar um pedido que não consiga atender e, nesse caso, o valor pago é devolvido integralmente.</p>
<h2>Pagamento</h2>
<p>Você pode pagar com a sua carteira Agora, com cartão bancário ou, quando disponível, na entrega. Nunca armazenamos o número completo do seu cartão.</p>
<h2>O que não é permitido</h2>
<ul><li>Produtos falsificados, roubados ou ilegais.</li><li>Avaliações falsas ou escritas em troca de alguma recompensa.</li><li>Levar conversas e pagamentos para fora da Agora para escapar da nossa proteção.</li></ul>
<p>Podemos suspender contas que descumprirem estas regras. Se alterarmos estes termos, vamos avisar no site com pelo menos 14 dias de antecedência.</p>
<h2>Dúvidas</h2>
<p>Fale com a gente pelo <a href="/pages/policy/support">atendimento ao cliente</a>; teremos prazer em ajudar.</p>`,
    },
    return: {
      title: 'Devoluções e reembolsos',
      content: `<p>Queremos que você fique satisfeito com cada pedido. Se algo não estiver certo, você pode pedir um reembolso ou uma devolução na página do pedido.</p>
<h2>Prazo</h2>
<p>Você pode solicitar uma devolução ou um reembolso em até <strong>15 dias</strong> a partir da data em que o pedido foi marcado como recebido. Depois desse prazo, não é mais possível abrir solicitações de pós-venda para esse pedido.</p>
<h2>Dois tipos de solicitação</h2>
<ul><li><strong>Somente reembolso</strong>: para um item que não chegou, ou que chegou danificado e não precisa ser devolvido.</li><li><strong>Devolução e reembolso</strong>: primeiro você envia o item de volta; a loja faz o reembolso assim que o recebe.</li></ul>
<h2>Passo a passo</h2>
<ol><li>Abra o pedido, selecione o item e escolha "Reembolso".</li><li>Informe o motivo e a quantidade, e anexe fotos se o item estiver danificado.</li><li>A loja responde em até 3 dias. Se aceitar a devolução, envie o item e informe o código de rastreamento.</li><li>Depois da aprovação, o dinheiro volta para onde saiu: na hora para a sua carteira, ou para o seu cartão em 5 a 10 dias úteis.</li></ol>
<h2>Itens que não podem ser devolvidos</h2>
<ul><li>Cosméticos e produtos de higiene pessoal abertos.</li><li>Alimentos frescos e flores.</li><li>Produtos feitos sob medida.</li></ul>
<h2>Se você não concordar com a loja</h2>
<p>Se a loja recusar sua solicitação e você achar que ela está errada, pode pedir que a Agora decida. Nossa equipe analisa os dois lados, e a decisão dela é definitiva.</p>`,
    },
    support: {
      title: 'Atendimento ao cliente',
      content: `<p>Nossa equipe de atendimento está aqui para ajudar com pedidos, pagamentos, sua conta e qualquer outra dúvida sobre suas compras na Agora.</p>
<h2>Como falar com a gente</h2>
<ul><li><strong>Chamados de suporte</strong>: abra "Chamados de suporte" no menu da sua conta e escreva para a Agora, ou diretamente para uma loja sobre os produtos dela.</li><li><strong>Chat ao vivo</strong>: toque no botão de chat quando ele aparecer.</li><li><strong>E-mail</strong>: escreva para <a href="mailto:support@agora.test">support@agora.test</a>.</li></ul>
<h2>Quando respondemos</h2>
<p>Respondemos aos chamados em até 24 horas em dias úteis, geralmente bem antes. Pedimos às lojas que respondam aos clientes em até um dia útil.</p>
<h2>Antes de escrever</h2>
<p>Muitas dúvidas se resolvem em um minuto consultando estas páginas:</p>
<ul><li>Onde está meu pedido? Abra o <em>Histórico de compras</em> e depois o pedido para ver o rastreamento.</li><li>Como peço um reembolso? Leia a nossa página de <a href="/pages/policy/return">devoluções e reembolsos</a>.</li><li>Como coloco saldo na carteira? Abra <em>Carteira</em> e escolha "Recarregar".</li></ul>
<h2>Ajude a gente a ajudar você</h2>
<p>Informe o número do pedido e, se algo chegou danificado, uma ou duas fotos. Isso evita uma rodada de perguntas e resolve seu problema mais rápido.</p>
<h2>Sua segurança</h2>
<p>A equipe da Agora nunca vai pedir sua senha ou um código de verificação, nem pedir que você pague fora do site. Se alguém fizer isso, avise a gente.</p>`,
    },
    privacy: {
      title: 'Política de privacidade',
      content: `<p>Esta política explica quais dados pessoais a Agora coleta, por que coleta e quais escolhas você tem. Coletamos apenas o necessário para o funcionamento do marketplace.</p>
<h2>O que coletamos</h2>
<ul><li><strong>Dados da conta</strong>: seu nome, e-mail, telefone e senha (armazenada apenas como um hash seguro).</li><li><strong>Pedidos</strong>: o que você compra, endereços de entrega e registros de pagamento. Os números de cartão são processados pelo nosso provedor de pagamentos e nunca chegam aos nossos servidores.</li><li><strong>Mensagens</strong>: o que você escreve para as lojas ou para a nossa equipe de atendimento.</li><li><strong>Dados técnicos</strong>: suas preferências de idioma e moeda, e registros básicos que mantêm o site seguro.</li></ul>
<h2>Como usamos esses dados</h2>
<ul><li>Para processar seus pedidos, pagamentos e reembolsos.</li><li>Para que a loja entregue seu pedido: ela vê seu nome, endereço de entrega e telefone, e nada mais.</li><li>Para prevenir fraudes e manter as contas seguras.</li><li>Para enviar a newsletter, mas só se você tiver se inscrito.</li></ul>
<h2>O que não fazemos</h2>
<p>Não vendemos seus dados pessoais e não os usamos para mostrar publicidade de terceiros para você.</p>
<h2>Por quanto tempo guardamos</h2>
<p>Guardamos os registros de pedidos e pagamentos pelo tempo exigido por lei, normalmente vários anos. Os demais dados são excluídos quando você encerra sua conta.</p>
<h2>Seus direitos</h2>
<p>Você pode ver e corrigir seus dados no seu perfil a qualquer momento. Para receber uma cópia dos seus dados ou excluir sua conta, fale com o <a href="/pages/policy/support">atendimento ao cliente</a>.</p>`,
    },
    about_us: {
      title: 'Sobre a Agora',
      content: `<p>A Agora é um marketplace on-line onde lojas independentes e compradores do dia a dia se encontram. O nome vem da praça aberta no coração das antigas cidades gregas, onde as pessoas se reuniam para negociar, conversar e trocar notícias. Quisemos construir a mesma coisa para os dias de hoje.</p>
<h2>No que acreditamos</h2>
<ul><li><strong>Lojas pequenas merecem um palco grande.</strong> Qualquer pessoa pode abrir uma loja na Agora e alcançar compradores em vários países.</li><li><strong>Comprar tem que ser seguro.</strong> Todo pagamento passa pela Agora, e seu dinheiro fica protegido até o pedido chegar.</li><li><strong>Todo mundo deve comprar no próprio idioma.</strong> A Agora fala onze idiomas, do tailandês ao português.</li></ul>
<h2>Como funciona</h2>
<p>As lojas anunciam seus produtos, definem seus preços e enviam os pedidos elas mesmas. Nós cuidamos do resto: pagamentos seguros de várias formas, a carteira, os reembolsos, o atendimento e as regras que mantêm o marketplace justo.</p>
<h2>Em números</h2>
<ul><li>Milhares de produtos de moda, eletrônicos, casa, beleza e esporte.</li><li>Atendimento em até 24 horas em dias úteis.</li><li>Frete grátis em pedidos no atacado a partir de 500 peças.</li></ul>
<h2>Venda com a gente</h2>
<p>Tem algo para vender? Escolha "Seja um vendedor" no menu da sua conta, conte sobre a sua loja e comece a vender assim que ela for aprovada.</p>`,
    },
  },
  categories: ['Novidades da Agora', 'Guias de compra', 'Histórias de vendedores'],
  articles: [
    {
      title: 'Frete grátis a partir de 500 peças, agora em todas as lojas',
      summary: 'Comprando em grande quantidade? Pedidos no atacado a partir de 500 peças agora têm frete grátis em todas as lojas da Agora.',
      body: `<p>Até agora, o frete grátis em pedidos grandes dependia de cada loja. A partir deste mês, a regra é a mesma em todo lugar: qualquer pedido de <strong>500 peças ou mais</strong> tem frete grátis, não importa de qual loja você compre.</p>
<h2>Para quem é</h2>
<p>Pequenas empresas repondo o estoque, escolas comprando material para o ano todo, organizadores de eventos encomendando lembrancinhas para cada convidado. Se você compra em volume, não precisa mais comparar o valor do frete entre as lojas.</p>
<h2>Como funciona</h2>
<ul><li>Adicione os itens ao carrinho normalmente. Os preços de atacado são aplicados automaticamente nas quantidades definidas pela loja.</li><li>Na finalização da compra, o frete some assim que a parte do pedido de uma loja chega a 500 peças.</li><li>Não precisa digitar nada nem lembrar de cupom.</li></ul>
<p>Carrinhos com produtos de várias lojas também valem: a regra se aplica separadamente à parte do pedido de cada loja. Boas compras no atacado!</p>`,
    },
    {
      title: 'Cinco dicas para aproveitar ao máximo as ofertas relâmpago',
      summary: 'As ofertas relâmpago duram pouco e o estoque é limitado. Um pouco de preparo faz toda a diferença.',
      body: `<p>Todos os dias, as lojas da Agora colocam alguns produtos em promoção por apenas algumas horas. Os melhores esgotam rápido. Veja como estar preparado.</p>
<ol><li><strong>Monte sua lista de favoritos.</strong> Salve os produtos que você está esperando. Quando um deles aparecer em uma oferta, você vai reconhecer na hora.</li><li><strong>Fique de olho na contagem regressiva.</strong> O cronômetro da página de ofertas relâmpago mostra exatamente quando cada oferta termina. Depois disso, o preço volta ao normal, mesmo que o item ainda esteja no seu carrinho.</li><li><strong>Recarregue a carteira com antecedência.</strong> Pagar com a carteira leva um toque, e isso faz diferença quando restam poucas unidades.</li><li><strong>Compare antes de comprar.</strong> Adicione produtos parecidos à lista de comparação para ver preços e características lado a lado.</li><li><strong>Leia as avaliações.</strong> Preço bom só é bom negócio se o produto também for bom.</li></ol>
<p>Última dica: uma oferta prestes a acabar não é motivo para correr e comprar algo de que você não precisa. A próxima está a apenas um dia de distância.</p>`,
    },
    {
      title: 'Green Basket: de uma barraca de feira a clientes em dez países',
      summary: 'Como uma pequena mercearia de família levou seu café, chá e frutas secas a compradores de toda a Ásia e além.',
      body: `<p>Há três anos, a Green Basket era uma barraca em uma feira de sábado. Hoje, ela envia café, chá e frutas secas para clientes em dez países. Perguntamos à fundadora como isso aconteceu.</p>
<h2>Começando pequeno</h2>
<p>"Abrimos nossa loja na Agora com doze produtos e fotos tiradas na mesa da cozinha", conta ela. "Os primeiros pedidos vieram de pessoas que já nos conheciam da feira. Depois, desconhecidos começaram a nos encontrar."</p>
<h2>Ouvindo os compradores</h2>
<p>As avaliações mudaram o negócio. Os clientes pediam embalagens menores para experimentar chás novos, então a loja criou tamanhos de amostra. Hoje, eles são os mais vendidos.</p>
<blockquote>Cada avaliação é uma conversa. Até as ruins dizem exatamente o que você precisa corrigir.</blockquote>
<h2>Crescendo com cuidado</h2>
<p>Os preços de atacado trouxeram cafeterias e escritórios, e vender em onze idiomas trouxe compradores da Tailândia, do Japão e do Brasil. A família ainda embala cada pedido à mão.</p>
<p>O conselho dela para quem está começando a vender? "Responda a todas as mensagens no mesmo dia. As pessoas se lembram disso."</p>`,
    },
    {
      title: 'Como escolher o tamanho certo ao comprar roupas on-line',
      summary: 'Menos devoluções, caimento melhor: alguns hábitos simples que facilitam comprar roupas pela internet.',
      body: `<p>Roupas são os itens mais devolvidos, geralmente por causa do tamanho. Alguns minutos de preparo podem poupar você de uma devolução.</p>
<h2>Tire suas medidas uma vez</h2>
<p>Com uma fita métrica, anote as medidas de busto ou tórax, cintura, quadril e entreperna. Guarde os números no celular. Eles são mais confiáveis do que o tamanho na etiqueta da sua camiseta favorita, porque os tamanhos variam de uma marca para outra.</p>
<h2>Consulte a tabela de medidas da loja</h2>
<p>A maioria das lojas informa as medidas de cada tamanho na descrição do produto. Compare com as suas medidas, e não com o tamanho que você costuma usar.</p>
<h2>Leia as avaliações</h2>
<p>Os compradores costumam comentar se a peça veste pequeno ou grande. Se várias pessoas disserem "peça um tamanho acima", acredite.</p>
<h2>Confira o tecido</h2>
<ul><li>O algodão pode encolher um pouco depois da primeira lavagem.</li><li>Tecidos com elastano perdoam um tamanho um pouco diferente.</li><li>Linho e jeans mantêm a forma.</li></ul>
<p>Ficou em dúvida? Pergunte à loja pela página do produto. Ninguém conhece as roupas melhor do que quem as vende.</p>`,
    },
    {
      title: 'A Agora agora fala onze idiomas',
      summary: 'Tailandês, vietnamita, malaio, chinês tradicional e muito mais: a Agora agora está disponível em onze idiomas.',
      body: `<p>Comprar é mais fácil no seu próprio idioma. Por isso, a Agora agora está totalmente disponível em <strong>onze idiomas</strong>: inglês, espanhol, japonês, híndi, indonésio, chinês simplificado, tailandês, chinês tradicional, português, malaio e vietnamita.</p>
<h2>O que está traduzido</h2>
<ul><li>Todas as páginas, botões e mensagens do site.</li><li>As categorias e os produtos cujas lojas adicionaram traduções.</li><li>E-mails, avisos e os próprios artigos deste blog.</li></ul>
<h2>Como mudar o idioma</h2>
<p>Toque no menu de idiomas no topo de qualquer página e escolha o seu. A Agora lembra da sua escolha neste dispositivo.</p>
<h2>Para vendedores</h2>
<p>Na Central do vendedor, você pode escrever os nomes e as descrições dos seus produtos em cada idioma. Quando falta uma tradução, os compradores veem o texto em inglês, então nada fica em branco.</p>
<p>Encontrou uma tradução que poderia ser melhor? Conte para a gente pelo atendimento ao cliente. Lemos todas as mensagens.</p>`,
    },
    {
      title: 'Pixel Harbor: vendendo eletrônicos com descrições honestas',
      summary: 'Uma loja de eletrônicos de duas pessoas explica por que páginas de produto claras e honestas trazem menos devoluções e clientes mais fiéis.',
      body: `<p>A Pixel Harbor vende celulares, fones de ouvido e acessórios. Ela é tocada por dois amigos que se conheceram consertando notebooks na faculdade.</p>
<h2>Honestidade vende</h2>
<p>"Escrevemos exatamente o que um produto faz e o que ele não faz", diz um deles. "Se um carregador não é rápido o bastante para um notebook, a gente avisa na página." O resultado: as devoluções caíram pela metade no primeiro ano.</p>
<h2>Fotos que ajudam</h2>
<p>Todo produto tem fotos do conteúdo da caixa e das entradas, não só da parte da frente. Os compradores querem saber o que vão receber de verdade.</p>
<h2>Depois da venda</h2>
<ul><li>Eles respondem às dúvidas pelos chamados de suporte, geralmente em menos de uma hora.</li><li>Aceitam devoluções sem discussão quando um produto apresenta defeito.</li><li>Entram em contato depois da entrega para garantir que está tudo funcionando.</li></ul>
<blockquote>Um cliente que confia em você volta. Um cliente que se sente enganado nunca volta.</blockquote>
<p>O próximo passo deles: vender aparelhos recondicionados, cada um testado e com seis meses de garantia.</p>`,
    },
  ],
};
