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
};
