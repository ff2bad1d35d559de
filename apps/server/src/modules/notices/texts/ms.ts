/** The notices' texts in Malay; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const ms: NoticeTexts = {
  shopApplicationReceived: {
    title: 'Permohonan kedai diterima',
    content: 'Kami telah menerima permohonan anda untuk membuka kedai “{shop}”. Pasukan kami sedang menyemaknya dan keputusannya akan dimaklumkan di sini.',
  },
  shopApplicationApproved: {
    title: 'Kedai anda telah diluluskan',
    content: 'Tahniah! Kedai “{shop}” anda telah diluluskan. Buka Pusat Penjual untuk menambah produk pertama anda.',
  },
  shopApplicationRejected: {
    title: 'Permohonan kedai tidak diluluskan',
    content: 'Permohonan anda untuk kedai “{shop}” tidak diluluskan. Sebab: {reason}. Anda boleh membetulkannya dan memohon semula.',
  },
  productSubmitted: {
    title: 'Produk dihantar untuk semakan',
    content: '“{product}” telah dihantar dan sedang disemak. Pembeli boleh melihatnya sebaik sahaja ia diluluskan.',
  },
  productApproved: {
    title: 'Produk diluluskan',
    content: '“{product}” telah diluluskan dan kini boleh dilihat oleh pembeli.',
  },
  productRejected: {
    title: 'Produk tidak diluluskan',
    content: '“{product}” tidak diluluskan. Sebab: {reason}. Sunting produk dan hantar semula.',
  },
  stockApplicationReceived: {
    title: 'Permohonan stok diterima',
    content: 'Permintaan anda untuk menambah {quantity} unit “{product}” sedang disemak.',
  },
  stockApplicationApproved: {
    title: 'Permohonan stok diluluskan',
    content: '{quantity} unit telah ditambah ke stok “{product}”.',
  },
  stockApplicationRejected: {
    title: 'Permohonan stok tidak diluluskan',
    content: 'Permintaan anda untuk menambah {quantity} unit “{product}” tidak diluluskan. Sebab: {reason}.',
  },
  orderReceived: {
    title: 'Pesanan baharu {order}',
    content:
      'Seorang pembeli telah membuat pesanan {order} di kedai anda. Hantar pesanan ini dari Pusat Penjual selepas ia dibayar (atau serta-merta bagi pesanan COD).',
  },
  orderPaid: {
    title: 'Pesanan {order} telah dibayar',
    content: 'Kami telah menerima bayaran bagi pesanan {order}. Kedai akan menghantarnya tidak lama lagi.',
  },
  orderShipped: {
    title: 'Pesanan {order} telah dihantar',
    content: 'Pesanan {order} sedang dalam perjalanan melalui {carrier}. Nombor penjejakan: {log_sn}.',
  },
  orderInTransit: {
    title: 'Pesanan {order} dalam transit',
    content: 'Pesanan {order} sedang dalam transit bersama {carrier} dan semakin hampir kepada anda. Nombor penjejakan: {log_sn}.',
  },
  orderDelivered: {
    title: 'Pesanan {order} telah sampai',
    content: 'Pesanan {order} telah sampai. Sila sahkan penerimaan selepas anda memeriksanya.',
  },
  orderCancelled: {
    title: 'Pesanan {order} dibatalkan',
    content: 'Pesanan {order} telah dibatalkan. Sebarang bayaran yang anda buat sedang dipulangkan kepada kaedah pembayaran asal.',
  },
  orderCancelledForShop: {
    title: 'Pesanan {order} dibatalkan oleh pembeli',
    content: 'Pembeli telah membatalkan pesanan {order}. Item dalam pesanan itu telah dikembalikan ke stok anda.',
  },
};
