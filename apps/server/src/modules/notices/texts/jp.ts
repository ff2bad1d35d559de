/** The notices' texts in Japanese; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const jp: NoticeTexts = {
  shopApplicationReceived: {
    title: 'ショップ申請を受け付けました',
    content: 'ショップ「{shop}」の開設申請を受け付けました。現在審査中です。結果はこちらでお知らせします。',
  },
  shopApplicationApproved: {
    title: 'ショップが承認されました',
    content: 'おめでとうございます！ショップ「{shop}」が承認されました。セラーセンターで最初の商品を登録しましょう。',
  },
  shopApplicationRejected: {
    title: 'ショップ申請は承認されませんでした',
    content: 'ショップ「{shop}」の申請は承認されませんでした。理由：{reason}。内容を修正して再度申請できます。',
  },
  productSubmitted: {
    title: '商品を審査に提出しました',
    content: '「{product}」を提出しました。現在審査中です。承認されると購入者に表示されます。',
  },
  productApproved: {
    title: '商品が承認されました',
    content: '「{product}」が承認され、購入者に表示されるようになりました。',
  },
  productRejected: {
    title: '商品は承認されませんでした',
    content: '「{product}」は承認されませんでした。理由：{reason}。商品を編集して再度提出してください。',
  },
  stockApplicationReceived: {
    title: '在庫申請を受け付けました',
    content: '「{product}」の在庫を {quantity} 点追加する申請は審査中です。',
  },
  stockApplicationApproved: {
    title: '在庫申請が承認されました',
    content: '「{product}」の在庫に {quantity} 点が追加されました。',
  },
  stockApplicationRejected: {
    title: '在庫申請は承認されませんでした',
    content: '「{product}」の在庫を {quantity} 点追加する申請は承認されませんでした。理由：{reason}。',
  },
  orderReceived: {
    title: '新規注文 {order}',
    content: 'ショップに購入者から注文 {order} が入りました。お支払いが完了したら（代金引換の場合はすぐに）、セラーセンターから発送してください。',
  },
  orderPaid: {
    title: '注文 {order} のお支払いが完了しました',
    content: '注文 {order} のお支払いを確認しました。まもなくショップから発送されます。',
  },
  orderShipped: {
    title: '注文 {order} が発送されました',
    content: '注文 {order} は {carrier} で配送中です。追跡番号：{log_sn}。',
  },
  orderInTransit: {
    title: '注文 {order} は輸送中です',
    content: '注文 {order} は {carrier} で輸送中です。まもなくお届けします。追跡番号：{log_sn}。',
  },
  orderDelivered: {
    title: '注文 {order} の配達が完了しました',
    content: '注文 {order} が配達されました。商品をご確認のうえ、受け取り確認をお願いします。',
  },
  orderCancelled: {
    title: '注文 {order} はキャンセルされました',
    content: '注文 {order} はキャンセルされました。お支払い済みの金額は、元のお支払い方法に返金されます。',
  },
  orderCancelledForShop: {
    title: '注文 {order} がキャンセルされました',
    content: '購入者が注文 {order} をキャンセルしました。商品は在庫に戻りました。',
  },
  rechargeSubmitted: {
    title: '入金申請を受け付けました',
    content: '{wallet}による{amount}の入金申請を受け付けました。担当者が入金を確認し、確認でき次第ウォレットに反映します。',
  },
  rechargeApproved: {
    title: '入金が反映されました',
    content: '{wallet}による入金の{amount}がウォレット残高に追加されました。',
  },
  rechargeRejected: {
    title: '入金申請は承認されませんでした',
    content: '{wallet}による{amount}の入金申請は承認されませんでした。理由：{reason}。お支払い済みの場合は、取引IDを添えてお問い合わせください。',
  },
  paymentSettingsChanged: {
    title: '支払い情報が変更されました',
    content:
      '出金先の支払い情報が変更されました。お心当たりがない場合は、すぐにパスワードを変更し、サポートまでご連絡ください。今後24時間以内の出金申請は追加の確認を行います。',
  },
  withdrawalSubmitted: {
    title: '出金申請を受け付けました',
    content: '{amount} の出金申請を審査中です。お支払いが完了するまで、この金額はウォレット内で凍結されます。',
  },
  withdrawalPaid: {
    title: '出金が完了しました',
    content: '{amount} の出金を、ご指定の口座にお支払いしました（出金手数料を差し引いた額）。',
  },
  withdrawalRejected: {
    title: '出金申請は承認されませんでした',
    content: '{amount} の出金申請は承認されず、金額は残高に戻されました。理由：{reason}。',
  },
  withdrawalCancelled: {
    title: '出金を取り消しました',
    content: '{amount} の出金申請を取り消しました。金額は残高に戻されました。',
  },
};
