/** The demo's policy pages and blog in Malay (as used in Malaysia). */
import type { ContentTexts } from './types';

export const ms: ContentTexts = {
  policies: {
    terms: {
      title: 'Terma dan syarat',
      content: `<p>Selamat datang ke Agora. Terma ini terpakai setiap kali anda melayari, membeli atau menjual di pasaran dalam talian kami. Dengan membuat akaun atau membuat pesanan, anda bersetuju dengan terma ini, jadi sila baca dengan teliti.</p>
<h2>Siapa kami</h2>
<p>Agora ialah pasaran dalam talian: kedai-kedai bebas menyenaraikan dan menjual produk mereka sendiri, manakala kami mengendalikan platform, menerima bayaran dan campur tangan apabila berlaku masalah. Kontrak bagi setiap pembelian adalah antara anda dengan kedai yang menjual item tersebut.</p>
<h2>Akaun anda</h2>
<ul><li>Anda mesti berumur sekurang-kurangnya 18 tahun, atau mendapat kebenaran ibu bapa, untuk membeli.</li><li>Jangan kongsi kata laluan anda. Anda bertanggungjawab atas segala yang berlaku dalam akaun anda.</li><li>Berikan maklumat yang benar: nama, alamat e-mel dan alamat penghantaran anda.</li></ul>
<h2>Pesanan dan harga</h2>
<p>Harga dipaparkan dalam dolar AS; jumlah dalam mata wang lain hanyalah anggaran untuk kemudahan anda. Pesanan disahkan sebaik sahaja dibayar, atau sebaik sahaja anda memilih bayaran tunai semasa penghantaran. Kedai boleh membatalkan pesanan yang tidak dapat dipenuhinya, dan sebarang bayaran akan dikembalikan sepenuhnya.</p>
<h2>Pembayaran</h2>
<p>Anda boleh membayar menggunakan dompet Agora, kad bank atau, jika ditawarkan, tunai semasa penghantaran. Kami tidak sekali-kali menyimpan nombor penuh kad anda.</p>
<h2>Perkara yang tidak dibenarkan</h2>
<ul><li>Barangan tiruan, curi atau haram.</li><li>Ulasan palsu, atau ulasan yang ditulis sebagai balasan untuk ganjaran.</li><li>Membawa perbualan dan pembayaran keluar dari Agora untuk mengelak perlindungan kami.</li></ul>
<p>Kami boleh menggantung akaun yang melanggar peraturan ini. Jika kami mengubah terma ini, kami akan mengumumkannya di laman ini sekurang-kurangnya 14 hari sebelum perubahan berkuat kuasa.</p>
<h2>Soalan</h2>
<p>Hubungi kami melalui <a href="/pages/policy/support">khidmat pelanggan</a> dan kami sedia membantu.</p>`,
    },
    return: {
      title: 'Pemulangan dan bayaran balik',
      content: `<p>Kami mahu anda berpuas hati dengan setiap pesanan. Jika ada yang tidak kena, anda boleh memohon bayaran balik atau pemulangan dari halaman pesanan anda.</p>
<h2>Tempoh permohonan</h2>
<p>Anda boleh memohon pemulangan atau bayaran balik dalam tempoh <strong>15 hari</strong> dari hari pesanan anda ditandakan sebagai diterima. Selepas tempoh itu tamat, permohonan selepas jualan tidak lagi boleh dibuat untuk pesanan tersebut.</p>
<h2>Dua jenis permohonan</h2>
<ul><li><strong>Bayaran balik sahaja</strong>: untuk item yang tidak sampai, atau sampai dalam keadaan rosak dan tidak perlu dihantar semula.</li><li><strong>Pemulangan dan bayaran balik</strong>: anda menghantar semula item terlebih dahulu; kedai akan membuat bayaran balik sebaik sahaja menerimanya.</li></ul>
<h2>Langkah demi langkah</h2>
<ol><li>Buka pesanan, pilih item dan tekan "Bayaran balik".</li><li>Nyatakan sebab dan kuantiti, dan lampirkan gambar jika item rosak.</li><li>Kedai akan menjawab dalam tempoh 3 hari. Jika kedai menerima pemulangan, hantar item tersebut dan masukkan nombor penjejakan.</li><li>Setelah diluluskan, wang dikembalikan ke sumber asalnya: ke dompet anda serta-merta, atau ke kad anda dalam 5 hingga 10 hari bekerja.</li></ol>
<h2>Item yang tidak boleh dipulangkan</h2>
<ul><li>Kosmetik dan produk penjagaan diri yang telah dibuka.</li><li>Makanan segar dan bunga.</li><li>Produk yang dibuat mengikut ukuran anda sendiri.</li></ul>
<h2>Jika anda tidak bersetuju dengan kedai</h2>
<p>Jika kedai menolak permohonan anda dan anda rasa keputusan itu salah, anda boleh meminta Agora membuat keputusan. Pasukan kami akan meneliti kedua-dua pihak dan keputusannya adalah muktamad.</p>`,
    },
    support: {
      title: 'Khidmat pelanggan',
      content: `<p>Pasukan sokongan kami sedia membantu dengan pesanan, pembayaran, akaun anda dan apa-apa sahaja tentang membeli-belah di Agora.</p>
<h2>Cara menghubungi kami</h2>
<ul><li><strong>Tiket sokongan</strong>: buka "Tiket sokongan" dalam menu akaun anda dan tulis kepada pihak Agora, atau terus kepada kedai tentang produknya.</li><li><strong>Sembang langsung</strong>: tekan butang sembang apabila ia dipaparkan.</li><li><strong>E-mel</strong>: hantar e-mel ke <a href="mailto:support@agora.test">support@agora.test</a>.</li></ul>
<h2>Bila kami menjawab</h2>
<p>Kami membalas tiket dalam tempoh 24 jam pada hari bekerja, biasanya jauh lebih cepat. Kedai diminta menjawab pelanggan mereka dalam tempoh satu hari bekerja.</p>
<h2>Sebelum anda menulis</h2>
<p>Banyak soalan boleh dijawab dalam seminit dengan menyemak halaman ini:</p>
<ul><li>Di mana pesanan saya? Buka <em>Sejarah pembelian</em> dan kemudian pesanan tersebut untuk melihat penjejakannya.</li><li>Bagaimana hendak mendapatkan bayaran balik? Baca halaman <a href="/pages/policy/return">pemulangan dan bayaran balik</a> kami.</li><li>Bagaimana hendak menambah nilai dompet? Buka <em>Dompet</em> dan pilih "Tambah nilai".</li></ul>
<h2>Bantu kami membantu anda</h2>
<p>Sertakan nombor pesanan anda dan, jika ada barang yang rosak, satu atau dua gambar. Ini menjimatkan satu pusingan soalan dan masalah anda dapat diselesaikan dengan lebih cepat.</p>
<h2>Kekal selamat</h2>
<p>Kakitangan Agora tidak akan sekali-kali meminta kata laluan atau kod pengesahan anda, dan tidak akan meminta anda membayar di luar laman ini. Jika ada sesiapa berbuat demikian, sila laporkan kepada kami.</p>`,
    },
    privacy: {
      title: 'Dasar privasi',
      content: `<p>Dasar ini menerangkan data peribadi yang dikumpul oleh Agora, sebabnya, dan pilihan yang anda ada. Kami hanya mengumpul apa yang diperlukan untuk mengendalikan pasaran ini.</p>
<h2>Apa yang kami kumpul</h2>
<ul><li><strong>Butiran akaun</strong>: nama, alamat e-mel, nombor telefon dan kata laluan anda (disimpan hanya sebagai cincangan yang selamat).</li><li><strong>Pesanan</strong>: apa yang anda beli, alamat penghantaran dan rekod pembayaran. Nombor kad dikendalikan oleh penyedia pembayaran kami dan tidak pernah sampai ke pelayan kami.</li><li><strong>Mesej</strong>: apa yang anda tulis kepada kedai atau pasukan sokongan kami.</li><li><strong>Data teknikal</strong>: pilihan bahasa dan mata wang anda, serta log asas yang memastikan laman ini selamat.</li></ul>
<h2>Cara kami menggunakannya</h2>
<ul><li>Untuk memproses pesanan, pembayaran dan bayaran balik anda.</li><li>Untuk membolehkan kedai menghantar pesanan anda: kedai melihat nama, alamat penghantaran dan nombor telefon anda, dan tidak lebih daripada itu.</li><li>Untuk mencegah penipuan dan memastikan akaun selamat.</li><li>Untuk menghantar surat berita kepada anda, tetapi hanya jika anda melanggan.</li></ul>
<h2>Apa yang kami tidak lakukan</h2>
<p>Kami tidak menjual data peribadi anda, dan kami tidak menggunakannya untuk memaparkan iklan pihak ketiga kepada anda.</p>
<h2>Berapa lama kami menyimpannya</h2>
<p>Kami menyimpan rekod pesanan dan pembayaran selama yang dikehendaki oleh undang-undang, biasanya beberapa tahun. Data lain dipadam apabila anda menutup akaun anda.</p>
<h2>Hak anda</h2>
<p>Anda boleh melihat dan membetulkan butiran anda dalam profil anda pada bila-bila masa. Untuk mendapatkan salinan data anda atau memadam akaun anda, hubungi <a href="/pages/policy/support">khidmat pelanggan</a>.</p>`,
    },
    about_us: {
      title: 'Tentang Agora',
      content: `<p>Agora ialah pasaran dalam talian tempat kedai-kedai bebas dan pembeli biasa bertemu. Namanya diambil daripada dataran terbuka di tengah-tengah bandar Yunani purba, tempat orang ramai berkumpul untuk berniaga, berbual dan berkongsi berita. Kami mahu membina perkara yang sama untuk zaman ini.</p>
<h2>Apa yang kami percaya</h2>
<ul><li><strong>Kedai kecil layak mendapat pentas yang besar.</strong> Sesiapa sahaja boleh membuka kedai di Agora dan mencapai pembeli di banyak negara.</li><li><strong>Membeli-belah harus terasa selamat.</strong> Setiap pembayaran melalui Agora, dan wang anda dilindungi sehingga pesanan anda tiba.</li><li><strong>Semua orang patut membeli-belah dalam bahasa sendiri.</strong> Agora boleh digunakan dalam sebelas bahasa, daripada bahasa Thai hingga bahasa Portugis.</li></ul>
<h2>Cara ia berfungsi</h2>
<p>Kedai menyenaraikan produk mereka, menetapkan harga sendiri dan menghantar pesanan sendiri. Kami menguruskan selebihnya: pembayaran selamat melalui pelbagai cara, dompet, bayaran balik, sokongan pelanggan dan peraturan yang memastikan pasaran ini adil.</p>
<h2>Dalam angka</h2>
<ul><li>Beribu-ribu produk fesyen, elektronik, rumah, kecantikan dan sukan.</li><li>Sokongan dalam masa 24 jam atau kurang pada hari bekerja.</li><li>Penghantaran percuma untuk pesanan borong sebanyak 500 unit atau lebih.</li></ul>
<h2>Menjual bersama kami</h2>
<p>Ada barang untuk dijual? Pilih "Jadi penjual" dalam menu akaun anda, ceritakan tentang kedai anda dan mula menjual sebaik sahaja ia diluluskan.</p>`,
    },
  },
  categories: ['Berita Agora', 'Panduan membeli-belah', 'Kisah penjual'],
  articles: [
    {
      title: 'Penghantaran percuma untuk 500 unit, kini di semua kedai',
      summary: 'Membeli secara pukal? Pesanan borong sebanyak 500 unit atau lebih kini dihantar secara percuma dari semua kedai di Agora.',
      body: `<p>Sebelum ini, penghantaran percuma untuk pesanan besar bergantung pada kedai. Mulai bulan ini, peraturannya sama di mana-mana: sebarang pesanan sebanyak <strong>500 unit atau lebih</strong> dihantar secara percuma, tidak kira dari kedai mana anda membeli.</p>
<h2>Untuk siapa</h2>
<p>Perniagaan kecil yang mengisi semula stok, sekolah yang membeli bekalan untuk setahun, penganjur acara yang menempah cenderahati untuk setiap tetamu. Jika anda membeli dalam kuantiti besar, anda tidak perlu lagi membandingkan caj penghantaran antara kedai.</p>
<h2>Cara ia berfungsi</h2>
<ul><li>Tambah item ke troli seperti biasa. Harga borong dikenakan secara automatik mengikut kuantiti yang ditetapkan oleh kedai.</li><li>Semasa pembayaran, caj penghantaran hilang sebaik sahaja bahagian pesanan anda bagi sesebuah kedai mencecah 500 unit.</li><li>Tiada apa-apa yang perlu dimasukkan dan tiada kod untuk diingat.</li></ul>
<p>Troli bercampur juga layak: peraturan ini dikenakan secara berasingan pada bahagian pesanan setiap kedai. Selamat membeli-belah secara pukal!</p>`,
    },
    {
      title: 'Lima cara untuk memanfaatkan jualan kilat sepenuhnya',
      summary: 'Jualan kilat tidak lama dan stoknya terhad. Sedikit persediaan membuat perbezaan yang besar.',
      body: `<p>Setiap hari, kedai-kedai di Agora menawarkan beberapa produk pada harga jualan untuk beberapa jam sahaja. Yang terbaik cepat habis dijual. Begini cara untuk bersedia.</p>
<ol><li><strong>Simpan senarai hajat.</strong> Simpan produk yang anda nanti-nantikan. Apabila salah satu muncul dalam jualan, anda akan terus mengenalinya.</li><li><strong>Semak kiraan detik.</strong> Pemasa di halaman jualan kilat menunjukkan dengan tepat bila setiap tawaran tamat. Selepas itu, harga kembali seperti biasa, walaupun item masih dalam troli anda.</li><li><strong>Tambah nilai dompet anda lebih awal.</strong> Membayar dengan dompet hanya memerlukan satu ketikan, dan ini penting apabila hanya tinggal beberapa unit.</li><li><strong>Bandingkan sebelum membeli.</strong> Tambah produk yang serupa ke senarai perbandingan untuk melihat harga dan ciri secara sebelah-menyebelah.</li><li><strong>Baca ulasan.</strong> Harga yang baik hanya berbaloi jika produknya juga bagus.</li></ol>
<p>Petua terakhir: tawaran yang hampir tamat bukanlah alasan untuk tergesa-gesa membeli barang yang anda tidak perlukan. Tawaran seterusnya hanya sehari lagi.</p>`,
    },
    {
      title: 'Green Basket: dari gerai pasar kepada pelanggan di sepuluh negara',
      summary: 'Bagaimana sebuah kedai runcit keluarga yang kecil membawa kopi, teh dan buah kering mereka kepada pembeli di seluruh Asia dan lebih jauh lagi.',
      body: `<p>Tiga tahun lalu, Green Basket hanyalah sebuah gerai di pasar hari Sabtu. Hari ini, ia menghantar kopi, teh dan buah kering kepada pelanggan di sepuluh negara. Kami bertanya kepada pengasasnya bagaimana semua ini berlaku.</p>
<h2>Bermula secara kecil-kecilan</h2>
<p>"Kami membuka kedai Agora kami dengan dua belas produk dan gambar yang diambil di atas meja dapur," katanya. "Pesanan pertama datang daripada orang yang sudah mengenali kami di pasar. Kemudian, orang yang tidak dikenali mula menemui kami."</p>
<h2>Mendengar pembeli</h2>
<p>Ulasan mengubah perniagaan ini. Pelanggan meminta pek yang lebih kecil untuk mencuba teh baharu, jadi kedai itu menambah saiz sampel. Kini, saiz itulah yang paling laris.</p>
<blockquote>Setiap ulasan ialah satu perbualan. Malah ulasan yang buruk pun memberitahu anda dengan tepat apa yang perlu dibaiki.</blockquote>
<h2>Berkembang dengan berhati-hati</h2>
<p>Harga borong menarik kafe dan pejabat, dan menjual dalam sebelas bahasa membawa pembeli dari Thailand, Jepun dan Brazil. Keluarga itu masih membungkus setiap pesanan dengan tangan.</p>
<p>Nasihatnya untuk penjual baharu? "Balas setiap mesej pada hari yang sama. Orang akan ingat."</p>`,
    },
    {
      title: 'Cara memilih saiz yang betul semasa membeli pakaian dalam talian',
      summary: 'Kurang pemulangan, lebih padan: beberapa tabiat mudah yang memudahkan pembelian pakaian dalam talian.',
      body: `<p>Pakaian ialah item yang paling kerap dipulangkan, biasanya kerana saiz. Beberapa minit persediaan boleh menyelamatkan anda daripada satu pemulangan.</p>
<h2>Ukur badan anda sekali</h2>
<p>Dengan pita pengukur lembut, catat ukuran dada, pinggang, pinggul dan panjang kaki dalam anda. Simpan angka-angka itu dalam telefon anda. Ukuran ini lebih tepat daripada saiz pada label kemeja-T kegemaran anda, kerana saiz berbeza antara satu jenama dengan jenama lain.</p>
<h2>Baca carta saiz kedai</h2>
<p>Kebanyakan kedai menyenaraikan ukuran bagi setiap saiz dalam penerangan produk. Bandingkan dengan ukuran anda, bukan dengan saiz yang biasa anda pakai.</p>
<h2>Lihat ulasan</h2>
<p>Pembeli sering menyebut sama ada sesuatu item bersaiz kecil atau besar. Jika beberapa orang berkata "pesan satu saiz lebih besar", percayalah.</p>
<h2>Periksa bahan</h2>
<ul><li>Kapas boleh mengecut sedikit selepas basuhan pertama.</li><li>Fabrik yang boleh meregang lebih memaafkan saiz yang sedikit tidak tepat.</li><li>Linen dan denim mengekalkan bentuknya.</li></ul>
<p>Tidak pasti? Tanya kedai melalui halaman produk. Penjual lebih mengenali pakaian mereka berbanding sesiapa pun.</p>`,
    },
    {
      title: 'Agora kini dalam sebelas bahasa',
      summary: 'Thai, Vietnam, Melayu, Cina Tradisional dan banyak lagi: Agora kini tersedia dalam sebelas bahasa.',
      body: `<p>Membeli-belah lebih mudah dalam bahasa anda sendiri. Itulah sebabnya Agora kini tersedia sepenuhnya dalam <strong>sebelas bahasa</strong>: Inggeris, Sepanyol, Jepun, Hindi, Indonesia, Cina Ringkas, Thai, Cina Tradisional, Portugis, Melayu dan Vietnam.</p>
<h2>Apa yang diterjemahkan</h2>
<ul><li>Setiap halaman, butang dan mesej di laman ini.</li><li>Kategori, dan produk daripada kedai yang telah menambah terjemahan.</li><li>E-mel, notis, dan artikel blog ini sendiri.</li></ul>
<h2>Cara menukar bahasa</h2>
<p>Tekan menu bahasa di bahagian atas mana-mana halaman dan pilih bahasa anda. Agora akan mengingati pilihan anda pada peranti ini.</p>
<h2>Untuk penjual</h2>
<p>Anda boleh menulis nama dan penerangan produk dalam setiap bahasa dari Pusat Penjual. Jika sesuatu terjemahan tiada, pembeli akan melihat teks bahasa Inggeris, jadi tiada apa-apa yang dibiarkan kosong.</p>
<p>Jumpa terjemahan yang boleh diperbaiki? Beritahu kami melalui khidmat pelanggan. Kami membaca setiap mesej.</p>`,
    },
    {
      title: 'Pixel Harbor: menjual elektronik dengan penerangan yang jujur',
      summary:
        'Sebuah kedai elektronik dua orang menerangkan mengapa halaman produk yang jelas dan jujur membawa kurang pemulangan dan pelanggan yang lebih setia.',
      body: `<p>Pixel Harbor menjual telefon, fon kepala dan aksesori. Kedai ini diusahakan oleh dua sahabat yang berkenalan semasa membaiki komputer riba di universiti.</p>
<h2>Kejujuran membawa jualan</h2>
<p>"Kami menulis dengan tepat apa yang boleh dan tidak boleh dilakukan oleh sesuatu produk," kata salah seorang daripada mereka. "Jika pengecas tidak cukup laju untuk komputer riba, kami nyatakannya di halaman itu." Hasilnya: pemulangan berkurangan separuh pada tahun pertama mereka.</p>
<h2>Gambar yang membantu</h2>
<p>Setiap produk mempunyai gambar kandungan kotak dan port, bukan hanya bahagian hadapan. Pembeli mahu tahu apa yang sebenarnya akan mereka terima.</p>
<h2>Selepas jualan</h2>
<ul><li>Mereka menjawab soalan melalui tiket sokongan, biasanya dalam masa sejam.</li><li>Mereka menerima pemulangan tanpa banyak soal apabila produk rosak.</li><li>Mereka menghubungi pelanggan selepas penghantaran untuk memastikan semuanya berfungsi.</li></ul>
<blockquote>Pelanggan yang mempercayai anda akan kembali. Pelanggan yang rasa tertipu tidak akan kembali lagi.</blockquote>
<p>Langkah seterusnya: menambah peranti yang diperbaharui, setiap satu diuji dan dijual dengan jaminan enam bulan.</p>`,
    },
  ],
};
