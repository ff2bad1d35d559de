/** The notices' texts in Simplified Chinese; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const zh: NoticeTexts = {
  shopApplicationReceived: {
    title: '已收到店铺申请',
    content: '我们已收到你开设店铺“{shop}”的申请，正在审核中，结果将在这里通知你。',
  },
  shopApplicationApproved: {
    title: '你的店铺已通过审核',
    content: '恭喜！你的店铺“{shop}”已通过审核。前往卖家中心上架你的第一件商品吧。',
  },
  shopApplicationRejected: {
    title: '店铺申请未通过',
    content: '你的店铺“{shop}”申请未通过。原因：{reason}。修改后可以重新申请。',
  },
  productSubmitted: {
    title: '商品已提交审核',
    content: '“{product}”已提交，正在审核中，通过后买家即可看到。',
  },
  productApproved: {
    title: '商品已通过审核',
    content: '“{product}”已通过审核，买家现在可以看到它了。',
  },
  productRejected: {
    title: '商品未通过审核',
    content: '“{product}”未通过审核。原因：{reason}。请修改商品后重新提交。',
  },
  stockApplicationReceived: {
    title: '已收到库存申请',
    content: '你为“{product}”增加 {quantity} 件库存的申请正在审核中。',
  },
  stockApplicationApproved: {
    title: '库存申请已通过',
    content: '已为“{product}”增加 {quantity} 件库存。',
  },
  stockApplicationRejected: {
    title: '库存申请未通过',
    content: '你为“{product}”增加 {quantity} 件库存的申请未通过。原因：{reason}。',
  },
  orderReceived: {
    title: '新订单 {order}',
    content: '有买家在你的店铺下了订单 {order}。买家付款后请在卖家中心发货（货到付款订单可立即发货）。',
  },
  orderPaid: {
    title: '订单 {order} 已付款',
    content: '我们已收到订单 {order} 的付款，店铺会尽快发货。',
  },
  orderShipped: {
    title: '订单 {order} 已发货',
    content: '订单 {order} 已交由 {carrier} 配送，运单号：{log_sn}。',
  },
  orderInTransit: {
    title: '订单 {order} 运输中',
    content: '订单 {order} 正由 {carrier} 运输中，即将送达，运单号：{log_sn}。',
  },
  orderDelivered: {
    title: '订单 {order} 已送达',
    content: '订单 {order} 已送达，请检查商品后确认收货。',
  },
  orderCancelled: {
    title: '订单 {order} 已取消',
    content: '订单 {order} 已取消，你已支付的款项将原路退回。',
  },
  orderCancelledForShop: {
    title: '买家已取消订单 {order}',
    content: '买家取消了订单 {order}，相关商品已退回你的库存。',
  },
  orderCancelledByMall: {
    title: '订单 {order} 已被商城取消',
    content: '我们已取消订单 {order}。原因：{reason}。你已支付的款项将原路退回。',
  },
  orderCancelledByMallForShop: {
    title: '订单 {order} 已被商城取消',
    content: '商城已取消订单 {order}。原因：{reason}。相关商品已退回你的库存。',
  },
  orderCompletedByMall: {
    title: '订单 {order} 已完成',
    content: '订单 {order} 的送达已确认，订单现已完成。如有问题，你仍可申请退款。',
  },
  rechargeSubmitted: {
    title: '充值申请已提交审核',
    content: '我们已收到你通过 {wallet} 充值 {amount} 的申请。工作人员正在核实付款，确认后将存入你的钱包。',
  },
  rechargeApproved: {
    title: '充值已到账',
    content: '你通过 {wallet} 充值的 {amount} 已存入钱包余额。',
  },
  rechargeRejected: {
    title: '充值申请未通过',
    content: '你通过 {wallet} 充值 {amount} 的申请未通过。原因：{reason}。如已付款，请提供交易 ID 联系我们。',
  },
  paymentSettingsChanged: {
    title: '收款信息已修改',
    content: '您用于提现的收款信息已被修改。如果不是您本人操作，请立即修改密码并联系我们。接下来 24 小时内提交的提现将接受额外审核。',
  },
  withdrawalSubmitted: {
    title: '提现申请已收到',
    content: '您 {amount} 的提现申请正在审核中。付款前，该金额将冻结在您的钱包中。',
  },
  withdrawalPaid: {
    title: '提现已到账',
    content: '您 {amount} 的提现已支付到您选择的账户（已扣除提现手续费）。',
  },
  withdrawalRejected: {
    title: '提现未通过审核',
    content: '您 {amount} 的提现未通过审核，款项已退回您的余额。原因：{reason}。',
  },
  withdrawalCancelled: {
    title: '提现已取消',
    content: '您已取消 {amount} 的提现，款项已退回您的余额。',
  },
  ticketReplied: {
    title: '{shop} 回复了您',
    content: '{shop} 回复了您的会话“{subject}”。打开即可查看回复并继续沟通。',
  },
  ticketRepliedByMall: {
    title: '客服已回复',
    content: '客服回复了您的会话“{subject}”。打开即可查看回复并继续沟通。',
  },
  ticketMessageForShop: {
    title: '{buyer} 发来新消息',
    content: '{buyer} 就“{subject}”发来了消息。请在卖家中心的会话中回复。',
  },
  ticketMessageForMall: {
    title: '新的客户消息',
    content: '{buyer} 就“{subject}”联系了客服。请在管理后台回复。',
  },
  refundApplied: {
    title: '退款申请已提交',
    content: '您对订单 {order} 中“{product}”的申请已提交给店铺，店铺回复后我们会第一时间通知您。',
  },
  refundAppliedForShop: {
    title: '订单 {order} 有新的退款申请',
    content: '买家对订单 {order} 中的“{product}”申请了退款或退货，请在卖家中心处理。',
  },
  refundReturnAccepted: {
    title: '退货申请已同意',
    content: '店铺已同意您对订单 {order} 中“{product}”的退货申请，请寄回商品并填写物流单号。',
  },
  refundReturnAcceptedForShop: {
    title: '已同意订单 {order} 的退货',
    content: '您已同意订单 {order} 中“{product}”的退货，收到商品后请在卖家中心确认收货。',
  },
  refundRejected: {
    title: '退款申请被拒绝',
    content: '店铺拒绝了您对订单 {order} 中“{product}”的申请。原因：{reason}。您可以申请商城介入处理。',
  },
  refundRejectedForShop: {
    title: '已拒绝订单 {order} 的退款申请',
    content: '您已拒绝订单 {order} 中“{product}”的申请。原因：{reason}。',
  },
  refundGoodsSent: {
    title: '退货已寄出',
    content: '您已寄回订单 {order} 中的“{product}”，物流单号 {log_sn}。店铺收货后即为您退款。',
  },
  refundGoodsSentForShop: {
    title: '订单 {order} 的退货已寄出',
    content: '买家已寄回订单 {order} 中的“{product}”，物流单号 {log_sn}。收到后请在卖家中心确认收货。',
  },
  refundPaid: {
    title: '已退款 {amount}',
    content: '订单 {order} 中“{product}”的 {amount} 已按原支付方式退回。',
  },
  refundPaidForShop: {
    title: '订单 {order} 已退款',
    content: '订单 {order} 中“{product}”的 {amount} 已退还给买家，您在该订单的收入将相应减少。',
  },
  refundEscalated: {
    title: '已申请商城介入',
    content: '您已申请商城对订单 {order} 中“{product}”的申请作出裁决。原因：{reason}。结果将通知您。',
  },
  refundEscalatedForShop: {
    title: '订单 {order} 的申请已交由商城裁决',
    content: '买家已申请商城对订单 {order} 中“{product}”的申请作出裁决。原因：{reason}。',
  },
  refundClosed: {
    title: '退款申请已关闭',
    content: '商城已审核您对订单 {order} 中“{product}”的申请，决定不予退款并关闭申请。原因：{reason}。',
  },
  refundClosedForShop: {
    title: '订单 {order} 的退款申请已关闭',
    content: '商城已关闭订单 {order} 中“{product}”的申请，不予退款。原因：{reason}。',
  },
  refundCancelled: {
    title: '退款申请已撤销',
    content: '您已撤销对订单 {order} 中“{product}”的申请。',
  },
  refundCancelledForShop: {
    title: '订单 {order} 的退款申请已撤销',
    content: '买家已撤销对订单 {order} 中“{product}”的申请，您无需再处理。',
  },
  shopSuspended: {
    title: '您的店铺已被暂停',
    content: '商城已暂停您的店铺“{shop}”。原因：{reason}。店铺商品已对买家隐藏，卖家中心为只读；您仍可发货并完成进行中的订单。请联系商城解决。',
  },
  shopResumed: {
    title: '您的店铺已恢复营业',
    content: '商城已恢复您的店铺“{shop}”。备注：{reason}。店铺商品已重新上架，您可以再次编辑。',
  },
  productTakenOff: {
    title: '商品已被下架',
    content: '商城已将“{product}”下架。原因：{reason}。请修改商品后重新提交审核。',
  },
  loginPaused: {
    title: '账号登录已暂停',
    content:
      '您的账号连续多次输入了错误的密码，为保护账号安全，登录已暂停一段时间。如果是您本人操作，请稍后再试，或重置密码。如果不是您本人操作，这些尝试并未成功登录；为安全起见，建议将密码改为未在其他地方使用过的密码。',
  },
};
