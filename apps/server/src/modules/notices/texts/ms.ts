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
};
