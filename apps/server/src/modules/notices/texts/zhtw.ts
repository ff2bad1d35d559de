/** The notices' texts in Traditional Chinese; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const zhtw: NoticeTexts = {
  shopApplicationReceived: {
    title: '已收到商店申請',
    content: '我們已收到您開設商店「{shop}」的申請，目前審核中，結果將在這裡通知您。',
  },
  shopApplicationApproved: {
    title: '您的商店已通過審核',
    content: '恭喜！您的商店「{shop}」已通過審核。前往賣家中心上架您的第一件商品吧。',
  },
  shopApplicationRejected: {
    title: '商店申請未通過',
    content: '您的商店「{shop}」申請未通過。原因：{reason}。修改後可重新申請。',
  },
  productSubmitted: {
    title: '商品已送出審核',
    content: '「{product}」已送出，目前審核中，通過後買家即可看到。',
  },
  productApproved: {
    title: '商品已通過審核',
    content: '「{product}」已通過審核，買家現在可以看到了。',
  },
  productRejected: {
    title: '商品未通過審核',
    content: '「{product}」未通過審核。原因：{reason}。請修改商品後重新送出。',
  },
  stockApplicationReceived: {
    title: '已收到庫存申請',
    content: '您為「{product}」增加 {quantity} 件庫存的申請正在審核中。',
  },
  stockApplicationApproved: {
    title: '庫存申請已通過',
    content: '已為「{product}」增加 {quantity} 件庫存。',
  },
  stockApplicationRejected: {
    title: '庫存申請未通過',
    content: '您為「{product}」增加 {quantity} 件庫存的申請未通過。原因：{reason}。',
  },
  orderReceived: {
    title: '新訂單 {order}',
    content: '有買家在您的商店下了訂單 {order}。付款完成後請至賣家中心出貨（貨到付款訂單可立即出貨）。',
  },
  orderPaid: {
    title: '訂單 {order} 已付款',
    content: '我們已收到訂單 {order} 的款項，商店將盡快為您出貨。',
  },
  orderShipped: {
    title: '訂單 {order} 已出貨',
    content: '訂單 {order} 已交由 {carrier} 配送，物流追蹤編號：{log_sn}。',
  },
  orderInTransit: {
    title: '訂單 {order} 運送中',
    content: '訂單 {order} 正由 {carrier} 運送中，即將送達，物流追蹤編號：{log_sn}。',
  },
  orderDelivered: {
    title: '訂單 {order} 已送達',
    content: '訂單 {order} 已送達，請確認商品無誤後完成收貨確認。',
  },
  orderCancelled: {
    title: '訂單 {order} 已取消',
    content: '訂單 {order} 已取消，您已支付的款項將退回原付款方式。',
  },
  orderCancelledForShop: {
    title: '買家已取消訂單 {order}',
    content: '買家取消了訂單 {order}，相關商品已退回您的庫存。',
  },
  orderCancelledByMall: {
    title: '訂單 {order} 已由商城取消',
    content: '我們已取消訂單 {order}。原因：{reason}。您已支付的款項將原路退回。',
  },
  orderCancelledByMallForShop: {
    title: '訂單 {order} 已由商城取消',
    content: '商城已取消訂單 {order}。原因：{reason}。相關商品已退回您的庫存。',
  },
  orderCompletedByMall: {
    title: '訂單 {order} 已完成',
    content: '訂單 {order} 的送達已確認，訂單現已完成。如有問題，您仍可申請退款。',
  },
  rechargeSubmitted: {
    title: '儲值申請已送出審核',
    content: '我們已收到您透過 {wallet} 儲值 {amount} 的申請。工作人員正在核對款項，確認後將存入您的錢包。',
  },
  rechargeApproved: {
    title: '儲值已入帳',
    content: '您透過 {wallet} 儲值的 {amount} 已存入錢包餘額。',
  },
  rechargeRejected: {
    title: '儲值申請未通過',
    content: '您透過 {wallet} 儲值 {amount} 的申請未通過。原因：{reason}。如已付款，請提供交易 ID 與我們聯繫。',
  },
  paymentSettingsChanged: {
    title: '收款資料已變更',
    content: '您用於提領的收款資料已被變更。如果不是您本人操作，請立即變更密碼並與我們聯絡。接下來 24 小時內提出的提領將接受額外審核。',
  },
  withdrawalSubmitted: {
    title: '已收到提領申請',
    content: '您 {amount} 的提領申請正在審核中。付款前，這筆金額會凍結在您的錢包中。',
  },
  withdrawalPaid: {
    title: '提領已付款',
    content: '您 {amount} 的提領已匯入您選擇的帳戶（已扣除提領手續費）。',
  },
  withdrawalRejected: {
    title: '提領未獲核准',
    content: '您 {amount} 的提領未獲核准，款項已退回您的餘額。原因：{reason}。',
  },
  withdrawalCancelled: {
    title: '提領已取消',
    content: '您已取消 {amount} 的提領，款項已退回您的餘額。',
  },
  ticketReplied: {
    title: '{shop} 回覆了您',
    content: '{shop} 回覆了您的對話「{subject}」。開啟即可查看回覆並繼續溝通。',
  },
  ticketRepliedByMall: {
    title: '客服已回覆',
    content: '客服回覆了您的對話「{subject}」。開啟即可查看回覆並繼續溝通。',
  },
  ticketMessageForShop: {
    title: '{buyer} 傳來新訊息',
    content: '{buyer} 針對「{subject}」傳來了訊息。請到賣家中心的對話中回覆。',
  },
  ticketMessageForMall: {
    title: '新的顧客訊息',
    content: '{buyer} 針對「{subject}」聯絡了客服。請到管理後台回覆。',
  },
  refundApplied: {
    title: '退款申請已送出',
    content: '您對訂單 {order} 中「{product}」的申請已送交店家，店家回覆後我們會立即通知您。',
  },
  refundAppliedForShop: {
    title: '訂單 {order} 有新的退款申請',
    content: '買家對訂單 {order} 中的「{product}」申請了退款或退貨，請至賣家中心處理。',
  },
  refundReturnAccepted: {
    title: '退貨申請已同意',
    content: '店家已同意您對訂單 {order} 中「{product}」的退貨申請，請寄回商品並填寫物流單號。',
  },
  refundReturnAcceptedForShop: {
    title: '已同意訂單 {order} 的退貨',
    content: '您已同意訂單 {order} 中「{product}」的退貨，收到商品後請至賣家中心確認收貨。',
  },
  refundRejected: {
    title: '退款申請遭拒絕',
    content: '店家拒絕了您對訂單 {order} 中「{product}」的申請。原因：{reason}。您可以申請商城介入處理。',
  },
  refundRejectedForShop: {
    title: '已拒絕訂單 {order} 的退款申請',
    content: '您已拒絕訂單 {order} 中「{product}」的申請。原因：{reason}。',
  },
  refundGoodsSent: {
    title: '退貨已寄出',
    content: '您已寄回訂單 {order} 中的「{product}」，物流單號 {log_sn}。店家收貨後即為您退款。',
  },
  refundGoodsSentForShop: {
    title: '訂單 {order} 的退貨已寄出',
    content: '買家已寄回訂單 {order} 中的「{product}」，物流單號 {log_sn}。收到後請至賣家中心確認收貨。',
  },
  refundPaid: {
    title: '已退款 {amount}',
    content: '訂單 {order} 中「{product}」的 {amount} 已依原付款方式退回。',
  },
  refundPaidForShop: {
    title: '訂單 {order} 已退款',
    content: '訂單 {order} 中「{product}」的 {amount} 已退還給買家，您在該訂單的收入將相應減少。',
  },
  refundEscalated: {
    title: '已申請商城介入',
    content: '您已申請商城對訂單 {order} 中「{product}」的申請做出裁決。原因：{reason}。結果將通知您。',
  },
  refundEscalatedForShop: {
    title: '訂單 {order} 的申請已交由商城裁決',
    content: '買家已申請商城對訂單 {order} 中「{product}」的申請做出裁決。原因：{reason}。',
  },
  refundClosed: {
    title: '退款申請已關閉',
    content: '商城已審核您對訂單 {order} 中「{product}」的申請，決定不予退款並關閉申請。原因：{reason}。',
  },
  refundClosedForShop: {
    title: '訂單 {order} 的退款申請已關閉',
    content: '商城已關閉訂單 {order} 中「{product}」的申請，不予退款。原因：{reason}。',
  },
  refundCancelled: {
    title: '退款申請已撤銷',
    content: '您已撤銷對訂單 {order} 中「{product}」的申請。',
  },
  refundCancelledForShop: {
    title: '訂單 {order} 的退款申請已撤銷',
    content: '買家已撤銷對訂單 {order} 中「{product}」的申請，您無需再處理。',
  },
  shopSuspended: {
    title: '您的商店已被暫停',
    content: '商城已暫停您的商店「{shop}」。原因：{reason}。商店商品已對買家隱藏，賣家中心為唯讀；您仍可出貨並完成進行中的訂單。請聯絡商城處理。',
  },
  shopResumed: {
    title: '您的商店已恢復營業',
    content: '商城已恢復您的商店「{shop}」。備註：{reason}。商店商品已重新上架，您可以再次編輯。',
  },
  productTakenOff: {
    title: '商品已被下架',
    content: '商城已將「{product}」下架。原因：{reason}。請修改商品後重新送審。',
  },
  loginPaused: {
    title: '帳號登入已暫停',
    content:
      '您的帳號連續多次輸入錯誤的密碼，為保護帳號安全，登入已暫停一段時間。如果是您本人操作，請稍後再試，或重設密碼。如果不是您本人操作，這些嘗試並未成功登入；為安全起見，建議將密碼改為未在其他地方使用過的密碼。',
  },
};
