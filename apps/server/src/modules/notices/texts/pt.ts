/** The notices' texts in Portuguese; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const pt: NoticeTexts = {
  shopApplicationReceived: {
    title: 'Pedido de loja recebido',
    content: 'Recebemos seu pedido para abrir a loja “{shop}”. Nossa equipe está analisando e avisaremos o resultado aqui.',
  },
  shopApplicationApproved: {
    title: 'Sua loja foi aprovada',
    content: 'Parabéns! Sua loja “{shop}” foi aprovada. Abra a central do vendedor para cadastrar seus primeiros produtos.',
  },
  shopApplicationRejected: {
    title: 'Pedido de loja não aprovado',
    content: 'Seu pedido para a loja “{shop}” não foi aprovado. Motivo: {reason}. Você pode corrigi-lo e enviar um novo pedido.',
  },
  productSubmitted: {
    title: 'Produto enviado para análise',
    content: '“{product}” foi enviado e está em análise. Os compradores poderão vê-lo assim que for aprovado.',
  },
  productApproved: {
    title: 'Produto aprovado',
    content: '“{product}” foi aprovado e já está visível para os compradores.',
  },
  productRejected: {
    title: 'Produto não aprovado',
    content: '“{product}” não foi aprovado. Motivo: {reason}. Edite o produto e envie-o novamente.',
  },
  stockApplicationReceived: {
    title: 'Pedido de estoque recebido',
    content: 'Seu pedido para adicionar {quantity} unidades de “{product}” está em análise.',
  },
  stockApplicationApproved: {
    title: 'Pedido de estoque aprovado',
    content: '{quantity} unidades foram adicionadas ao estoque de “{product}”.',
  },
  stockApplicationRejected: {
    title: 'Pedido de estoque não aprovado',
    content: 'Seu pedido para adicionar {quantity} unidades de “{product}” não foi aprovado. Motivo: {reason}.',
  },
  orderReceived: {
    title: 'Novo pedido {order}',
    content:
      'Um comprador fez o pedido {order} na sua loja. Envie-o pela central do vendedor assim que for pago (ou imediatamente, se for pagamento na entrega).',
  },
  orderPaid: {
    title: 'Pedido {order} pago',
    content: 'Recebemos o pagamento do pedido {order}. A loja vai enviá-lo em breve.',
  },
  orderShipped: {
    title: 'Pedido {order} enviado',
    content: 'O pedido {order} está a caminho com a transportadora {carrier}. Código de rastreamento: {log_sn}.',
  },
  orderInTransit: {
    title: 'Pedido {order} em trânsito',
    content: 'O pedido {order} está em trânsito com a transportadora {carrier} e cada vez mais perto de você. Código de rastreamento: {log_sn}.',
  },
  orderDelivered: {
    title: 'Pedido {order} entregue',
    content: 'O pedido {order} foi entregue. Depois de conferir os itens, confirme o recebimento.',
  },
  orderCancelled: {
    title: 'Pedido {order} cancelado',
    content: 'O pedido {order} foi cancelado. Qualquer valor que você pagou está sendo devolvido para a forma de pagamento original.',
  },
  orderCancelledForShop: {
    title: 'Pedido {order} cancelado pelo comprador',
    content: 'O comprador cancelou o pedido {order}. Os itens voltaram para o seu estoque.',
  },
  orderCancelledByMall: {
    title: 'O shopping cancelou o pedido {order}',
    content: 'Cancelamos o pedido {order}. Motivo: {reason}. O valor que você pagou está voltando para a forma de pagamento usada.',
  },
  orderCancelledByMallForShop: {
    title: 'O shopping cancelou o pedido {order}',
    content: 'O shopping cancelou o pedido {order}. Motivo: {reason}. Os itens voltaram para o seu estoque.',
  },
  orderCompletedByMall: {
    title: 'Pedido {order} concluído',
    content: 'A entrega do pedido {order} foi confirmada, então o pedido está concluído. Se houver algum problema, você ainda pode pedir reembolso.',
  },
  rechargeSubmitted: {
    title: 'Recarga enviada para análise',
    content:
      'Recebemos sua recarga de {amount} via {wallet}. Nossa equipe está conferindo o pagamento e vai creditar o valor na sua carteira assim que ele for confirmado.',
  },
  rechargeApproved: {
    title: 'Recarga creditada',
    content: '{amount} da sua recarga via {wallet} foram adicionados ao saldo da sua carteira.',
  },
  rechargeRejected: {
    title: 'Recarga não aprovada',
    content:
      'Sua recarga de {amount} via {wallet} não foi aprovada. Motivo: {reason}. Se você já pagou, entre em contato conosco informando o ID da transação.',
  },
  paymentSettingsChanged: {
    title: 'Dados de pagamento alterados',
    content:
      'Os dados de pagamento para onde seus saques são enviados foram alterados. Se não foi você, troque sua senha imediatamente e fale conosco. Os saques solicitados nas próximas 24 horas passarão por uma verificação extra.',
  },
  withdrawalSubmitted: {
    title: 'Pedido de saque recebido',
    content: 'Seu saque de {amount} está em análise. O valor fica retido na sua carteira até ser pago.',
  },
  withdrawalPaid: {
    title: 'Saque pago',
    content: 'Seu saque de {amount} foi pago na conta que você escolheu (descontada a taxa de saque).',
  },
  withdrawalRejected: {
    title: 'Saque não aprovado',
    content: 'Seu saque de {amount} não foi aprovado e o dinheiro voltou para o seu saldo. Motivo: {reason}.',
  },
  withdrawalCancelled: {
    title: 'Saque cancelado',
    content: 'Você cancelou seu saque de {amount}. O dinheiro voltou para o seu saldo.',
  },
  ticketReplied: {
    title: 'Resposta de {shop}',
    content: '{shop} respondeu à sua conversa “{subject}”. Abra para ler a resposta e responder.',
  },
  ticketRepliedByMall: {
    title: 'O atendimento respondeu',
    content: 'O atendimento ao cliente respondeu à sua conversa “{subject}”. Abra para ler a resposta e responder.',
  },
  ticketMessageForShop: {
    title: 'Nova mensagem de {buyer}',
    content: '{buyer} escreveu sobre “{subject}”. Responda nas conversas da central do vendedor.',
  },
  ticketMessageForMall: {
    title: 'Nova mensagem de cliente',
    content: '{buyer} escreveu ao atendimento sobre “{subject}”. Responda pelo painel de administração.',
  },
  refundApplied: {
    title: 'Pedido de reembolso enviado',
    content: 'Sua solicitação para “{product}” do pedido {order} foi enviada à loja. Avisaremos assim que ela responder.',
  },
  refundAppliedForShop: {
    title: 'Nova solicitação de reembolso do pedido {order}',
    content: 'O comprador pediu reembolso ou devolução de “{product}” do pedido {order}. Analise-a na central do vendedor.',
  },
  refundReturnAccepted: {
    title: 'Devolução aceita',
    content: 'A loja aceitou a devolução de “{product}” do pedido {order}. Envie os itens de volta e informe o código de rastreio.',
  },
  refundReturnAcceptedForShop: {
    title: 'Devolução do pedido {order} aceita',
    content: 'Você aceitou a devolução de “{product}” do pedido {order}. Confirme na central do vendedor quando os itens chegarem.',
  },
  refundRejected: {
    title: 'Pedido de reembolso recusado',
    content: 'A loja recusou sua solicitação para “{product}” do pedido {order}. Motivo: {reason}. Você pode pedir que o shopping decida.',
  },
  refundRejectedForShop: {
    title: 'Pedido de reembolso do pedido {order} recusado',
    content: 'Você recusou a solicitação para “{product}” do pedido {order}. Motivo: {reason}.',
  },
  refundGoodsSent: {
    title: 'Devolução a caminho',
    content: 'Você enviou de volta “{product}” do pedido {order}, código de rastreio {log_sn}. O reembolso sai assim que a loja receber.',
  },
  refundGoodsSentForShop: {
    title: 'Devolução a caminho, pedido {order}',
    content: 'O comprador enviou de volta “{product}” do pedido {order}, código de rastreio {log_sn}. Confirme na central do vendedor quando chegar.',
  },
  refundPaid: {
    title: 'Reembolso de {amount} feito',
    content: '{amount} de “{product}” do pedido {order} foram devolvidos ao meio que você usou para pagar.',
  },
  refundPaidForShop: {
    title: 'Pedido {order} reembolsado',
    content: '{amount} de “{product}” do pedido {order} foram devolvidos ao comprador, e seus ganhos com ele diminuem na mesma medida.',
  },
  refundEscalated: {
    title: 'Pedido enviado ao shopping',
    content: 'Você pediu ao shopping que decida sobre sua solicitação para “{product}” do pedido {order}. Motivo: {reason}. Avisaremos o resultado.',
  },
  refundEscalatedForShop: {
    title: 'O shopping vai decidir uma solicitação, pedido {order}',
    content: 'O comprador pediu ao shopping que decida sobre a solicitação para “{product}” do pedido {order}. Motivo: {reason}.',
  },
  refundClosed: {
    title: 'Pedido de reembolso encerrado',
    content: 'O shopping analisou sua solicitação para “{product}” do pedido {order} e a encerrou sem reembolso. Motivo: {reason}.',
  },
  refundClosedForShop: {
    title: 'Pedido de reembolso encerrado, pedido {order}',
    content: 'O shopping encerrou a solicitação para “{product}” do pedido {order} sem reembolso. Motivo: {reason}.',
  },
  refundCancelled: {
    title: 'Pedido de reembolso retirado',
    content: 'Você retirou sua solicitação para “{product}” do pedido {order}.',
  },
  refundCancelledForShop: {
    title: 'Pedido de reembolso retirado, pedido {order}',
    content: 'O comprador retirou a solicitação para “{product}” do pedido {order}. Você não precisa fazer mais nada.',
  },
  shopSuspended: {
    title: 'Sua loja foi suspensa',
    content:
      'O shopping suspendeu sua loja “{shop}”. Motivo: {reason}. Os produtos dela estão ocultos para os compradores e a central do vendedor está só para leitura; você ainda pode enviar e concluir os pedidos em aberto. Fale com o shopping para resolver.',
  },
  shopResumed: {
    title: 'Sua loja foi reaberta',
    content: 'O shopping reativou sua loja “{shop}”. Observação: {reason}. Os produtos dela voltaram à venda e você pode editá-los de novo.',
  },
  productTakenOff: {
    title: 'Produto retirado de venda',
    content: 'O shopping retirou “{product}” de venda. Motivo: {reason}. Corrija o produto e envie-o novamente para análise.',
  },
  loginPaused: {
    title: 'Login na sua conta pausado',
    content:
      'Alguém digitou uma senha errada na sua conta várias vezes seguidas, por isso pausamos o login por um tempo. Se foi você, espere um pouco e tente de novo, ou redefina sua senha. Se não foi você, essas tentativas não conseguiram entrar; por segurança, troque sua senha por uma que você não use em nenhum outro lugar.',
  },
};
