/** The demo's policy pages and blog in Indonesian. */
import type { ContentTexts } from './types';

export const id: ContentTexts = {
  policies: {
    terms: {
      title: 'Syarat dan ketentuan',
      content: `<p>Selamat datang di Agora. Syarat dan ketentuan ini berlaku setiap kali Anda menjelajah, membeli, atau berjualan di marketplace kami. Dengan membuat akun atau membuat pesanan, Anda dianggap menyetujuinya, jadi harap baca dengan saksama.</p>
<h2>Tentang kami</h2>
<p>Agora adalah marketplace: toko-toko independen menampilkan dan menjual produk mereka sendiri, sementara kami mengelola platform, menerima pembayaran, dan turun tangan jika terjadi masalah. Kontrak untuk setiap pembelian berlaku antara Anda dan toko yang menjual barang tersebut.</p>
<h2>Akun Anda</h2>
<ul><li>Anda harus berusia minimal 18 tahun, atau mendapat izin orang tua, untuk berbelanja.</li><li>Jaga kerahasiaan kata sandi Anda. Anda bertanggung jawab atas semua yang terjadi di akun Anda.</li><li>Berikan data yang benar: nama, alamat email, dan alamat pengiriman Anda.</li></ul>
<h2>Pesanan dan harga</h2>
<p>Harga ditampilkan dalam dolar AS; nominal dalam mata uang lain hanya perkiraan untuk memudahkan Anda. Pesanan dikonfirmasi setelah dibayar, atau setelah Anda memilih bayar di tempat (COD). Toko dapat membatalkan pesanan yang tidak bisa dipenuhinya, dan pembayaran Anda akan dikembalikan sepenuhnya.</p>
<h2>Pembayaran</h2>
<p>Anda dapat membayar dengan Dompet Agora, kartu bank, atau, jika tersedia, bayar di tempat (COD). Kami tidak pernah menyimpan nomor kartu Anda secara lengkap.</p>
<h2>Yang tidak diperbolehkan</h2>
<ul><li>Barang palsu, curian, atau ilegal.</li><li>Ulasan palsu, atau ulasan yang ditulis demi imbalan.</li><li>Memindahkan percakapan dan pembayaran ke luar Agora untuk menghindari perlindungan kami.</li></ul>
<p>Kami dapat menangguhkan akun yang melanggar aturan ini. Jika kami mengubah syarat dan ketentuan ini, kami akan mengumumkannya di situs paling lambat 14 hari sebelum perubahan berlaku.</p>
<h2>Ada pertanyaan?</h2>
<p>Hubungi kami melalui <a href="/pages/policy/support">layanan pelanggan</a>, kami siap membantu.</p>`,
    },
    return: {
      title: 'Pengembalian barang dan dana',
      content: `<p>Kami ingin Anda puas dengan setiap pesanan. Jika ada yang tidak sesuai, Anda dapat mengajukan pengembalian dana atau pengembalian barang dari halaman pesanan.</p>
<h2>Batas waktu</h2>
<p>Anda dapat mengajukan pengembalian barang atau dana dalam <strong>15 hari</strong> sejak pesanan ditandai sebagai diterima. Setelah batas waktu itu lewat, pengajuan purnajual untuk pesanan tersebut tidak dapat dilakukan lagi.</p>
<h2>Dua jenis pengajuan</h2>
<ul><li><strong>Pengembalian dana saja</strong>: untuk barang yang tidak pernah sampai, atau sampai dalam keadaan rusak dan tidak perlu dikirim balik.</li><li><strong>Pengembalian barang dan dana</strong>: Anda mengirim balik barangnya terlebih dahulu; toko mengembalikan dana setelah barang diterima.</li></ul>
<h2>Langkah demi langkah</h2>
<ol><li>Buka pesanan, pilih barangnya, lalu pilih "Pengembalian dana".</li><li>Sebutkan alasan dan jumlahnya, serta lampirkan foto jika barang rusak.</li><li>Toko akan menanggapi dalam 3 hari. Jika toko menyetujui pengembalian barang, kirim barangnya dan masukkan nomor resi.</li><li>Setelah disetujui, dana dikembalikan ke metode pembayaran semula: langsung masuk ke dompet Anda, atau ke kartu Anda dalam 5 sampai 10 hari kerja.</li></ol>
<h2>Barang yang tidak dapat dikembalikan</h2>
<ul><li>Kosmetik dan produk perawatan diri yang sudah dibuka.</li><li>Makanan segar dan bunga.</li><li>Produk yang dibuat sesuai ukuran Anda.</li></ul>
<h2>Jika Anda tidak setuju dengan toko</h2>
<p>Jika toko menolak pengajuan Anda dan menurut Anda keputusan itu keliru, Anda dapat meminta Agora untuk memutuskan. Tim kami akan meninjau penjelasan kedua belah pihak, dan keputusannya bersifat final.</p>`,
    },
    support: {
      title: 'Layanan pelanggan',
      content: `<p>Tim layanan pelanggan kami siap membantu soal pesanan, pembayaran, akun Anda, dan hal lain seputar belanja di Agora.</p>
<h2>Cara menghubungi kami</h2>
<ul><li><strong>Tiket bantuan</strong>: buka "Tiket bantuan" di menu akun Anda, lalu kirim pesan ke mal, atau langsung ke toko tentang produknya.</li><li><strong>Live chat</strong>: ketuk tombol chat jika tersedia.</li><li><strong>Email</strong>: kirim email ke <a href="mailto:support@agora.test">support@agora.test</a>.</li></ul>
<h2>Kapan kami membalas</h2>
<p>Kami membalas tiket dalam 24 jam pada hari kerja, biasanya jauh lebih cepat. Toko diminta membalas pembelinya dalam satu hari kerja.</p>
<h2>Sebelum menghubungi kami</h2>
<p>Banyak pertanyaan bisa terjawab dalam semenit dengan membuka halaman-halaman ini:</p>
<ul><li>Di mana pesanan saya? Buka <em>Riwayat pembelian</em>, lalu buka pesanannya untuk melacak pengiriman.</li><li>Bagaimana cara mendapatkan pengembalian dana? Baca halaman <a href="/pages/policy/return">pengembalian barang dan dana</a> kami.</li><li>Bagaimana cara isi saldo dompet? Buka <em>Dompet</em>, lalu pilih "Isi saldo".</li></ul>
<h2>Bantu kami membantu Anda</h2>
<p>Sertakan nomor pesanan Anda dan, jika ada barang yang rusak, satu atau dua foto. Dengan begitu kami tidak perlu bertanya bolak-balik dan masalah Anda lebih cepat selesai.</p>
<h2>Tetap waspada</h2>
<p>Staf Agora tidak akan pernah meminta kata sandi atau kode verifikasi Anda, dan tidak akan pernah meminta Anda membayar di luar situs. Jika ada yang melakukannya, mohon laporkan kepada kami.</p>`,
    },
    privacy: {
      title: 'Kebijakan privasi',
      content: `<p>Kebijakan ini menjelaskan data pribadi apa saja yang dikumpulkan Agora, untuk apa, dan pilihan apa yang Anda miliki. Kami hanya mengumpulkan data yang diperlukan untuk menjalankan marketplace.</p>
<h2>Data yang kami kumpulkan</h2>
<ul><li><strong>Data akun</strong>: nama, alamat email, nomor telepon, dan kata sandi Anda (hanya disimpan dalam bentuk hash yang aman).</li><li><strong>Pesanan</strong>: barang yang Anda beli, alamat pengiriman, dan catatan pembayaran. Nomor kartu diproses oleh penyedia layanan pembayaran kami dan tidak pernah sampai ke server kami.</li><li><strong>Pesan</strong>: apa yang Anda tulis kepada toko atau tim layanan pelanggan kami.</li><li><strong>Data teknis</strong>: pilihan bahasa dan mata uang Anda, serta log dasar untuk menjaga keamanan situs.</li></ul>
<h2>Cara kami menggunakannya</h2>
<ul><li>Untuk memproses pesanan, pembayaran, dan pengembalian dana Anda.</li><li>Agar toko dapat mengirim pesanan Anda: toko hanya melihat nama, alamat pengiriman, dan nomor telepon Anda, tidak lebih.</li><li>Untuk mencegah penipuan dan menjaga keamanan akun.</li><li>Untuk mengirimkan newsletter, tetapi hanya jika Anda berlangganan.</li></ul>
<h2>Yang tidak kami lakukan</h2>
<p>Kami tidak menjual data pribadi Anda, dan tidak menggunakannya untuk menampilkan iklan pihak ketiga kepada Anda.</p>
<h2>Berapa lama kami menyimpannya</h2>
<p>Kami menyimpan catatan pesanan dan pembayaran selama diwajibkan oleh hukum, biasanya beberapa tahun. Data lainnya dihapus saat Anda menutup akun.</p>
<h2>Hak Anda</h2>
<p>Anda dapat melihat dan memperbaiki data Anda di profil kapan saja. Untuk mendapatkan salinan data Anda atau menghapus akun, hubungi <a href="/pages/policy/support">layanan pelanggan</a>.</p>`,
    },
    about_us: {
      title: 'Tentang Agora',
      content: `<p>Agora adalah marketplace online tempat toko-toko independen dan pembeli sehari-hari bertemu. Namanya berasal dari alun-alun terbuka di jantung kota-kota Yunani kuno, tempat orang berkumpul untuk berdagang, mengobrol, dan bertukar kabar. Kami ingin membangun tempat yang sama untuk masa kini.</p>
<h2>Yang kami yakini</h2>
<ul><li><strong>Toko kecil layak mendapat panggung besar.</strong> Siapa pun bisa membuka toko di Agora dan menjangkau pembeli di banyak negara.</li><li><strong>Belanja harus terasa aman.</strong> Setiap pembayaran melalui Agora, dan uang Anda terlindungi sampai pesanan Anda tiba.</li><li><strong>Semua orang berhak belanja dalam bahasanya sendiri.</strong> Agora tersedia dalam sebelas bahasa, dari bahasa Thai hingga bahasa Portugis.</li></ul>
<h2>Cara kerjanya</h2>
<p>Toko menampilkan produknya, menetapkan harganya, dan mengirim pesanannya sendiri. Sisanya kami yang urus: pembayaran aman dengan berbagai metode, dompet, pengembalian dana, layanan pelanggan, dan aturan yang menjaga marketplace tetap adil.</p>
<h2>Agora dalam angka</h2>
<ul><li>Ribuan produk fashion, elektronik, rumah tangga, kecantikan, dan olahraga.</li><li>Layanan pelanggan membalas dalam 24 jam atau kurang pada hari kerja.</li><li>Gratis ongkir untuk pesanan grosir 500 pcs atau lebih.</li></ul>
<h2>Berjualan bersama kami</h2>
<p>Punya sesuatu untuk dijual? Pilih "Jadi penjual" di menu akun Anda, ceritakan tentang toko Anda, dan mulai berjualan setelah disetujui.</p>`,
    },
  },
  categories: ['Kabar mal', 'Panduan belanja', 'Cerita penjual'],
  articles: [
    {
      title: 'Gratis ongkir untuk 500 pcs, kini di semua toko',
      summary: 'Belanja dalam jumlah besar? Pesanan grosir 500 pcs atau lebih kini gratis ongkir dari semua toko di Agora.',
      body: `<p>Sebelumnya, gratis ongkir untuk pesanan besar tergantung kebijakan masing-masing toko. Mulai bulan ini, aturannya sama di mana saja: setiap pesanan <strong>500 pcs atau lebih</strong> dikirim gratis, dari toko mana pun Anda membeli.</p>
<h2>Untuk siapa</h2>
<p>Usaha kecil yang mengisi ulang stok, sekolah yang membeli perlengkapan untuk setahun penuh, penyelenggara acara yang memesan suvenir untuk setiap tamu. Jika Anda membeli dalam jumlah besar, Anda tidak perlu lagi membandingkan ongkir antartoko.</p>
<h2>Cara kerjanya</h2>
<ul><li>Masukkan barang ke keranjang seperti biasa. Harga grosir berlaku otomatis sesuai jumlah yang ditetapkan toko.</li><li>Saat checkout, ongkir langsung hilang begitu bagian pesanan Anda dari satu toko mencapai 500 pcs.</li><li>Tidak ada yang perlu diisi dan tidak ada kode yang perlu diingat.</li></ul>
<p>Keranjang berisi barang dari beberapa toko juga bisa: aturan ini berlaku terpisah untuk bagian pesanan dari setiap toko. Selamat belanja grosir!</p>`,
    },
    {
      title: 'Lima cara memaksimalkan flash sale',
      summary: 'Flash sale hanya berlangsung singkat dan stoknya terbatas. Sedikit persiapan bisa membuat perbedaan besar.',
      body: `<p>Setiap hari, toko-toko di Agora memberi diskon untuk beberapa produk selama beberapa jam saja. Produk terbaik cepat habis. Begini cara bersiap.</p>
<ol><li><strong>Simpan di Favorit.</strong> Simpan produk yang sedang Anda incar. Saat salah satunya muncul di flash sale, Anda akan langsung mengenalinya.</li><li><strong>Perhatikan hitung mundurnya.</strong> Timer di halaman flash sale menunjukkan dengan tepat kapan setiap promo berakhir. Setelah itu harga kembali normal, meskipun barangnya masih ada di keranjang Anda.</li><li><strong>Isi saldo dompet lebih awal.</strong> Bayar dengan dompet cukup sekali ketuk, dan itu sangat berarti saat stok tinggal sedikit.</li><li><strong>Bandingkan sebelum membeli.</strong> Tambahkan produk serupa ke daftar perbandingan untuk melihat harga dan fiturnya berdampingan.</li><li><strong>Baca ulasannya.</strong> Harga murah baru benar-benar untung kalau produknya juga bagus.</li></ol>
<p>Tips terakhir: promo yang segera berakhir bukan alasan untuk buru-buru membeli barang yang tidak Anda butuhkan. Flash sale berikutnya sudah menunggu besok.</p>`,
    },
    {
      title: 'Green Basket: dari lapak pasar ke pelanggan di sepuluh negara',
      summary: 'Bagaimana toko kelontong keluarga kecil membawa kopi, teh, dan buah keringnya ke pembeli di Asia dan di luar Asia.',
      body: `<p>Tiga tahun lalu, Green Basket hanyalah sebuah lapak di pasar hari Sabtu. Kini, toko ini mengirim kopi, teh, dan buah kering ke pelanggan di sepuluh negara. Kami bertanya kepada pendirinya bagaimana semua itu terjadi.</p>
<h2>Mulai dari kecil</h2>
<p>"Kami membuka toko di Agora dengan dua belas produk dan foto yang diambil di meja dapur," ceritanya. "Pesanan pertama datang dari orang-orang yang sudah mengenal kami dari pasar. Lalu orang-orang yang tidak kami kenal mulai menemukan kami."</p>
<h2>Mendengarkan pembeli</h2>
<p>Ulasan mengubah bisnis mereka. Pelanggan meminta kemasan yang lebih kecil untuk mencoba teh baru, jadi toko ini menambahkan ukuran sampel. Kini justru itulah produk terlarisnya.</p>
<blockquote>Setiap ulasan adalah percakapan. Ulasan buruk pun memberi tahu Anda dengan tepat apa yang perlu diperbaiki.</blockquote>
<h2>Tumbuh dengan hati-hati</h2>
<p>Harga grosir mendatangkan kafe dan kantor, dan berjualan dalam sebelas bahasa mendatangkan pembeli dari Thailand, Jepang, dan Brasil. Keluarga ini masih mengemas setiap pesanan dengan tangan.</p>
<p>Sarannya untuk penjual baru? "Balas setiap pesan di hari yang sama. Orang akan mengingatnya."</p>`,
    },
    {
      title: 'Cara memilih ukuran yang tepat saat membeli baju online',
      summary: 'Lebih sedikit retur, lebih pas di badan: beberapa kebiasaan sederhana yang membuat belanja baju online lebih mudah.',
      body: `<p>Pakaian adalah barang yang paling sering dikembalikan, biasanya karena ukurannya. Persiapan beberapa menit bisa menghindarkan Anda dari repotnya retur.</p>
<h2>Ukur badan Anda sekali saja</h2>
<p>Dengan pita ukur, catat lingkar dada, lingkar pinggang, lingkar panggul, dan panjang kaki bagian dalam. Simpan angkanya di ponsel. Angka ini lebih bisa diandalkan daripada ukuran di label kaus favorit Anda, karena ukuran berbeda dari satu merek ke merek lain.</p>
<h2>Baca tabel ukuran toko</h2>
<p>Sebagian besar toko mencantumkan detail ukuran setiap size di deskripsi produk. Bandingkan dengan ukuran badan Anda, bukan dengan size yang biasa Anda pakai.</p>
<h2>Lihat ulasannya</h2>
<p>Pembeli sering menyebutkan apakah ukuran suatu barang cenderung kecil atau besar. Jika beberapa orang bilang "pesan satu ukuran lebih besar", percayalah pada mereka.</p>
<h2>Periksa bahannya</h2>
<ul><li>Katun bisa sedikit menyusut setelah dicuci pertama kali.</li><li>Bahan stretch tetap nyaman meski ukurannya sedikit meleset.</li><li>Linen dan denim tetap mempertahankan bentuknya.</li></ul>
<p>Masih ragu? Tanyakan ke toko melalui halaman produk. Penjual paling tahu soal pakaian yang mereka jual.</p>`,
    },
    {
      title: 'Agora kini hadir dalam sebelas bahasa',
      summary: 'Thai, Vietnam, Melayu, Mandarin Tradisional, dan lainnya: Agora kini tersedia dalam sebelas bahasa.',
      body: `<p>Belanja lebih mudah dalam bahasa sendiri. Karena itu, Agora kini tersedia sepenuhnya dalam <strong>sebelas bahasa</strong>: Inggris, Spanyol, Jepang, Hindi, Indonesia, Mandarin Sederhana, Thai, Mandarin Tradisional, Portugis, Melayu, dan Vietnam.</p>
<h2>Apa saja yang diterjemahkan</h2>
<ul><li>Setiap halaman, tombol, dan pesan di situs.</li><li>Kategori, serta produk yang tokonya sudah menambahkan terjemahan.</li><li>Email, notifikasi, dan artikel blog yang sedang Anda baca ini.</li></ul>
<h2>Cara mengganti bahasa</h2>
<p>Ketuk menu bahasa di bagian atas halaman mana pun, lalu pilih bahasa Anda. Agora akan mengingat pilihan Anda di perangkat ini.</p>
<h2>Untuk penjual</h2>
<p>Anda dapat menulis nama dan deskripsi produk dalam setiap bahasa dari Pusat Penjual. Jika terjemahannya belum ada, pembeli akan melihat teks bahasa Inggris, jadi tidak akan pernah ada yang kosong.</p>
<p>Menemukan terjemahan yang kurang pas? Beri tahu kami melalui layanan pelanggan. Kami membaca setiap pesan.</p>`,
    },
    {
      title: 'Pixel Harbor: berjualan elektronik dengan deskripsi yang jujur',
      summary:
        'Toko elektronik yang dikelola dua orang menjelaskan mengapa halaman produk yang jelas dan jujur membuat retur berkurang dan pelanggan lebih setia.',
      body: `<p>Pixel Harbor menjual ponsel, headphone, dan aksesori. Toko ini dikelola oleh dua sahabat yang bertemu saat sama-sama memperbaiki laptop semasa kuliah.</p>
<h2>Kejujuran itu laku</h2>
<p>"Kami menulis dengan jelas apa yang bisa dan tidak bisa dilakukan sebuah produk," kata salah satu dari mereka. "Kalau sebuah charger tidak cukup cepat untuk laptop, kami tulis di halamannya." Hasilnya: retur turun separuh di tahun pertama mereka.</p>
<h2>Foto yang membantu</h2>
<p>Setiap produk punya foto isi kotak dan port-nya, bukan hanya tampak depan. Pembeli ingin tahu apa yang sebenarnya akan mereka terima.</p>
<h2>Layanan purnajual</h2>
<ul><li>Mereka menjawab pertanyaan lewat tiket bantuan, biasanya dalam satu jam.</li><li>Mereka menerima retur tanpa banyak tanya jika produknya rusak.</li><li>Mereka menindaklanjuti setelah barang diterima untuk memastikan semuanya berfungsi.</li></ul>
<blockquote>Pelanggan yang percaya pada Anda akan kembali. Pelanggan yang merasa tertipu tidak akan pernah kembali.</blockquote>
<p>Langkah mereka berikutnya: menambahkan perangkat rekondisi, masing-masing sudah diuji dan dijual dengan garansi enam bulan.</p>`,
    },
  ],
};
