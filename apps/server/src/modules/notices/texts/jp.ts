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
};
