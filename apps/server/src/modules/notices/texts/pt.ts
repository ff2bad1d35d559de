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
};
