/** The notices' texts in Indonesian; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const id: NoticeTexts = {
  shopApplicationReceived: {
    title: 'Pengajuan toko diterima',
    content: 'Kami telah menerima pengajuanmu untuk membuka toko “{shop}”. Tim kami sedang meninjaunya dan hasilnya akan kami kabarkan di sini.',
  },
  shopApplicationApproved: {
    title: 'Tokomu disetujui',
    content: 'Selamat! Toko “{shop}” telah disetujui. Buka Pusat Penjual untuk menambahkan produk pertamamu.',
  },
  shopApplicationRejected: {
    title: 'Pengajuan toko tidak disetujui',
    content: 'Pengajuan untuk toko “{shop}” tidak disetujui. Alasan: {reason}. Kamu dapat memperbaikinya dan mengajukan lagi.',
  },
  productSubmitted: {
    title: 'Produk dikirim untuk ditinjau',
    content: '“{product}” telah dikirim dan sedang ditinjau. Pembeli dapat melihatnya setelah disetujui.',
  },
  productApproved: {
    title: 'Produk disetujui',
    content: '“{product}” telah disetujui dan kini terlihat oleh pembeli.',
  },
  productRejected: {
    title: 'Produk tidak disetujui',
    content: '“{product}” tidak disetujui. Alasan: {reason}. Ubah produk lalu kirim lagi.',
  },
  stockApplicationReceived: {
    title: 'Pengajuan stok diterima',
    content: 'Permintaanmu untuk menambah {quantity} unit “{product}” sedang ditinjau.',
  },
  stockApplicationApproved: {
    title: 'Pengajuan stok disetujui',
    content: '{quantity} unit telah ditambahkan ke stok “{product}”.',
  },
  stockApplicationRejected: {
    title: 'Pengajuan stok tidak disetujui',
    content: 'Permintaanmu untuk menambah {quantity} unit “{product}” tidak disetujui. Alasan: {reason}.',
  },
};
