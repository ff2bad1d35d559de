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
  orderCancelledByMall: {
    title: 'Pesanan {order} dibatalkan oleh pusat beli-belah',
    content: 'Kami telah membatalkan pesanan {order}. Sebab: {reason}. Apa-apa bayaran anda sedang dikembalikan ke kaedah pembayaran asal.',
  },
  orderCancelledByMallForShop: {
    title: 'Pesanan {order} dibatalkan oleh pusat beli-belah',
    content: 'Pusat beli-belah telah membatalkan pesanan {order}. Sebab: {reason}. Item dalam pesanan itu telah dikembalikan ke stok anda.',
  },
  orderCompletedByMall: {
    title: 'Pesanan {order} telah selesai',
    content: 'Penghantaran pesanan {order} telah disahkan, jadi pesanan itu kini selesai. Jika ada masalah, anda masih boleh memohon bayaran balik.',
  },
  rechargeSubmitted: {
    title: 'Tambah nilai dihantar untuk semakan',
    content:
      'Kami telah menerima tambah nilai anda sebanyak {amount} melalui {wallet}. Pasukan kami sedang menyemak pembayaran dan akan mengkreditkannya ke dompet anda setelah disahkan.',
  },
  rechargeApproved: {
    title: 'Tambah nilai dikreditkan',
    content: '{amount} daripada tambah nilai anda melalui {wallet} telah dimasukkan ke baki dompet anda.',
  },
  rechargeRejected: {
    title: 'Tambah nilai tidak diluluskan',
    content:
      'Tambah nilai anda sebanyak {amount} melalui {wallet} tidak diluluskan. Sebab: {reason}. Jika anda sudah membuat bayaran, hubungi kami dengan ID transaksi anda.',
  },
  paymentSettingsChanged: {
    title: 'Butiran pembayaran ditukar',
    content:
      'Butiran pembayaran yang menerima pengeluaran wang anda telah ditukar. Jika bukan anda yang melakukannya, tukar kata laluan anda dengan segera dan hubungi kami. Pengeluaran yang dimohon dalam 24 jam akan datang akan disemak dengan lebih teliti.',
  },
  withdrawalSubmitted: {
    title: 'Permohonan pengeluaran diterima',
    content: 'Pengeluaran anda sebanyak {amount} sedang disemak. Jumlah ini ditahan dalam dompet anda sehingga dibayar.',
  },
  withdrawalPaid: {
    title: 'Pengeluaran telah dibayar',
    content: 'Pengeluaran anda sebanyak {amount} telah dibayar ke akaun pilihan anda (ditolak caj pengeluaran).',
  },
  withdrawalRejected: {
    title: 'Pengeluaran tidak diluluskan',
    content: 'Pengeluaran anda sebanyak {amount} tidak diluluskan dan wang telah dikembalikan ke baki anda. Sebab: {reason}.',
  },
  withdrawalCancelled: {
    title: 'Pengeluaran dibatalkan',
    content: 'Anda telah membatalkan pengeluaran sebanyak {amount}. Wang telah dikembalikan ke baki anda.',
  },
  ticketReplied: {
    title: 'Balasan daripada {shop}',
    content: '{shop} telah membalas perbualan anda “{subject}”. Buka untuk membaca balasan dan menjawab.',
  },
  ticketRepliedByMall: {
    title: 'Khidmat pelanggan telah membalas',
    content: 'Khidmat pelanggan telah membalas perbualan anda “{subject}”. Buka untuk membaca balasan dan menjawab.',
  },
  ticketMessageForShop: {
    title: 'Mesej baharu daripada {buyer}',
    content: '{buyer} menulis tentang “{subject}”. Balas melalui perbualan di pusat penjual.',
  },
  ticketMessageForMall: {
    title: 'Mesej baharu daripada pelanggan',
    content: '{buyer} menulis kepada khidmat pelanggan tentang “{subject}”. Balas melalui konsol pentadbir.',
  },
  refundApplied: {
    title: 'Permintaan bayaran balik dihantar',
    content: 'Permintaan anda untuk “{product}” daripada pesanan {order} telah dihantar kepada kedai. Kami akan memaklumkan anda sebaik sahaja kedai menjawab.',
  },
  refundAppliedForShop: {
    title: 'Permintaan bayaran balik baharu untuk pesanan {order}',
    content: 'Pembeli meminta bayaran balik atau pemulangan “{product}” daripada pesanan {order}. Semak di pusat penjual.',
  },
  refundReturnAccepted: {
    title: 'Pemulangan diterima',
    content: 'Kedai menerima pemulangan “{product}” daripada pesanan {order}. Hantar semula barang dan masukkan nombor penjejakan.',
  },
  refundReturnAcceptedForShop: {
    title: 'Pemulangan pesanan {order} diterima',
    content: 'Anda menerima pemulangan “{product}” daripada pesanan {order}. Sahkan di pusat penjual apabila barang tiba.',
  },
  refundRejected: {
    title: 'Permintaan bayaran balik ditolak',
    content:
      'Kedai menolak permintaan anda untuk “{product}” daripada pesanan {order}. Sebab: {reason}. Anda boleh meminta pusat beli-belah membuat keputusan.',
  },
  refundRejectedForShop: {
    title: 'Permintaan bayaran balik pesanan {order} ditolak',
    content: 'Anda menolak permintaan untuk “{product}” daripada pesanan {order}. Sebab: {reason}.',
  },
  refundGoodsSent: {
    title: 'Pemulangan dalam perjalanan',
    content:
      'Anda telah menghantar semula “{product}” daripada pesanan {order}, nombor penjejakan {log_sn}. Bayaran balik dibuat sebaik sahaja kedai menerimanya.',
  },
  refundGoodsSentForShop: {
    title: 'Barang pulangan pesanan {order} dalam perjalanan',
    content: 'Pembeli menghantar semula “{product}” daripada pesanan {order}, nombor penjejakan {log_sn}. Sahkan di pusat penjual apabila ia tiba.',
  },
  refundPaid: {
    title: 'Bayaran balik {amount} dibuat',
    content: '{amount} untuk “{product}” daripada pesanan {order} telah dipulangkan ke kaedah pembayaran anda.',
  },
  refundPaidForShop: {
    title: 'Pesanan {order} dibayar balik',
    content: '{amount} untuk “{product}” daripada pesanan {order} telah dipulangkan kepada pembeli, dan pendapatan anda daripadanya dikurangkan sewajarnya.',
  },
  refundEscalated: {
    title: 'Permintaan dihantar kepada pusat beli-belah',
    content:
      'Anda meminta pusat beli-belah memutuskan permintaan untuk “{product}” daripada pesanan {order}. Sebab: {reason}. Kami akan memaklumkan keputusannya.',
  },
  refundEscalatedForShop: {
    title: 'Pusat beli-belah akan memutuskan permintaan pesanan {order}',
    content: 'Pembeli meminta pusat beli-belah memutuskan permintaan untuk “{product}” daripada pesanan {order}. Sebab: {reason}.',
  },
  refundClosed: {
    title: 'Permintaan bayaran balik ditutup',
    content: 'Pusat beli-belah telah menyemak permintaan anda untuk “{product}” daripada pesanan {order} dan menutupnya tanpa bayaran balik. Sebab: {reason}.',
  },
  refundClosedForShop: {
    title: 'Permintaan bayaran balik pesanan {order} ditutup',
    content: 'Pusat beli-belah menutup permintaan untuk “{product}” daripada pesanan {order} tanpa bayaran balik. Sebab: {reason}.',
  },
  refundCancelled: {
    title: 'Permintaan bayaran balik ditarik balik',
    content: 'Anda telah menarik balik permintaan untuk “{product}” daripada pesanan {order}.',
  },
  refundCancelledForShop: {
    title: 'Permintaan bayaran balik pesanan {order} ditarik balik',
    content: 'Pembeli telah menarik balik permintaan untuk “{product}” daripada pesanan {order}. Anda tidak perlu berbuat apa-apa lagi.',
  },
  shopSuspended: {
    title: 'Kedai anda digantung',
    content:
      'Pusat beli-belah telah menggantung kedai anda “{shop}”. Sebab: {reason}. Produknya disembunyikan daripada pembeli dan pusat penjual hanya boleh dilihat; anda masih boleh menghantar dan menyelesaikan pesanan yang masih terbuka. Hubungi pusat beli-belah untuk menyelesaikannya.',
  },
  shopResumed: {
    title: 'Kedai anda dibuka semula',
    content: 'Pusat beli-belah telah membuka semula kedai anda “{shop}”. Catatan: {reason}. Produknya kembali dijual dan anda boleh menyuntingnya semula.',
  },
  productTakenOff: {
    title: 'Produk diturunkan daripada jualan',
    content: 'Pusat beli-belah telah menurunkan “{product}” daripada jualan. Sebab: {reason}. Betulkan produk itu dan hantar semula untuk semakan.',
  },
  loginPaused: {
    title: 'Log masuk ke akaun anda dijeda',
    content:
      'Seseorang telah memasukkan kata laluan yang salah untuk akaun anda beberapa kali berturut-turut, jadi log masuk dijeda buat sementara waktu. Jika itu anda, tunggu sebentar dan cuba lagi, atau tetapkan semula kata laluan anda. Jika bukan anda, cubaan tersebut tidak berjaya masuk; demi keselamatan, tukar kepada kata laluan yang tidak anda gunakan di tempat lain.',
  },
};
