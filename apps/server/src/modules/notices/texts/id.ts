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
  orderReceived: {
    title: 'Pesanan baru {order}',
    content: 'Pembeli telah membuat pesanan {order} di tokomu. Kirim pesanan dari Pusat Penjual setelah dibayar (atau langsung untuk pesanan COD).',
  },
  orderPaid: {
    title: 'Pesanan {order} sudah dibayar',
    content: 'Kami telah menerima pembayaran untuk pesanan {order}. Toko akan segera mengirimkannya.',
  },
  orderShipped: {
    title: 'Pesanan {order} telah dikirim',
    content: 'Pesanan {order} sedang dalam perjalanan melalui {carrier} dengan nomor resi {log_sn}.',
  },
  orderInTransit: {
    title: 'Pesanan {order} sedang transit',
    content: 'Pesanan {order} sedang transit bersama {carrier} dan makin dekat ke alamatmu. Nomor resi {log_sn}.',
  },
  orderDelivered: {
    title: 'Pesanan {order} telah sampai',
    content: 'Pesanan {order} telah sampai. Setelah kamu memeriksanya, mohon konfirmasi bahwa pesanan sudah diterima.',
  },
  orderCancelled: {
    title: 'Pesanan {order} dibatalkan',
    content: 'Pesanan {order} telah dibatalkan. Dana yang sudah kamu bayarkan sedang dikembalikan ke metode pembayaran semula.',
  },
  orderCancelledForShop: {
    title: 'Pesanan {order} dibatalkan pembeli',
    content: 'Pembeli membatalkan pesanan {order}. Barangnya sudah dikembalikan ke stokmu.',
  },
  rechargeSubmitted: {
    title: 'Isi saldo dikirim untuk ditinjau',
    content:
      'Kami telah menerima pengisian saldo sebesar {amount} melalui {wallet}. Tim kami sedang memeriksa pembayaranmu dan akan menambahkannya ke dompetmu setelah dikonfirmasi.',
  },
  rechargeApproved: {
    title: 'Isi saldo berhasil',
    content: '{amount} dari pengisian saldo melalui {wallet} sudah ditambahkan ke saldo dompetmu.',
  },
  rechargeRejected: {
    title: 'Isi saldo tidak disetujui',
    content:
      'Pengisian saldo sebesar {amount} melalui {wallet} tidak disetujui. Alasan: {reason}. Jika kamu sudah membayar, hubungi kami dengan menyertakan ID transaksinya.',
  },
  paymentSettingsChanged: {
    title: 'Detail pembayaran diubah',
    content:
      'Detail pembayaran tujuan penarikan Anda telah diubah. Jika bukan Anda yang melakukannya, segera ganti kata sandi dan hubungi kami. Penarikan yang diajukan dalam 24 jam ke depan akan diperiksa lebih teliti.',
  },
  withdrawalSubmitted: {
    title: 'Permintaan penarikan diterima',
    content: 'Penarikan Anda sebesar {amount} sedang ditinjau. Jumlah ini ditahan di dompet Anda sampai dibayarkan.',
  },
  withdrawalPaid: {
    title: 'Penarikan telah dibayar',
    content: 'Penarikan Anda sebesar {amount} telah dibayarkan ke rekening pilihan Anda (dikurangi biaya penarikan).',
  },
  withdrawalRejected: {
    title: 'Penarikan tidak disetujui',
    content: 'Penarikan Anda sebesar {amount} tidak disetujui dan dananya sudah kembali ke saldo Anda. Alasan: {reason}.',
  },
  withdrawalCancelled: {
    title: 'Penarikan dibatalkan',
    content: 'Anda membatalkan penarikan sebesar {amount}. Dananya sudah kembali ke saldo Anda.',
  },
};
