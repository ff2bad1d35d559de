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
  orderCancelledByMall: {
    title: '注文 {order} はモールによりキャンセルされました',
    content: '注文 {order} をキャンセルしました。理由：{reason}。お支払い済みの金額は、お支払い方法へ返金されます。',
  },
  orderCancelledByMallForShop: {
    title: '注文 {order} はモールによりキャンセルされました',
    content: 'モールが注文 {order} をキャンセルしました。理由：{reason}。商品は在庫に戻りました。',
  },
  orderCompletedByMall: {
    title: '注文 {order} が完了しました',
    content: '注文 {order} の配達が確認されたため、注文は完了となりました。問題がある場合は、引き続き返金を申請できます。',
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
  ticketReplied: {
    title: '{shop} から返信がありました',
    content: 'お問い合わせ「{subject}」に {shop} から返信がありました。開いて内容を確認し、返信できます。',
  },
  ticketRepliedByMall: {
    title: 'カスタマーサービスから返信がありました',
    content: 'お問い合わせ「{subject}」にカスタマーサービスから返信がありました。開いて内容を確認し、返信できます。',
  },
  ticketMessageForShop: {
    title: '{buyer} さんから新しいメッセージ',
    content: '{buyer} さんから「{subject}」についてメッセージが届きました。セラーセンターのメッセージから返信してください。',
  },
  ticketMessageForMall: {
    title: 'お客様から新しいメッセージ',
    content: '{buyer} さんから「{subject}」についてカスタマーサービス宛てのメッセージが届きました。管理画面から返信してください。',
  },
  refundApplied: {
    title: '返金申請を送信しました',
    content: 'ご注文 {order} の「{product}」についての申請をショップに送信しました。ショップから回答があり次第お知らせします。',
  },
  refundAppliedForShop: {
    title: '注文 {order} に返金申請が届きました',
    content: '購入者から注文 {order} の「{product}」について返金または返品の申請がありました。セラーセンターで確認してください。',
  },
  refundReturnAccepted: {
    title: '返品が承認されました',
    content: 'ご注文 {order} の「{product}」の返品をショップが承認しました。商品を返送し、追跡番号を入力してください。',
  },
  refundReturnAcceptedForShop: {
    title: '注文 {order} の返品を承認しました',
    content: '注文 {order} の「{product}」の返品を承認しました。商品が届いたらセラーセンターで受け取りを確定してください。',
  },
  refundRejected: {
    title: '返金申請が却下されました',
    content: 'ご注文 {order} の「{product}」についての申請はショップに却下されました。理由：{reason}。モールに判断を依頼できます。',
  },
  refundRejectedForShop: {
    title: '注文 {order} の返金申請を却下しました',
    content: '注文 {order} の「{product}」についての申請を却下しました。理由：{reason}。',
  },
  refundGoodsSent: {
    title: '返品を発送しました',
    content: 'ご注文 {order} の「{product}」を返送しました（追跡番号 {log_sn}）。ショップが受け取り次第、返金されます。',
  },
  refundGoodsSentForShop: {
    title: '注文 {order} の返品が発送されました',
    content: '購入者が注文 {order} の「{product}」を返送しました（追跡番号 {log_sn}）。届いたらセラーセンターで受け取りを確定してください。',
  },
  refundPaid: {
    title: '{amount} を返金しました',
    content: 'ご注文 {order} の「{product}」の代金 {amount} を、お支払いに使われた方法へ返金しました。',
  },
  refundPaidForShop: {
    title: '注文 {order} を返金しました',
    content: '注文 {order} の「{product}」の {amount} を購入者に返金しました。この分の売上はそれに応じて差し引かれます。',
  },
  refundEscalated: {
    title: 'モールに判断を依頼しました',
    content: 'ご注文 {order} の「{product}」についての申請について、モールに判断を依頼しました。理由：{reason}。結果はこちらでお知らせします。',
  },
  refundEscalatedForShop: {
    title: '注文 {order} の申請をモールが判断します',
    content: '購入者が注文 {order} の「{product}」についての申請について、モールに判断を依頼しました。理由：{reason}。',
  },
  refundClosed: {
    title: '返金申請がクローズされました',
    content: 'ご注文 {order} の「{product}」についての申請をモールが確認し、返金なしでクローズしました。理由：{reason}。',
  },
  refundClosedForShop: {
    title: '注文 {order} の返金申請がクローズされました',
    content: 'モールは注文 {order} の「{product}」についての申請を返金なしでクローズしました。理由：{reason}。',
  },
  refundCancelled: {
    title: '返金申請を取り下げました',
    content: 'ご注文 {order} の「{product}」についての申請を取り下げました。',
  },
  refundCancelledForShop: {
    title: '注文 {order} の返金申請が取り下げられました',
    content: '購入者が注文 {order} の「{product}」についての申請を取り下げました。対応は不要です。',
  },
  shopSuspended: {
    title: 'ショップが停止されました',
    content:
      'モールがショップ「{shop}」を停止しました。理由：{reason}。商品は購入者に表示されず、セラーセンターは閲覧のみになります。進行中の注文の発送・完了は引き続き行えます。解決についてはモールにお問い合わせください。',
  },
  shopResumed: {
    title: 'ショップが再開されました',
    content: 'モールがショップ「{shop}」を再開しました。メモ：{reason}。商品は再び販売中になり、編集もできるようになりました。',
  },
  productTakenOff: {
    title: '商品の販売が停止されました',
    content: 'モールが「{product}」の販売を停止しました。理由：{reason}。商品を修正して、もう一度審査に提出してください。',
  },
  loginPaused: {
    title: 'ログインを一時的に制限しています',
    content:
      'お客様のアカウントで誤ったパスワードが続けて入力されたため、しばらくの間ログインを制限しています。ご本人による操作の場合は、少し時間をおいてから再度お試しいただくか、パスワードを再設定してください。お心当たりがない場合も、これらの試行でログインされたことはありません。念のため、他のサービスで使っていないパスワードへの変更をおすすめします。',
  },
};
