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
  orderCancelledByMall: {
    title: 'Pesanan {order} dibatalkan oleh mal',
    content: 'Kami membatalkan pesanan {order}. Alasan: {reason}. Dana yang sudah kamu bayar sedang dikembalikan ke metode pembayaranmu.',
  },
  orderCancelledByMallForShop: {
    title: 'Pesanan {order} dibatalkan oleh mal',
    content: 'Mal membatalkan pesanan {order}. Alasan: {reason}. Barangnya sudah dikembalikan ke stokmu.',
  },
  orderCompletedByMall: {
    title: 'Pesanan {order} selesai',
    content: 'Pengiriman pesanan {order} sudah dikonfirmasi, jadi pesanan kini selesai. Jika ada masalah, kamu masih bisa mengajukan pengembalian dana.',
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
  ticketReplied: {
    title: 'Balasan dari {shop}',
    content: '{shop} membalas percakapan kamu “{subject}”. Buka untuk membaca balasannya dan menjawab.',
  },
  ticketRepliedByMall: {
    title: 'Layanan pelanggan membalas',
    content: 'Layanan pelanggan membalas percakapan kamu “{subject}”. Buka untuk membaca balasannya dan menjawab.',
  },
  ticketMessageForShop: {
    title: 'Pesan baru dari {buyer}',
    content: '{buyer} menulis tentang “{subject}”. Balas lewat menu percakapan di pusat penjual.',
  },
  ticketMessageForMall: {
    title: 'Pesan baru dari pelanggan',
    content: '{buyer} menulis ke layanan pelanggan tentang “{subject}”. Balas lewat konsol admin.',
  },
  refundApplied: {
    title: 'Permintaan pengembalian dana terkirim',
    content: 'Permintaan Anda untuk “{product}” dari pesanan {order} sudah dikirim ke toko. Kami akan memberi tahu Anda begitu toko menjawab.',
  },
  refundAppliedForShop: {
    title: 'Permintaan pengembalian dana baru untuk pesanan {order}',
    content: 'Pembeli meminta pengembalian dana atau retur untuk “{product}” dari pesanan {order}. Tinjau di pusat penjual.',
  },
  refundReturnAccepted: {
    title: 'Retur diterima',
    content: 'Toko menerima retur “{product}” dari pesanan {order}. Kirim kembali barangnya dan masukkan nomor resi.',
  },
  refundReturnAcceptedForShop: {
    title: 'Retur pesanan {order} diterima',
    content: 'Anda menerima retur “{product}” dari pesanan {order}. Konfirmasi di pusat penjual saat barang tiba.',
  },
  refundRejected: {
    title: 'Permintaan pengembalian dana ditolak',
    content: 'Toko menolak permintaan Anda untuk “{product}” dari pesanan {order}. Alasan: {reason}. Anda bisa meminta mal untuk memutuskan.',
  },
  refundRejectedForShop: {
    title: 'Permintaan pengembalian dana pesanan {order} ditolak',
    content: 'Anda menolak permintaan untuk “{product}” dari pesanan {order}. Alasan: {reason}.',
  },
  refundGoodsSent: {
    title: 'Retur dalam perjalanan',
    content: 'Anda telah mengirim kembali “{product}” dari pesanan {order}, nomor resi {log_sn}. Dana dikembalikan setelah toko menerimanya.',
  },
  refundGoodsSentForShop: {
    title: 'Barang retur pesanan {order} dalam perjalanan',
    content: 'Pembeli mengirim kembali “{product}” dari pesanan {order}, nomor resi {log_sn}. Konfirmasi di pusat penjual saat barang tiba.',
  },
  refundPaid: {
    title: 'Pengembalian dana {amount} berhasil',
    content: '{amount} untuk “{product}” dari pesanan {order} telah dikembalikan ke metode pembayaran Anda.',
  },
  refundPaidForShop: {
    title: 'Pesanan {order} dikembalikan dananya',
    content: '{amount} untuk “{product}” dari pesanan {order} telah dikembalikan ke pembeli, dan pendapatan Anda darinya dikurangi sesuai itu.',
  },
  refundEscalated: {
    title: 'Permintaan diteruskan ke mal',
    content: 'Anda meminta mal memutuskan permintaan untuk “{product}” dari pesanan {order}. Alasan: {reason}. Kami akan memberi tahu hasilnya.',
  },
  refundEscalatedForShop: {
    title: 'Mal akan memutuskan permintaan pesanan {order}',
    content: 'Pembeli meminta mal memutuskan permintaan untuk “{product}” dari pesanan {order}. Alasan: {reason}.',
  },
  refundClosed: {
    title: 'Permintaan pengembalian dana ditutup',
    content: 'Mal telah meninjau permintaan Anda untuk “{product}” dari pesanan {order} dan menutupnya tanpa pengembalian dana. Alasan: {reason}.',
  },
  refundClosedForShop: {
    title: 'Permintaan pengembalian dana pesanan {order} ditutup',
    content: 'Mal menutup permintaan untuk “{product}” dari pesanan {order} tanpa pengembalian dana. Alasan: {reason}.',
  },
  refundCancelled: {
    title: 'Permintaan pengembalian dana dibatalkan',
    content: 'Anda membatalkan permintaan untuk “{product}” dari pesanan {order}.',
  },
  refundCancelledForShop: {
    title: 'Permintaan pengembalian dana pesanan {order} dibatalkan',
    content: 'Pembeli membatalkan permintaan untuk “{product}” dari pesanan {order}. Anda tidak perlu melakukan apa pun.',
  },
  shopSuspended: {
    title: 'Toko Anda ditangguhkan',
    content:
      'Mal telah menangguhkan toko Anda “{shop}”. Alasan: {reason}. Produknya disembunyikan dari pembeli dan pusat penjual hanya bisa dilihat; Anda tetap bisa mengirim dan menyelesaikan pesanan yang masih berjalan. Hubungi mal untuk menyelesaikannya.',
  },
  shopResumed: {
    title: 'Toko Anda dibuka kembali',
    content: 'Mal telah mengaktifkan kembali toko Anda “{shop}”. Catatan: {reason}. Produknya kembali dijual dan Anda bisa mengubahnya lagi.',
  },
  productTakenOff: {
    title: 'Produk diturunkan dari penjualan',
    content: 'Mal menurunkan “{product}” dari penjualan. Alasan: {reason}. Perbaiki produk lalu ajukan lagi untuk ditinjau.',
  },
  loginPaused: {
    title: 'Login ke akun Anda dijeda',
    content:
      'Seseorang memasukkan kata sandi yang salah untuk akun Anda beberapa kali berturut-turut, jadi login dijeda untuk sementara. Jika itu Anda, tunggu sebentar lalu coba lagi, atau atur ulang kata sandi Anda. Jika bukan Anda, percobaan tersebut tidak berhasil masuk; demi keamanan, ganti kata sandi Anda dengan yang tidak Anda pakai di tempat lain.',
  },
};
