/**
 * Demo products, part 1: the small builders the product files share, and Electronics.
 *
 * Each product's copy is written per language as [name, short description, first paragraph,
 * second paragraph or three list items]; `product()` turns that into the Localized fields.
 */
import type { Lang, Localized } from '@agora/contract/locale';
import type { DemoProduct, DemoVariant } from './demo-types';

/** name, short description, first paragraph, then either a second paragraph or three list items. */
export type Copy = readonly [name: string, short: string, intro: string, more: string | readonly [string, string, string]];

const LANG_KEYS: readonly Lang[] = ['en', 'es', 'jp', 'hi', 'id', 'zh', 'th', 'zhtw', 'pt', 'ms', 'vn'];

function html(intro: string, more: Copy[3]): string {
  const rest = typeof more === 'string' ? `<p>${more}</p>` : `<ul>${more.map((li) => `<li>${li}</li>`).join('')}</ul>`;
  return `<p>${intro}</p>${rest}`;
}

function localized(pick: (lang: Lang) => string): Localized {
  const out = {} as Localized;
  for (const lang of LANG_KEYS) out[lang] = pick(lang);
  return out;
}

export type ProductBase = Omit<DemoProduct, 'name' | 'short_description' | 'description' | 'recommended'> & {
  recommended?: boolean;
};

export function product(base: ProductBase, copy: Record<Lang, Copy>): DemoProduct {
  return {
    ...base,
    recommended: base.recommended ?? false,
    name: localized((l) => copy[l][0]),
    short_description: localized((l) => copy[l][1]),
    description: localized((l) => html(copy[l][2], copy[l][3])),
  };
}

function slug(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '')
    .slice(0, 6);
}

/** A small stable pseudo-random stock level, so the demo does not show the same number everywhere. */
function stockFor(sku: string): number {
  let h = 7;
  for (const ch of sku) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 100003;
  return 6 + (h % 140);
}

/** A single-variant product. */
export function one(sku: string, price: number, market: number, stock: number): DemoVariant[] {
  return [{ sku, options: {}, price, market_price: Math.max(price, market), stock }];
}

/**
 * Every combination of the given colours and sizes, each its own SKU. `extra` adds cents to the
 * price (and market price) of a given option value, e.g. { '45 mm': 3000 }.
 */
export function grid(
  sku: string,
  price: number,
  market: number,
  axes: { color?: readonly string[]; size?: readonly string[] },
  extra: Readonly<Record<string, number>> = {},
): DemoVariant[] {
  const colors: readonly (string | null)[] = axes.color?.length ? axes.color : [null];
  const sizes: readonly (string | null)[] = axes.size?.length ? axes.size : [null];
  const out: DemoVariant[] = [];
  for (const color of colors) {
    for (const size of sizes) {
      const options: Record<string, string> = {};
      const parts = [sku];
      let add = 0;
      if (color) {
        options.color = color;
        parts.push(slug(color));
        add += extra[color] ?? 0;
      }
      if (size) {
        options.size = size;
        parts.push(slug(size));
        add += extra[size] ?? 0;
      }
      const code = parts.join('-');
      out.push({ sku: code, options, price: price + add, market_price: Math.max(price, market) + add, stock: stockFor(code) });
    }
  }
  return out;
}

export const productsElectronics: DemoProduct[] = [
  product(
    {
      key: 'veltrix-nova-12',
      shop: 'pixel-harbor',
      category: 'phones-wearables',
      brand: 'veltrix',
      art: 'phone',
      palette: ['#1e293b', '#60a5fa', '#a78bfa'],
      variants: grid('VX-NOVA12', 39900, 44900, { color: ['Midnight Black', 'Silver', 'Ocean Blue'] }),
      sales: 3240,
      stars: 4.7,
      reviews: 28,
      recommended: true,
    },
    {
      en: [
        'Veltrix Nova 12 Smartphone 128 GB',
        '6.5″ OLED, triple 50 MP camera and a battery that lasts two full days.',
        'The Nova 12 puts a bright 120 Hz OLED screen and a <strong>50 MP triple camera</strong> in a slim aluminium body that feels great in the hand.',
        ['Easily two days of battery, 45 W fast charging', '128 GB storage, 8 GB RAM, 5G and dual SIM', 'IP68 water and dust resistance'],
      ],
      es: [
        'Smartphone Veltrix Nova 12 de 128 GB',
        'Pantalla OLED de 6,5″, triple cámara de 50 MP y batería para dos días.',
        'El Nova 12 reúne una pantalla OLED de 120 Hz muy luminosa y una <strong>triple cámara de 50 MP</strong> en un cuerpo de aluminio delgado y cómodo de sostener.',
        [
          'Batería que aguanta dos días y carga rápida de 45 W',
          '128 GB de almacenamiento, 8 GB de RAM, 5G y doble SIM',
          'Resistente al agua y al polvo (IP68)',
        ],
      ],
      jp: [
        'Veltrix Nova 12 スマートフォン 128GB',
        '6.5インチ有機EL、5,000万画素トリプルカメラ、2日もつ大容量バッテリー。',
        'Nova 12は、明るくなめらかな120Hz有機ELディスプレイと<strong>5,000万画素トリプルカメラ</strong>を、手になじむ薄型アルミボディに収めました。',
        ['2日間使える大容量バッテリーと45W急速充電', '128GBストレージ・8GBメモリ、5G・デュアルSIM対応', 'IP68の防水・防塵性能'],
      ],
      hi: [
        'Veltrix Nova 12 स्मार्टफ़ोन 128 GB',
        '6.5 इंच OLED, 50 MP ट्रिपल कैमरा और दो दिन चलने वाली बैटरी।',
        'Nova 12 में 120 Hz की चमकदार OLED स्क्रीन और <strong>50 MP ट्रिपल कैमरा</strong> है, वह भी पतली एल्यूमिनियम बॉडी में जो हाथ में बढ़िया लगती है।',
        ['आराम से दो दिन चलने वाली बैटरी, 45 W फ़ास्ट चार्जिंग', '128 GB स्टोरेज, 8 GB RAM, 5G और डुअल सिम', 'IP68 पानी और धूल से सुरक्षा'],
      ],
      id: [
        'Smartphone Veltrix Nova 12 128 GB',
        'Layar OLED 6,5 inci, tiga kamera 50 MP, dan baterai awet hingga dua hari.',
        'Nova 12 menghadirkan layar OLED 120 Hz yang terang dan <strong>tiga kamera 50 MP</strong> dalam bodi aluminium tipis yang nyaman digenggam.',
        ['Baterai awet dua hari dengan pengisian cepat 45 W', 'Memori 128 GB, RAM 8 GB, 5G dan dual SIM', 'Tahan air dan debu IP68'],
      ],
      zh: [
        'Veltrix Nova 12 5G智能手机 128GB',
        '6.5英寸OLED屏，5000万像素三摄，续航轻松两天。',
        'Nova 12 将120Hz高亮OLED屏幕与<strong>5000万像素三摄</strong>装进轻薄铝合金机身，握感舒适。',
        ['大电池轻松用两天，支持45W快充', '8GB+128GB，支持5G双卡双待', 'IP68级防水防尘'],
      ],
      th: [
        'สมาร์ทโฟน Veltrix Nova 12 ความจุ 128GB',
        'จอ OLED 6.5 นิ้ว กล้องหลังสามตัว 50MP แบตอึดใช้ได้สองวัน',
        'Nova 12 มาพร้อมจอ OLED 120Hz สว่างสดใส และ<strong>กล้องหลังสามตัว 50MP</strong> ในตัวเครื่องอะลูมิเนียมบางเบา จับถนัดมือ',
        ['แบตเตอรี่ใช้งานได้สบาย ๆ สองวัน ชาร์จไว 45W', 'ความจุ 128GB แรม 8GB รองรับ 5G และสองซิม', 'กันน้ำกันฝุ่นระดับ IP68'],
      ],
      zhtw: [
        'Veltrix Nova 12 5G 智慧型手機 128GB',
        '6.5 吋 OLED 螢幕、5000 萬畫素三鏡頭，續航兩天沒問題。',
        'Nova 12 把 120Hz 高亮度 OLED 螢幕與<strong>5000 萬畫素三鏡頭</strong>放進輕薄鋁合金機身，拿在手上質感滿分。',
        ['大容量電池可用兩天，支援 45W 快充', '8GB+128GB，支援 5G 雙卡雙待', 'IP68 防水防塵'],
      ],
      pt: [
        'Smartphone Veltrix Nova 12 128 GB',
        'Tela OLED de 6,5″, câmera tripla de 50 MP e bateria que dura dois dias.',
        'O Nova 12 junta uma tela OLED de 120 Hz superbrilhante e uma <strong>câmera tripla de 50 MP</strong> num corpo fino de alumínio, gostoso de segurar.',
        ['Bateria para dois dias e carregamento rápido de 45 W', '128 GB de armazenamento, 8 GB de RAM, 5G e dual chip', 'Resistente à água e à poeira (IP68)'],
      ],
      ms: [
        'Telefon Pintar Veltrix Nova 12 128GB',
        'Skrin OLED 6.5 inci, tiga kamera 50MP dan bateri tahan dua hari.',
        'Nova 12 menggabungkan skrin OLED 120Hz yang terang dan <strong>tiga kamera 50MP</strong> dalam badan aluminium nipis yang selesa digenggam.',
        ['Bateri tahan dua hari dengan pengecasan pantas 45W', 'Storan 128GB, RAM 8GB, 5G dan dwi-SIM', 'Kalis air dan habuk IP68'],
      ],
      vn: [
        'Điện thoại Veltrix Nova 12 128GB',
        'Màn hình OLED 6,5 inch, ba camera 50MP, pin dùng thoải mái hai ngày.',
        'Nova 12 sở hữu màn hình OLED 120Hz sáng rõ cùng <strong>cụm ba camera 50MP</strong> trong thân máy nhôm mỏng nhẹ, cầm rất vừa tay.',
        ['Pin dùng hai ngày, sạc nhanh 45W', 'Bộ nhớ 128GB, RAM 8GB, hỗ trợ 5G và hai SIM', 'Kháng nước, kháng bụi chuẩn IP68'],
      ],
    },
  ),
  product(
    {
      key: 'nordvik-lite-5g',
      shop: 'pixel-harbor',
      category: 'phones-wearables',
      brand: 'nordvik',
      art: 'phone',
      palette: ['#0f766e', '#99f6e4', '#fde68a'],
      variants: one('NV-LITE5G', 21900, 25900, 74),
      sales: 1875,
      stars: 4.4,
      reviews: 19,
    },
    {
      en: [
        'Nordvik Lite 5G Phone',
        'A fast, friendly 5G phone with a big screen and a price that makes sense.',
        'Everything you need every day: a smooth 6.6″ 90 Hz display, 5G, a 48 MP main camera and a 5,000 mAh battery.',
        'Clean software with no clutter, three years of security updates and a handy fingerprint reader in the power button.',
      ],
      es: [
        'Teléfono Nordvik Lite 5G',
        'Un 5G rápido y sencillo, con pantalla grande y un precio razonable.',
        'Todo lo que necesitas a diario: pantalla de 6,6″ a 90 Hz, 5G, cámara principal de 48 MP y batería de 5000 mAh.',
        'Software limpio y sin relleno, tres años de actualizaciones de seguridad y lector de huellas en el botón de encendido.',
      ],
      jp: [
        'Nordvik Lite 5G スマホ',
        '大画面で軽快、価格もうれしい5Gスマートフォン。',
        '毎日使う機能をしっかり搭載。6.6インチ90Hzディスプレイ、5G、4,800万画素メインカメラ、5,000mAhバッテリー。',
        '余計なアプリのないシンプルな操作画面。3年間のセキュリティアップデートと、電源ボタン一体型の指紋認証も便利です。',
      ],
      hi: [
        'Nordvik Lite 5G फ़ोन',
        'बड़ी स्क्रीन वाला तेज़ 5G फ़ोन, सही कीमत पर।',
        'रोज़ की हर ज़रूरत के लिए: 6.6 इंच 90 Hz डिस्प्ले, 5G, 48 MP मेन कैमरा और 5000 mAh बैटरी।',
        'बिना फ़ालतू ऐप्स वाला साफ़ सॉफ़्टवेयर, तीन साल तक सिक्योरिटी अपडेट और पावर बटन में फ़िंगरप्रिंट सेंसर।',
      ],
      id: [
        'HP Nordvik Lite 5G',
        'Ponsel 5G yang gesit dengan layar lega dan harga bersahabat.',
        'Semua yang Anda perlukan sehari-hari: layar 6,6 inci 90 Hz, 5G, kamera utama 48 MP, dan baterai 5.000 mAh.',
        'Tampilan software bersih tanpa aplikasi bawaan yang mengganggu, pembaruan keamanan tiga tahun, dan sensor sidik jari di tombol daya.',
      ],
      zh: [
        'Nordvik Lite 5G 手机',
        '大屏流畅的5G手机，价格实在。',
        '日常所需一应俱全：6.6英寸90Hz屏幕、5G网络、4800万像素主摄和5000mAh大电池。',
        '系统清爽无广告，提供三年安全更新，侧边电源键集成指纹解锁，方便好用。',
      ],
      th: [
        'มือถือ Nordvik Lite 5G',
        'มือถือ 5G จอใหญ่ ลื่นไหล ในราคาที่จับต้องได้',
        'ครบทุกการใช้งานประจำวัน ทั้งจอ 6.6 นิ้ว 90Hz รองรับ 5G กล้องหลัก 48MP และแบตเตอรี่ 5,000mAh',
        'ระบบใช้งานสะอาดตา ไม่มีแอปรก อัปเดตความปลอดภัยนาน 3 ปี พร้อมสแกนลายนิ้วมือที่ปุ่มเปิดปิด',
      ],
      zhtw: [
        'Nordvik Lite 5G 手機',
        '大螢幕、順暢好用的 5G 手機，價格超實在。',
        '日常需求一次滿足：6.6 吋 90Hz 螢幕、5G 連網、4800 萬畫素主鏡頭與 5000mAh 大電池。',
        '系統乾淨不塞廣告，提供三年安全性更新，電源鍵整合指紋辨識，解鎖超方便。',
      ],
      pt: [
        'Celular Nordvik Lite 5G',
        'Um 5G rápido e descomplicado, com tela grande e preço justo.',
        'Tudo o que você precisa no dia a dia: tela de 6,6″ com 90 Hz, 5G, câmera principal de 48 MP e bateria de 5.000 mAh.',
        'Sistema limpo, sem aplicativos desnecessários, três anos de atualizações de segurança e leitor de digital no botão de ligar.',
      ],
      ms: [
        'Telefon Nordvik Lite 5G',
        'Telefon 5G yang pantas dengan skrin besar dan harga berpatutan.',
        'Semua keperluan harian anda: skrin 6.6 inci 90Hz, 5G, kamera utama 48MP dan bateri 5,000mAh.',
        'Perisian yang kemas tanpa aplikasi tidak perlu, kemas kini keselamatan selama tiga tahun dan pengimbas cap jari pada butang kuasa.',
      ],
      vn: [
        'Điện thoại Nordvik Lite 5G',
        'Điện thoại 5G mượt mà, màn hình lớn, giá hợp lý.',
        'Đủ mọi thứ bạn cần hằng ngày: màn hình 6,6 inch 90Hz, kết nối 5G, camera chính 48MP và pin 5.000mAh.',
        'Giao diện gọn gàng, không cài sẵn ứng dụng rác, cập nhật bảo mật trong ba năm và cảm biến vân tay tích hợp ở nút nguồn.',
      ],
    },
  ),
  product(
    {
      key: 'veltrix-fit-watch',
      shop: 'pixel-harbor',
      category: 'phones-wearables',
      brand: 'veltrix',
      art: 'watch',
      palette: ['#334155', '#fb7185', '#fcd34d'],
      variants: grid('VX-FITW', 17900, 21900, { color: ['Black', 'Rose Gold'], size: ['41 mm', '45 mm'] }, { '45 mm': 2000 }),
      sales: 1420,
      stars: 4.5,
      reviews: 17,
    },
    {
      en: [
        'Veltrix Fit Smartwatch',
        'AMOLED smartwatch with GPS, heart-rate and sleep tracking, up to 10 days per charge.',
        'Track runs, rides and swims with built-in GPS, and keep an eye on heart rate, SpO₂ and sleep around the clock.',
        ['Always-on AMOLED display, readable in full sun', 'Up to 10 days of battery life', 'Water resistant to 50 m, 120+ sport modes'],
      ],
      es: [
        'Reloj inteligente Veltrix Fit',
        'Smartwatch AMOLED con GPS, pulso y sueño, hasta 10 días de batería.',
        'Registra tus carreras, salidas en bici y natación con el GPS integrado, y controla pulso, SpO₂ y sueño las 24 horas.',
        ['Pantalla AMOLED siempre activa, legible a pleno sol', 'Hasta 10 días de autonomía', 'Sumergible hasta 50 m y más de 120 modos deportivos'],
      ],
      jp: [
        'Veltrix Fit スマートウォッチ',
        'GPS・心拍・睡眠計測に対応、最大10日間使えるAMOLEDウォッチ。',
        '内蔵GPSでランニングやサイクリング、水泳を記録。心拍数・血中酸素・睡眠も24時間見守ります。',
        ['屋外でも見やすい常時表示AMOLEDディスプレイ', '1回の充電で最大10日間', '5気圧防水、120種類以上のスポーツモード'],
      ],
      hi: [
        'Veltrix Fit स्मार्टवॉच',
        'GPS, हार्ट-रेट और नींद ट्रैकिंग वाली AMOLED स्मार्टवॉच, 10 दिन तक की बैटरी।',
        'बिल्ट-इन GPS से दौड़, साइक्लिंग और तैराकी ट्रैक करें, और दिन-रात हार्ट रेट, SpO₂ व नींद पर नज़र रखें।',
        ['हमेशा ऑन AMOLED डिस्प्ले, तेज़ धूप में भी साफ़', '10 दिन तक चलने वाली बैटरी', '50 मीटर तक वॉटर रेसिस्टेंट, 120+ स्पोर्ट्स मोड'],
      ],
      id: [
        'Jam Tangan Pintar Veltrix Fit',
        'Smartwatch AMOLED dengan GPS, pemantau detak jantung dan tidur, baterai hingga 10 hari.',
        'Catat lari, bersepeda, dan berenang dengan GPS bawaan, serta pantau detak jantung, SpO₂, dan kualitas tidur sepanjang hari.',
        ['Layar AMOLED always-on, tetap jelas di bawah terik matahari', 'Baterai tahan hingga 10 hari', 'Tahan air hingga 50 m, lebih dari 120 mode olahraga'],
      ],
      zh: [
        'Veltrix Fit 智能手表',
        'AMOLED智能手表，内置GPS，心率睡眠监测，续航长达10天。',
        '内置GPS，跑步、骑行、游泳轻松记录；全天候监测心率、血氧和睡眠。',
        ['AMOLED息屏显示，强光下依然清晰', '续航最长10天', '50米防水，120多种运动模式'],
      ],
      th: [
        'สมาร์ตวอทช์ Veltrix Fit',
        'นาฬิกาอัจฉริยะจอ AMOLED มี GPS วัดชีพจรและการนอน แบตอยู่ได้ถึง 10 วัน',
        'บันทึกการวิ่ง ปั่นจักรยาน และว่ายน้ำด้วย GPS ในตัว พร้อมติดตามอัตราการเต้นของหัวใจ ออกซิเจนในเลือด และการนอนได้ตลอดวัน',
        ['จอ AMOLED แสดงผลตลอดเวลา มองเห็นชัดแม้กลางแดด', 'แบตเตอรี่ใช้งานได้นานสูงสุด 10 วัน', 'กันน้ำลึก 50 เมตร มีโหมดกีฬามากกว่า 120 โหมด'],
      ],
      zhtw: [
        'Veltrix Fit 智慧手錶',
        'AMOLED 智慧手錶，內建 GPS、心率與睡眠偵測，續航最長 10 天。',
        '內建 GPS，跑步、騎車、游泳都能精準記錄；全天候監測心率、血氧與睡眠品質。',
        ['AMOLED 螢幕恆亮顯示，大太陽下也清楚', '一次充電最長可用 10 天', '50 公尺防水，超過 120 種運動模式'],
      ],
      pt: [
        'Smartwatch Veltrix Fit',
        'Relógio inteligente AMOLED com GPS, batimentos e sono, até 10 dias de bateria.',
        'Registre corridas, pedaladas e natação com o GPS integrado e acompanhe batimentos, SpO₂ e sono 24 horas por dia.',
        ['Tela AMOLED sempre ligada, legível mesmo sob sol forte', 'Até 10 dias de bateria', 'Resistente à água até 50 m e mais de 120 modos esportivos'],
      ],
      ms: [
        'Jam Pintar Veltrix Fit',
        'Jam pintar AMOLED dengan GPS, pemantauan nadi dan tidur, bateri sehingga 10 hari.',
        'Rekod larian, kayuhan dan renangan dengan GPS terbina dalam, serta pantau kadar nadi, SpO₂ dan tidur sepanjang masa.',
        ['Skrin AMOLED sentiasa hidup, jelas di bawah cahaya matahari', 'Bateri tahan sehingga 10 hari', 'Kalis air hingga 50 m, lebih 120 mod sukan'],
      ],
      vn: [
        'Đồng hồ thông minh Veltrix Fit',
        'Màn hình AMOLED, có GPS, đo nhịp tim và giấc ngủ, pin đến 10 ngày.',
        'Ghi lại quãng chạy, đạp xe và bơi lội bằng GPS tích hợp, đồng thời theo dõi nhịp tim, SpO₂ và giấc ngủ suốt ngày đêm.',
        ['Màn hình AMOLED luôn bật, nhìn rõ cả dưới nắng gắt', 'Pin dùng đến 10 ngày', 'Chống nước 50 m, hơn 120 chế độ thể thao'],
      ],
    },
  ),
  product(
    {
      key: 'veltrix-airbook-14',
      shop: 'pixel-harbor',
      category: 'laptops-computers',
      brand: 'veltrix',
      art: 'laptop',
      palette: ['#475569', '#93c5fd', '#c4b5fd'],
      variants: grid('VX-AIR14', 89900, 99900, { color: ['Space Grey', 'Silver'] }),
      sales: 864,
      stars: 4.8,
      reviews: 16,
      recommended: true,
    },
    {
      en: [
        'Veltrix AirBook 14 Laptop',
        '1.2 kg, 14″ 2.8K screen, 16 GB RAM, 512 GB SSD and all-day battery.',
        'Light enough to carry everywhere and powerful enough for real work, the AirBook 14 wakes instantly and stays cool and quiet.',
        ['14″ 2.8K display with 100% sRGB colour', '16 GB RAM and a fast 512 GB SSD', 'Up to 15 hours of battery, USB-C charging'],
      ],
      es: [
        'Portátil Veltrix AirBook 14',
        '1,2 kg, pantalla 2.8K de 14″, 16 GB de RAM, SSD de 512 GB y batería para todo el día.',
        'Tan ligero que lo llevarás a todas partes y con potencia de sobra para trabajar: el AirBook 14 arranca al instante y se mantiene fresco y silencioso.',
        ['Pantalla 2.8K de 14″ con 100 % sRGB', '16 GB de RAM y SSD rápido de 512 GB', 'Hasta 15 horas de batería y carga por USB-C'],
      ],
      jp: [
        'Veltrix AirBook 14 ノートパソコン',
        '約1.2kg、14インチ2.8K液晶、メモリ16GB・SSD 512GB、長時間バッテリー。',
        'どこへでも持ち歩ける軽さと、仕事をこなす十分なパワー。AirBook 14はすぐに起動し、静かで熱くなりにくい設計です。',
        ['sRGB 100%の14インチ2.8Kディスプレイ', 'メモリ16GB＋高速SSD 512GB', '最大15時間駆動、USB-C充電対応'],
      ],
      hi: [
        'Veltrix AirBook 14 लैपटॉप',
        '1.2 kg, 14 इंच 2.8K स्क्रीन, 16 GB RAM, 512 GB SSD और पूरे दिन की बैटरी।',
        'इतना हल्का कि हर जगह साथ ले जाएँ और असली काम के लिए पूरी ताक़त। AirBook 14 तुरंत चालू होता है और ठंडा व शांत रहता है।',
        ['100% sRGB रंगों वाला 14 इंच 2.8K डिस्प्ले', '16 GB RAM और तेज़ 512 GB SSD', '15 घंटे तक की बैटरी, USB-C चार्जिंग'],
      ],
      id: [
        'Laptop Veltrix AirBook 14',
        'Bobot 1,2 kg, layar 14 inci 2.8K, RAM 16 GB, SSD 512 GB, baterai seharian.',
        'Cukup ringan untuk dibawa ke mana saja dan cukup bertenaga untuk kerja serius. AirBook 14 menyala seketika, tetap dingin dan senyap.',
        ['Layar 14 inci 2.8K dengan warna 100% sRGB', 'RAM 16 GB dan SSD 512 GB yang cepat', 'Baterai hingga 15 jam, pengisian via USB-C'],
      ],
      zh: [
        'Veltrix AirBook 14 轻薄笔记本电脑',
        '1.2公斤，14英寸2.8K屏，16GB内存+512GB固态，全天续航。',
        '轻到可以随身携带，性能足以应对真正的工作。AirBook 14 开盖即用，运行安静不烫手。',
        ['14英寸2.8K屏幕，100% sRGB色域', '16GB内存，512GB高速固态硬盘', '续航最长15小时，支持USB-C充电'],
      ],
      th: [
        'โน้ตบุ๊ก Veltrix AirBook 14',
        'หนักเพียง 1.2 กก. จอ 14 นิ้ว 2.8K แรม 16GB SSD 512GB แบตอยู่ได้ทั้งวัน',
        'เบาพอจะพกไปได้ทุกที่ และแรงพอสำหรับงานจริงจัง AirBook 14 เปิดใช้งานได้ทันที เครื่องเย็นและเงียบ',
        ['จอ 14 นิ้ว 2.8K ครอบคลุมสี sRGB 100%', 'แรม 16GB และ SSD ความเร็วสูง 512GB', 'แบตเตอรี่นานสูงสุด 15 ชั่วโมง ชาร์จผ่าน USB-C'],
      ],
      zhtw: [
        'Veltrix AirBook 14 輕薄筆電',
        '1.2 公斤、14 吋 2.8K 螢幕、16GB 記憶體、512GB SSD，續航一整天。',
        '輕巧到可以天天帶著走，效能也足以應付正經工作。AirBook 14 開蓋即用，安靜又不燙手。',
        ['14 吋 2.8K 螢幕，100% sRGB 色域', '16GB 記憶體搭配 512GB 高速 SSD', '續航最長 15 小時，支援 USB-C 充電'],
      ],
      pt: [
        'Notebook Veltrix AirBook 14',
        '1,2 kg, tela 2.8K de 14″, 16 GB de RAM, SSD de 512 GB e bateria para o dia todo.',
        'Leve para levar a qualquer lugar e potente para o trabalho de verdade: o AirBook 14 liga na hora e continua fresco e silencioso.',
        ['Tela 2.8K de 14″ com 100% sRGB', '16 GB de RAM e SSD rápido de 512 GB', 'Até 15 horas de bateria e carregamento por USB-C'],
      ],
      ms: [
        'Komputer Riba Veltrix AirBook 14',
        '1.2 kg, skrin 14 inci 2.8K, RAM 16GB, SSD 512GB dan bateri sepanjang hari.',
        'Cukup ringan untuk dibawa ke mana-mana dan cukup berkuasa untuk kerja sebenar. AirBook 14 hidup serta-merta, kekal sejuk dan senyap.',
        ['Skrin 14 inci 2.8K dengan warna 100% sRGB', 'RAM 16GB dan SSD 512GB yang laju', 'Bateri sehingga 15 jam, pengecasan USB-C'],
      ],
      vn: [
        'Laptop Veltrix AirBook 14',
        'Nặng 1,2 kg, màn hình 14 inch 2.8K, RAM 16GB, SSD 512GB, pin cả ngày.',
        'Đủ nhẹ để mang theo mọi nơi, đủ mạnh cho công việc thực thụ. AirBook 14 mở máy tức thì, chạy mát và êm.',
        ['Màn hình 14 inch 2.8K, phủ 100% sRGB', 'RAM 16GB và SSD 512GB tốc độ cao', 'Pin đến 15 giờ, sạc qua cổng USB-C'],
      ],
    },
  ),
  product(
    {
      key: 'nordvik-workpro-16',
      shop: 'pixel-harbor',
      category: 'laptops-computers',
      brand: 'nordvik',
      art: 'laptop',
      palette: ['#1f2937', '#34d399', '#60a5fa'],
      variants: one('NV-WP16', 129900, 139900, 23),
      sales: 312,
      stars: 4.6,
      reviews: 9,
    },
    {
      en: [
        'Nordvik WorkPro 16 Laptop',
        'A 16″ workhorse for creators: 32 GB RAM, 1 TB SSD and a dedicated graphics card.',
        'Edit video, render 3D or run big spreadsheets without waiting. The WorkPro 16 pairs a 16-core processor with <strong>dedicated graphics</strong> and a colour-accurate 165 Hz screen.',
        'A full-size keyboard with numeric pad, plenty of ports (HDMI, USB-A, two USB-C, SD card) and a 1080p webcam with privacy shutter.',
      ],
      es: [
        'Portátil Nordvik WorkPro 16',
        'Un 16″ para creadores: 32 GB de RAM, SSD de 1 TB y gráfica dedicada.',
        'Edita vídeo, renderiza en 3D o abre hojas de cálculo enormes sin esperas. El WorkPro 16 combina un procesador de 16 núcleos con <strong>gráfica dedicada</strong> y una pantalla de 165 Hz con color fiel.',
        'Teclado completo con numérico, puertos de sobra (HDMI, USB-A, dos USB-C y lector SD) y webcam 1080p con tapa de privacidad.',
      ],
      jp: [
        'Nordvik WorkPro 16 ノートパソコン',
        'クリエイター向け16インチ。メモリ32GB、SSD 1TB、専用グラフィックス搭載。',
        '動画編集や3Dレンダリング、大きな表計算もストレスなし。16コアCPUと<strong>専用グラフィックス</strong>、色再現性の高い165Hzディスプレイを組み合わせました。',
        'テンキー付きフルサイズキーボード、HDMI・USB-A・USB-C×2・SDカードなど充実のポート、プライバシーシャッター付き1080pカメラを搭載。',
      ],
      hi: [
        'Nordvik WorkPro 16 लैपटॉप',
        'क्रिएटर्स के लिए 16 इंच का दमदार लैपटॉप: 32 GB RAM, 1 TB SSD और डेडिकेटेड ग्राफ़िक्स।',
        'वीडियो एडिटिंग, 3D रेंडरिंग या बड़ी स्प्रेडशीट, बिना इंतज़ार के। WorkPro 16 में 16-कोर प्रोसेसर, <strong>डेडिकेटेड ग्राफ़िक्स</strong> और सटीक रंगों वाली 165 Hz स्क्रीन है।',
        'न्यूमेरिक पैड के साथ फ़ुल-साइज़ कीबोर्ड, ढेर सारे पोर्ट (HDMI, USB-A, दो USB-C, SD कार्ड) और प्राइवेसी शटर वाला 1080p वेबकैम।',
      ],
      id: [
        'Laptop Nordvik WorkPro 16',
        'Laptop 16 inci andalan kreator: RAM 32 GB, SSD 1 TB, dan kartu grafis khusus.',
        'Edit video, render 3D, atau olah spreadsheet besar tanpa menunggu. WorkPro 16 memadukan prosesor 16 inti dengan <strong>grafis khusus</strong> dan layar 165 Hz yang akurat warnanya.',
        'Keyboard ukuran penuh dengan numpad, port lengkap (HDMI, USB-A, dua USB-C, slot kartu SD), serta webcam 1080p dengan penutup privasi.',
      ],
      zh: [
        'Nordvik WorkPro 16 高性能笔记本',
        '创作者的16英寸生产力工具：32GB内存、1TB固态、独立显卡。',
        '剪视频、做3D渲染、处理大表格都不用等。WorkPro 16 搭载16核处理器与<strong>独立显卡</strong>，配备高色准165Hz屏幕。',
        '带数字小键盘的全尺寸键盘，接口丰富（HDMI、USB-A、双USB-C、SD读卡器），1080p摄像头带物理防窥挡板。',
      ],
      th: [
        'โน้ตบุ๊ก Nordvik WorkPro 16',
        'โน้ตบุ๊ก 16 นิ้วสำหรับสายครีเอเตอร์ แรม 32GB SSD 1TB พร้อมการ์ดจอแยก',
        'ตัดต่อวิดีโอ เรนเดอร์งาน 3D หรือเปิดไฟล์สเปรดชีตใหญ่ ๆ ได้ไม่ต้องรอ WorkPro 16 ใช้ซีพียู 16 คอร์คู่กับ<strong>การ์ดจอแยก</strong> และจอ 165Hz สีสันแม่นยำ',
        'คีย์บอร์ดเต็มขนาดพร้อมแป้นตัวเลข พอร์ตครบครัน (HDMI, USB-A, USB-C สองช่อง, ช่องเสียบการ์ด SD) และกล้อง 1080p พร้อมฝาปิดเลนส์',
      ],
      zhtw: [
        'Nordvik WorkPro 16 高效能筆電',
        '創作者的 16 吋主力機：32GB 記憶體、1TB SSD、獨立顯示卡。',
        '剪片、3D 算圖、跑大型試算表都不必等。WorkPro 16 搭載 16 核心處理器與<strong>獨立顯示卡</strong>，配上色準出色的 165Hz 螢幕。',
        '含數字鍵的全尺寸鍵盤、連接埠一應俱全（HDMI、USB-A、雙 USB-C、SD 讀卡機），1080p 視訊鏡頭附實體隱私遮罩。',
      ],
      pt: [
        'Notebook Nordvik WorkPro 16',
        'Um 16″ para criadores: 32 GB de RAM, SSD de 1 TB e placa de vídeo dedicada.',
        'Edite vídeos, renderize em 3D ou abra planilhas gigantes sem esperar. O WorkPro 16 combina processador de 16 núcleos, <strong>placa de vídeo dedicada</strong> e tela de 165 Hz com cores fiéis.',
        'Teclado completo com teclado numérico, muitas portas (HDMI, USB-A, duas USB-C e leitor de cartão SD) e webcam 1080p com tampa de privacidade.',
      ],
      ms: [
        'Komputer Riba Nordvik WorkPro 16',
        'Komputer riba 16 inci untuk pencipta kandungan: RAM 32GB, SSD 1TB dan kad grafik khas.',
        'Sunting video, render 3D atau buka hamparan besar tanpa menunggu. WorkPro 16 menggabungkan pemproses 16 teras dengan <strong>grafik khas</strong> dan skrin 165Hz yang tepat warnanya.',
        'Papan kekunci saiz penuh dengan pad nombor, port lengkap (HDMI, USB-A, dua USB-C, slot kad SD) dan kamera web 1080p dengan penutup privasi.',
      ],
      vn: [
        'Laptop Nordvik WorkPro 16',
        'Laptop 16 inch cho người sáng tạo: RAM 32GB, SSD 1TB, card đồ họa rời.',
        'Dựng video, render 3D hay mở bảng tính khổng lồ mà không phải chờ. WorkPro 16 kết hợp chip 16 nhân với <strong>card đồ họa rời</strong> và màn hình 165Hz hiển thị màu chuẩn.',
        'Bàn phím đầy đủ có phím số, nhiều cổng kết nối (HDMI, USB-A, hai USB-C, khe thẻ SD) và webcam 1080p có nắp che riêng tư.',
      ],
    },
  ),
  product(
    {
      key: 'lumora-anc-headphones',
      shop: 'pixel-harbor',
      category: 'audio',
      brand: 'lumora',
      art: 'headphones',
      palette: ['#27272a', '#f97316', '#fde68a'],
      variants: grid('LM-ANC700', 12999, 15999, { color: ['Black', 'White', 'Sand'] }),
      sales: 4580,
      stars: 4.8,
      reviews: 40,
      recommended: true,
    },
    {
      en: [
        'Lumora Wireless Noise-Cancelling Headphones',
        'Adaptive noise cancelling, 40-hour battery and soft memory-foam ear cushions.',
        'Shut out the commute and hear every detail. Lumora’s <strong>adaptive noise cancelling</strong> adjusts to your surroundings, while 40 mm drivers deliver warm, rich sound.',
        [
          'Up to 40 hours of playback, 10 minutes’ charge for 5 hours',
          'Clear calls with four beam-forming microphones',
          'Folds flat into the included travel case',
        ],
      ],
      es: [
        'Auriculares inalámbricos con cancelación de ruido Lumora',
        'Cancelación de ruido adaptativa, 40 horas de batería y almohadillas viscoelásticas.',
        'Olvídate del ruido del trayecto y escucha cada detalle. La <strong>cancelación de ruido adaptativa</strong> de Lumora se ajusta a tu entorno y los drivers de 40 mm ofrecen un sonido cálido y envolvente.',
        [
          'Hasta 40 horas de música; 10 minutos de carga dan 5 horas',
          'Llamadas nítidas con cuatro micrófonos direccionales',
          'Se pliegan en el estuche de viaje incluido',
        ],
      ],
      jp: [
        'Lumora ワイヤレス ノイズキャンセリング ヘッドホン',
        'アダプティブノイキャン、最大40時間再生、低反発イヤーパッド。',
        '通勤の騒音をシャットアウトして、音の細部まで楽しめます。<strong>アダプティブノイズキャンセリング</strong>が周囲の環境に合わせて自動調整。40mmドライバーが温かみのある豊かなサウンドを届けます。',
        ['最大40時間再生、10分の充電で5時間使用可能', '4つのビームフォーミングマイクでクリアな通話', '付属のトラベルケースにコンパクトに収納'],
      ],
      hi: [
        'Lumora वायरलेस नॉइज़-कैंसलिंग हेडफ़ोन',
        'एडैप्टिव नॉइज़ कैंसलिंग, 40 घंटे की बैटरी और मुलायम मेमोरी-फ़ोम कुशन।',
        'सफ़र का शोर बंद करें और हर बारीकी सुनें। Lumora का <strong>एडैप्टिव नॉइज़ कैंसलिंग</strong> आसपास के माहौल के हिसाब से ख़ुद एडजस्ट होता है, और 40 mm ड्राइवर भरपूर, गर्माहट भरी आवाज़ देते हैं।',
        ['40 घंटे तक प्लेबैक, 10 मिनट चार्ज में 5 घंटे', 'चार माइक्रोफ़ोन से साफ़ कॉल', 'साथ मिलने वाले ट्रैवल केस में फ़ोल्ड होकर आ जाते हैं'],
      ],
      id: [
        'Headphone Nirkabel Peredam Bising Lumora',
        'Peredam bising adaptif, baterai 40 jam, dan bantalan busa memori yang empuk.',
        'Redam bisingnya perjalanan dan nikmati setiap detail suara. <strong>Peredam bising adaptif</strong> Lumora menyesuaikan dengan lingkungan Anda, sementara driver 40 mm menghadirkan suara hangat dan kaya.',
        [
          'Hingga 40 jam pemutaran, isi 10 menit untuk 5 jam',
          'Panggilan jernih dengan empat mikrofon beam-forming',
          'Bisa dilipat ke dalam travel case yang disertakan',
        ],
      ],
      zh: [
        'Lumora 无线降噪头戴式耳机',
        '自适应主动降噪，40小时续航，记忆海绵耳罩佩戴舒适。',
        '隔绝通勤噪音，听清每个细节。Lumora <strong>自适应降噪</strong>会根据环境自动调节，40mm动圈单元带来温暖饱满的音色。',
        ['续航长达40小时，快充10分钟可听5小时', '四麦克风波束成形，通话清晰', '可折叠收纳，附赠便携收纳盒'],
      ],
      th: [
        'หูฟังไร้สายตัดเสียงรบกวน Lumora',
        'ตัดเสียงรบกวนแบบปรับอัตโนมัติ แบตนาน 40 ชั่วโมง ฟองน้ำเมมโมรีโฟมนุ่มสบาย',
        'ตัดเสียงวุ่นวายระหว่างเดินทาง แล้วฟังเพลงได้ทุกรายละเอียด ระบบ<strong>ตัดเสียงรบกวนแบบอัจฉริยะ</strong>ของ Lumora ปรับตามสภาพแวดล้อม พร้อมไดรเวอร์ 40 มม. ให้เสียงอบอุ่นเต็มอิ่ม',
        ['ฟังเพลงได้นานสูงสุด 40 ชั่วโมง ชาร์จ 10 นาทีฟังได้ 5 ชั่วโมง', 'ไมโครโฟนสี่ตัว คุยโทรศัพท์ชัดเจน', 'พับเก็บได้ พร้อมกระเป๋าใส่พกพา'],
      ],
      zhtw: [
        'Lumora 無線降噪耳罩式耳機',
        '自適應主動降噪、40 小時續航，記憶海綿耳墊超舒適。',
        '隔絕通勤噪音，聽見每個細節。Lumora <strong>自適應降噪</strong>會依環境自動調整，40mm 單體帶來溫暖飽滿的聲音。',
        ['續航最長 40 小時，充電 10 分鐘可聽 5 小時', '四支波束成形麥克風，通話清楚', '可折疊收進附贈的收納盒'],
      ],
      pt: [
        'Fone de ouvido sem fio com cancelamento de ruído Lumora',
        'Cancelamento de ruído adaptativo, 40 horas de bateria e almofadas de espuma viscoelástica.',
        'Deixe o barulho do trânsito para trás e ouça cada detalhe. O <strong>cancelamento de ruído adaptativo</strong> da Lumora se ajusta ao ambiente, e os drivers de 40 mm entregam um som quente e encorpado.',
        [
          'Até 40 horas de música; 10 minutos de carga rendem 5 horas',
          'Chamadas nítidas com quatro microfones direcionais',
          'Dobra e cabe no estojo de viagem incluso',
        ],
      ],
      ms: [
        'Fon Kepala Wayarles Pembatal Hingar Lumora',
        'Pembatalan hingar adaptif, bateri 40 jam dan kusyen busa memori yang lembut.',
        'Tenggelamkan bunyi bising perjalanan dan dengar setiap butiran. <strong>Pembatalan hingar adaptif</strong> Lumora menyesuaikan diri dengan persekitaran, manakala pemacu 40 mm menghasilkan bunyi yang hangat dan padat.',
        [
          'Sehingga 40 jam main balik, cas 10 minit untuk 5 jam',
          'Panggilan jelas dengan empat mikrofon',
          'Boleh dilipat ke dalam beg perjalanan yang disertakan',
        ],
      ],
      vn: [
        'Tai nghe không dây chống ồn Lumora',
        'Chống ồn chủ động thích ứng, pin 40 giờ, đệm tai mút hoạt tính êm ái.',
        'Gạt bỏ tiếng ồn trên đường đi và nghe rõ từng chi tiết. Tính năng <strong>chống ồn thích ứng</strong> của Lumora tự điều chỉnh theo môi trường, màng loa 40 mm cho âm thanh ấm và dày.',
        ['Nghe nhạc đến 40 giờ, sạc 10 phút dùng 5 giờ', 'Đàm thoại rõ nét với bốn micro định hướng', 'Gập gọn vào hộp đựng đi kèm'],
      ],
    },
  ),
  product(
    {
      key: 'veltrix-buds',
      shop: 'pixel-harbor',
      category: 'audio',
      brand: 'veltrix',
      art: 'headphones',
      palette: ['#f8fafc', '#38bdf8', '#818cf8'],
      variants: one('VX-BUDS2', 4999, 6999, 210),
      sales: 3890,
      stars: 4.5,
      reviews: 36,
    },
    {
      en: [
        'Veltrix Buds 2 True Wireless Earbuds',
        'Tiny, comfortable earbuds with punchy bass and 30 hours with the case.',
        'Pop them in and go: Veltrix Buds 2 connect instantly, stay put during workouts and sound far bigger than they look.',
        ['7 hours per charge, 30 hours with the case', 'IPX5 sweat and splash resistant', 'Low-latency game mode and touch controls'],
      ],
      es: [
        'Auriculares True Wireless Veltrix Buds 2',
        'Pequeños, cómodos, con graves potentes y 30 horas con el estuche.',
        'Póntelos y listo: los Veltrix Buds 2 se conectan al instante, no se mueven al entrenar y suenan mucho más grandes de lo que parecen.',
        ['7 horas por carga y 30 con el estuche', 'Resistentes al sudor y salpicaduras (IPX5)', 'Modo juego de baja latencia y controles táctiles'],
      ],
      jp: [
        'Veltrix Buds 2 完全ワイヤレスイヤホン',
        '小さく快適、迫力の低音。ケース併用で30時間再生。',
        '耳に入れればすぐ接続。運動中もずれにくく、見た目以上にパワフルなサウンドです。',
        ['単体7時間、ケース併用で30時間再生', 'IPX5の防汗・防滴性能', '低遅延ゲームモードとタッチ操作'],
      ],
      hi: [
        'Veltrix Buds 2 ट्रू वायरलेस ईयरबड्स',
        'छोटे, आरामदायक ईयरबड्स, दमदार बेस और केस के साथ 30 घंटे।',
        'कानों में लगाइए और चल पड़िए: Veltrix Buds 2 तुरंत कनेक्ट होते हैं, वर्कआउट में अपनी जगह टिके रहते हैं और अपने आकार से कहीं बड़ी आवाज़ देते हैं।',
        ['एक चार्ज में 7 घंटे, केस के साथ 30 घंटे', 'IPX5 पसीना और छींटों से सुरक्षा', 'लो-लेटेंसी गेम मोड और टच कंट्रोल'],
      ],
      id: [
        'Earbuds TWS Veltrix Buds 2',
        'Earbuds mungil dan nyaman, bass mantap, total 30 jam dengan case.',
        'Pasang dan langsung jalan: Veltrix Buds 2 terhubung seketika, tidak mudah lepas saat olahraga, dan suaranya jauh lebih besar dari ukurannya.',
        ['7 jam sekali isi, 30 jam dengan case', 'Tahan keringat dan cipratan air IPX5', 'Mode game latensi rendah dan kontrol sentuh'],
      ],
      zh: [
        'Veltrix Buds 2 真无线蓝牙耳机',
        '小巧舒适，低音有劲，配合充电盒续航30小时。',
        '戴上即连，运动不掉，声音远比外表更有冲击力。',
        ['单次续航7小时，配合充电盒30小时', 'IPX5防汗防溅水', '低延迟游戏模式，触控操作'],
      ],
      th: [
        'หูฟังไร้สาย Veltrix Buds 2 แบบ True Wireless',
        'เล็ก ใส่สบาย เบสแน่น ใช้ได้ 30 ชั่วโมงเมื่อรวมเคส',
        'ใส่ปุ๊บเชื่อมต่อปั๊บ ออกกำลังกายก็ไม่หลุด และให้เสียงยิ่งใหญ่เกินตัว',
        ['ฟังได้ 7 ชั่วโมงต่อการชาร์จ รวมเคส 30 ชั่วโมง', 'กันเหงื่อและละอองน้ำ IPX5', 'โหมดเกมหน่วงต่ำ ควบคุมด้วยการสัมผัส'],
      ],
      zhtw: [
        'Veltrix Buds 2 真無線藍牙耳機',
        '小巧好戴、低音有力，搭配充電盒續航 30 小時。',
        '戴上就連線，運動時穩穩不掉，聲音遠比外表更有份量。',
        ['單次 7 小時，搭配充電盒 30 小時', 'IPX5 防汗防潑水', '低延遲遊戲模式與觸控操作'],
      ],
      pt: [
        'Fone Bluetooth Veltrix Buds 2 True Wireless',
        'Pequenos, confortáveis, com grave encorpado e 30 horas com o estojo.',
        'É só colocar e sair: os Veltrix Buds 2 conectam na hora, ficam firmes no treino e soam muito maiores do que parecem.',
        ['7 horas por carga e 30 horas com o estojo', 'Resistentes a suor e respingos (IPX5)', 'Modo game de baixa latência e controles por toque'],
      ],
      ms: [
        'Fon Telinga Tanpa Wayar Veltrix Buds 2',
        'Kecil, selesa, bes padu dan 30 jam bersama bekas pengecas.',
        'Pakai dan terus jalan: Veltrix Buds 2 bersambung serta-merta, kekal di telinga semasa bersenam dan bunyinya jauh lebih besar daripada saiznya.',
        ['7 jam setiap cas, 30 jam bersama bekas', 'Kalis peluh dan percikan IPX5', 'Mod permainan kependaman rendah dan kawalan sentuh'],
      ],
      vn: [
        'Tai nghe không dây Veltrix Buds 2',
        'Nhỏ gọn, đeo êm, bass chắc, tổng 30 giờ cùng hộp sạc.',
        'Đeo vào là dùng ngay: Veltrix Buds 2 kết nối tức thì, không rơi khi tập luyện và cho âm thanh lớn hơn hẳn kích thước.',
        ['7 giờ mỗi lần sạc, 30 giờ kèm hộp sạc', 'Chống mồ hôi và nước bắn IPX5', 'Chế độ chơi game độ trễ thấp, điều khiển cảm ứng'],
      ],
    },
  ),
  product(
    {
      key: 'nordvik-55-tv',
      shop: 'pixel-harbor',
      category: 'tv-cameras',
      brand: 'nordvik',
      art: 'tv',
      palette: ['#1e3a8a', '#f472b6', '#fbbf24'],
      variants: one('NV-TV55Q', 49900, 59900, 18),
      sales: 655,
      stars: 4.6,
      reviews: 14,
    },
    {
      en: [
        'Nordvik 55″ 4K QLED Smart TV',
        'Vivid 4K QLED picture, Dolby Vision and every streaming app built in.',
        'Quantum-dot colour and <strong>Dolby Vision HDR</strong> make films and football look stunning, while the slim metal frame fits any living room.',
        ['Built-in streaming apps and voice remote', '120 Hz game mode with two HDMI 2.1 ports', 'Wall mount or stand, both included'],
      ],
      es: [
        'Smart TV Nordvik QLED 4K de 55″',
        'Imagen 4K QLED vibrante, Dolby Vision y todas las apps de streaming.',
        'Los colores de puntos cuánticos y el <strong>HDR Dolby Vision</strong> hacen que películas y partidos luzcan espectaculares, y su marco metálico fino encaja en cualquier salón.',
        ['Apps de streaming integradas y mando por voz', 'Modo juego a 120 Hz con dos puertos HDMI 2.1', 'Incluye soporte de pared y pie'],
      ],
      jp: [
        'Nordvik 55型 4K量子ドット スマートテレビ',
        '鮮やかな4K QLED映像、Dolby Vision対応、動画配信アプリ内蔵。',
        '量子ドットの豊かな色彩と<strong>Dolby Vision HDR</strong>で、映画もスポーツ中継も迫力満点。スリムなメタルフレームはどんなリビングにもなじみます。',
        ['動画配信アプリ内蔵、音声リモコン付き', 'HDMI 2.1×2、120Hzゲームモード対応', '壁掛け金具とスタンドの両方が付属'],
      ],
      hi: [
        'Nordvik 55 इंच 4K QLED स्मार्ट टीवी',
        'शानदार 4K QLED तस्वीर, Dolby Vision और सभी स्ट्रीमिंग ऐप्स।',
        'क्वांटम-डॉट रंग और <strong>Dolby Vision HDR</strong> से फ़िल्में और मैच दोनों ज़बरदस्त दिखते हैं, और पतला मेटल फ़्रेम हर लिविंग रूम में जँचता है।',
        ['बिल्ट-इन स्ट्रीमिंग ऐप्स और वॉइस रिमोट', 'दो HDMI 2.1 पोर्ट के साथ 120 Hz गेम मोड', 'वॉल माउंट और स्टैंड दोनों साथ में'],
      ],
      id: [
        'Smart TV Nordvik 55 inci 4K QLED',
        'Gambar 4K QLED yang hidup, Dolby Vision, dan semua aplikasi streaming.',
        'Warna quantum-dot dan <strong>Dolby Vision HDR</strong> membuat film dan siaran bola tampil memukau, sementara bingkai logam tipisnya pas di ruang keluarga mana pun.',
        ['Aplikasi streaming bawaan dan remote suara', 'Mode game 120 Hz dengan dua port HDMI 2.1', 'Sudah termasuk bracket dinding dan kaki meja'],
      ],
      zh: [
        'Nordvik 55英寸 4K QLED智能电视',
        '4K量子点画质，支持杜比视界，主流视频应用全内置。',
        '量子点色彩配合<strong>杜比视界HDR</strong>，看电影、看球赛都震撼；超窄金属边框，百搭各种客厅。',
        ['内置视频应用，支持语音遥控', '120Hz游戏模式，两个HDMI 2.1接口', '随箱附赠挂架和底座'],
      ],
      th: [
        'สมาร์ททีวี Nordvik 4K QLED ขนาด 55 นิ้ว',
        'ภาพ 4K QLED สีสด รองรับ Dolby Vision มีแอปสตรีมมิงครบ',
        'สีสันจากควอนตัมดอตและ <strong>Dolby Vision HDR</strong> ทำให้ทั้งหนังและฟุตบอลดูสมจริง กรอบโลหะบางเฉียบเข้ากับทุกห้องนั่งเล่น',
        ['มีแอปสตรีมมิงในตัว พร้อมรีโมตสั่งงานด้วยเสียง', 'โหมดเกม 120Hz พร้อมพอร์ต HDMI 2.1 สองช่อง', 'แถมทั้งขาแขวนผนังและขาตั้ง'],
      ],
      zhtw: [
        'Nordvik 55 吋 4K QLED 智慧電視',
        '4K 量子點畫質、支援 Dolby Vision，串流 App 全內建。',
        '量子點色彩搭配 <strong>Dolby Vision HDR</strong>，看電影、看球賽都超震撼；纖薄金屬邊框，擺在哪個客廳都好看。',
        ['內建串流 App，附語音遙控器', '120Hz 遊戲模式，兩個 HDMI 2.1 連接埠', '隨貨附壁掛架與桌上型底座'],
      ],
      pt: [
        'Smart TV Nordvik 55″ 4K QLED',
        'Imagem 4K QLED vibrante, Dolby Vision e todos os apps de streaming.',
        'As cores de pontos quânticos e o <strong>HDR Dolby Vision</strong> deixam filmes e jogos de futebol incríveis, e a moldura fina de metal combina com qualquer sala.',
        ['Apps de streaming integrados e controle por voz', 'Modo game de 120 Hz com duas portas HDMI 2.1', 'Suporte de parede e pés inclusos'],
      ],
      ms: [
        'TV Pintar Nordvik 55 inci 4K QLED',
        'Gambar 4K QLED yang terang, Dolby Vision dan semua aplikasi penstriman.',
        'Warna titik kuantum dan <strong>Dolby Vision HDR</strong> menjadikan filem dan perlawanan bola sepak begitu memukau, manakala bingkai logam nipisnya sesuai di mana-mana ruang tamu.',
        [
          'Aplikasi penstriman terbina dalam dan alat kawalan suara',
          'Mod permainan 120Hz dengan dua port HDMI 2.1',
          'Termasuk pemegang dinding dan kaki dirian',
        ],
      ],
      vn: [
        'Smart TV Nordvik 55 inch 4K QLED',
        'Hình ảnh 4K QLED rực rỡ, hỗ trợ Dolby Vision, đủ ứng dụng xem phim.',
        'Màu sắc chấm lượng tử và <strong>Dolby Vision HDR</strong> giúp phim ảnh lẫn bóng đá sống động, viền kim loại mỏng hợp với mọi phòng khách.',
        ['Tích hợp ứng dụng xem phim, điều khiển bằng giọng nói', 'Chế độ chơi game 120Hz, hai cổng HDMI 2.1', 'Kèm cả giá treo tường và chân đế'],
      ],
    },
  ),
  product(
    {
      key: 'veltrix-mirrorless-kit',
      shop: 'pixel-harbor',
      category: 'tv-cameras',
      brand: 'veltrix',
      art: 'camera',
      palette: ['#44403c', '#f59e0b', '#60a5fa'],
      variants: grid('VX-MX24', 64900, 72900, { color: ['Black', 'Silver'] }),
      sales: 238,
      stars: 4.7,
      reviews: 8,
    },
    {
      en: [
        'Veltrix MX-24 Mirrorless Camera with 18–55 mm Lens',
        '24 MP APS-C sensor, fast eye autofocus and 4K video in a retro body.',
        'Classic dials, modern brains: the MX-24 finds and follows eyes in a split second, so portraits, pets and street shots come out sharp.',
        ['24 MP APS-C sensor with in-body stabilisation', '4K 30p video and flip-out touchscreen', 'Kit lens 18–55 mm, battery and charger included'],
      ],
      es: [
        'Cámara sin espejo Veltrix MX-24 con objetivo 18–55 mm',
        'Sensor APS-C de 24 MP, enfoque rápido en los ojos y vídeo 4K con estética retro.',
        'Diales clásicos y cerebro moderno: la MX-24 detecta y sigue los ojos en un instante, para que retratos, mascotas y fotos callejeras salgan nítidos.',
        ['Sensor APS-C de 24 MP con estabilización integrada', 'Vídeo 4K a 30p y pantalla táctil abatible', 'Incluye objetivo 18–55 mm, batería y cargador'],
      ],
      jp: [
        'Veltrix MX-24 ミラーレス一眼 18-55mmレンズキット',
        '2,400万画素APS-C、高速瞳AF、4K動画。レトロなデザイン。',
        'クラシックなダイヤルに最新の頭脳。MX-24は瞬時に瞳を捉えて追い続けるので、ポートレートもペットもスナップもくっきり。',
        ['ボディ内手ブレ補正付き2,400万画素APS-Cセンサー', '4K 30p動画、バリアングル式タッチパネル', '18-55mmレンズ・バッテリー・充電器付き'],
      ],
      hi: [
        'Veltrix MX-24 मिररलेस कैमरा, 18–55 mm लेंस के साथ',
        '24 MP APS-C सेंसर, तेज़ आई-ऑटोफ़ोकस और 4K वीडियो, रेट्रो लुक में।',
        'क्लासिक डायल, आधुनिक दिमाग़: MX-24 पलक झपकते ही आँखों को पहचानकर फ़ोकस करता है, ताकि पोर्ट्रेट, पालतू जानवर और स्ट्रीट फ़ोटो सब शार्प आएँ।',
        ['इन-बॉडी स्टेबिलाइज़ेशन के साथ 24 MP APS-C सेंसर', '4K 30p वीडियो और घूमने वाली टचस्क्रीन', '18–55 mm लेंस, बैटरी और चार्जर साथ में'],
      ],
      id: [
        'Kamera Mirrorless Veltrix MX-24 dengan Lensa 18–55 mm',
        'Sensor APS-C 24 MP, autofokus mata yang cepat, dan video 4K dalam bodi retro.',
        'Tombol klasik, otak modern: MX-24 mengenali dan mengikuti mata dalam sekejap, jadi foto potret, hewan peliharaan, dan jalanan tetap tajam.',
        ['Sensor APS-C 24 MP dengan stabilisasi di bodi', 'Video 4K 30p dan layar sentuh lipat', 'Termasuk lensa kit 18–55 mm, baterai, dan charger'],
      ],
      zh: [
        'Veltrix MX-24 微单相机 18-55mm镜头套机',
        '2400万像素APS-C画幅，快速眼部对焦，4K视频，复古外观。',
        '经典拨盘，聪明内核：MX-24 瞬间识别并追踪眼睛，人像、宠物、街拍都清晰锐利。',
        ['2400万像素APS-C传感器，机身防抖', '4K 30p视频，翻转触摸屏', '含18-55mm镜头、电池和充电器'],
      ],
      th: [
        'กล้องมิเรอร์เลส Veltrix MX-24 พร้อมเลนส์ 18–55 มม.',
        'เซนเซอร์ APS-C 24MP โฟกัสดวงตาไว ถ่ายวิดีโอ 4K ดีไซน์เรโทร',
        'ปุ่มหมุนสไตล์คลาสสิก สมองทันสมัย MX-24 จับและติดตามดวงตาได้ในพริบตา ภาพพอร์เทรต สัตว์เลี้ยง หรือสตรีทก็คมชัด',
        ['เซนเซอร์ APS-C 24MP พร้อมกันสั่นในตัวกล้อง', 'วิดีโอ 4K 30p จอสัมผัสพับหมุนได้', 'มาพร้อมเลนส์คิต 18–55 มม. แบตเตอรี่และที่ชาร์จ'],
      ],
      zhtw: [
        'Veltrix MX-24 無反光鏡相機 18-55mm 鏡頭組',
        '2400 萬畫素 APS-C、快速眼部對焦、4K 錄影，復古造型。',
        '經典轉盤、聰明核心：MX-24 瞬間辨識並追蹤眼睛，人像、毛孩、街拍都清楚銳利。',
        ['2400 萬畫素 APS-C 感光元件，機身防手震', '4K 30p 錄影，翻轉觸控螢幕', '附 18-55mm 鏡頭、電池與充電器'],
      ],
      pt: [
        'Câmera mirrorless Veltrix MX-24 com lente 18–55 mm',
        'Sensor APS-C de 24 MP, foco rápido nos olhos e vídeo 4K num corpo retrô.',
        'Controles clássicos, cérebro moderno: a MX-24 encontra e acompanha os olhos num piscar, e retratos, pets e fotos de rua saem nítidos.',
        [
          'Sensor APS-C de 24 MP com estabilização no corpo',
          'Vídeo 4K 30p e tela sensível ao toque articulada',
          'Lente 18–55 mm, bateria e carregador inclusos',
        ],
      ],
      ms: [
        'Kamera Tanpa Cermin Veltrix MX-24 dengan Kanta 18–55 mm',
        'Penderia APS-C 24MP, autofokus mata yang pantas dan video 4K dalam rekaan retro.',
        'Dail klasik, otak moden: MX-24 mengesan dan mengikuti mata dalam sekelip mata, jadi potret, haiwan peliharaan dan gambar jalanan kekal tajam.',
        ['Penderia APS-C 24MP dengan penstabil dalam badan', 'Video 4K 30p dan skrin sentuh boleh lipat', 'Termasuk kanta 18–55 mm, bateri dan pengecas'],
      ],
      vn: [
        'Máy ảnh mirrorless Veltrix MX-24 kèm ống kính 18–55 mm',
        'Cảm biến APS-C 24MP, lấy nét mắt nhanh, quay video 4K, thiết kế hoài cổ.',
        'Vòng xoay cổ điển, bộ xử lý hiện đại: MX-24 nhận diện và bám nét mắt trong tích tắc, chụp chân dung, thú cưng hay đường phố đều sắc nét.',
        ['Cảm biến APS-C 24MP, chống rung trên thân máy', 'Quay 4K 30p, màn hình cảm ứng xoay lật', 'Kèm ống kính 18–55 mm, pin và sạc'],
      ],
    },
  ),
  product(
    {
      key: 'lumora-instant-camera',
      shop: 'pixel-harbor',
      category: 'tv-cameras',
      brand: 'lumora',
      art: 'camera',
      palette: ['#6ee7b7', '#f472b6', '#fef3c7'],
      variants: one('LM-INSTA', 6999, 8499, 96),
      sales: 1712,
      stars: 4.3,
      reviews: 21,
    },
    {
      en: [
        'Lumora Snap Instant Film Camera',
        'Point, shoot and hold a real photo in 90 seconds. Great for parties and trips.',
        'The Snap sets exposure for you, so every shot just works. A selfie mirror and close-up mode make group photos and details easy.',
        'Uses standard mini instant film. Comes with a wrist strap and two AA batteries, in a cheerful mint colour.',
      ],
      es: [
        'Cámara instantánea Lumora Snap',
        'Apunta, dispara y ten una foto real en 90 segundos. Ideal para fiestas y viajes.',
        'La Snap ajusta la exposición por ti, así que cada foto sale bien. El espejo para selfies y el modo de primer plano facilitan las fotos de grupo y los detalles.',
        'Usa película instantánea mini estándar. Incluye correa de muñeca y dos pilas AA, en un alegre color menta.',
      ],
      jp: [
        'Lumora Snap インスタントカメラ',
        '撮ったその場で90秒でプリント。パーティーや旅行にぴったり。',
        '露出は自動調整なので、誰が撮ってもきれいに仕上がります。自撮りミラーと接写モードで、グループ写真も小物もかんたん。',
        '一般的なミニサイズのインスタントフィルムに対応。ハンドストラップと単3電池2本付き。爽やかなミントカラーです。',
      ],
      hi: [
        'Lumora Snap इंस्टेंट फ़िल्म कैमरा',
        'क्लिक करें और 90 सेकंड में असली फ़ोटो हाथ में। पार्टी और घूमने के लिए बढ़िया।',
        'Snap ख़ुद एक्सपोज़र सेट करता है, इसलिए हर फ़ोटो अच्छी आती है। सेल्फ़ी मिरर और क्लोज़-अप मोड से ग्रुप फ़ोटो और छोटी चीज़ें खींचना आसान।',
        'स्टैंडर्ड मिनी इंस्टेंट फ़िल्म के साथ चलता है। कलाई का स्ट्रैप और दो AA बैटरी साथ में, प्यारे मिंट रंग में।',
      ],
      id: [
        'Kamera Instan Lumora Snap',
        'Jepret dan pegang foto asli dalam 90 detik. Seru untuk pesta dan liburan.',
        'Snap mengatur eksposur otomatis, jadi setiap jepretan langsung jadi. Cermin selfie dan mode close-up memudahkan foto ramai-ramai maupun detail kecil.',
        'Menggunakan film instan mini standar. Dilengkapi tali pergelangan dan dua baterai AA, dalam warna mint yang ceria.',
      ],
      zh: [
        'Lumora Snap 拍立得相机',
        '咔嚓一下，90秒拿到实体照片，聚会旅行必备。',
        'Snap 自动调节曝光，随手一拍就好看。自拍镜和近拍模式，合照和小物特写都轻松。',
        '使用标准mini拍立得相纸，附赠手腕带和两节AA电池，清新薄荷绿配色。',
      ],
      th: [
        'กล้องฟิล์มอินสแตนท์ Lumora Snap',
        'กดชัตเตอร์แล้วได้รูปจริงใน 90 วินาที เหมาะกับปาร์ตี้และทริปเที่ยว',
        'Snap ปรับค่าแสงให้อัตโนมัติ ถ่ายรูปไหนก็ออกมาสวย มีกระจกเซลฟีและโหมดถ่ายใกล้ ถ่ายรูปหมู่หรือของชิ้นเล็กก็ง่าย',
        'ใช้ฟิล์มอินสแตนท์ขนาดมินิมาตรฐาน แถมสายคล้องข้อมือและถ่าน AA สองก้อน สีมิ้นต์สดใส',
      ],
      zhtw: [
        'Lumora Snap 拍立得相機',
        '喀嚓一聲，90 秒就拿到實體照片，派對旅行必備。',
        'Snap 自動調整曝光，隨手拍都好看。自拍鏡與近拍模式，合照、小物特寫都輕鬆。',
        '使用標準 mini 拍立得底片，附手腕帶與兩顆 AA 電池，清新薄荷綠配色。',
      ],
      pt: [
        'Câmera instantânea Lumora Snap',
        'Aponte, clique e tenha uma foto de verdade em 90 segundos. Perfeita para festas e viagens.',
        'A Snap ajusta a exposição sozinha, então toda foto sai boa. O espelho para selfie e o modo close facilitam fotos em grupo e detalhes.',
        'Usa filme instantâneo mini padrão. Vem com alça de pulso e duas pilhas AA, numa cor menta bem alegre.',
      ],
      ms: [
        'Kamera Filem Segera Lumora Snap',
        'Tekan dan dapatkan gambar sebenar dalam 90 saat. Sesuai untuk parti dan percutian.',
        'Snap menetapkan pendedahan secara automatik, jadi setiap gambar menjadi. Cermin swafoto dan mod dekat memudahkan gambar berkumpulan dan butiran kecil.',
        'Menggunakan filem segera mini standard. Disertakan tali pergelangan dan dua bateri AA, dalam warna pudina yang ceria.',
      ],
      vn: [
        'Máy ảnh chụp lấy liền Lumora Snap',
        'Bấm máy là có ảnh thật trong 90 giây. Hợp cho tiệc tùng và du lịch.',
        'Snap tự cân chỉnh sáng nên tấm nào cũng đẹp. Gương selfie và chế độ chụp cận giúp chụp ảnh nhóm hay chi tiết nhỏ thật dễ dàng.',
        'Dùng phim chụp lấy liền khổ mini tiêu chuẩn. Kèm dây đeo tay và hai pin AA, màu xanh bạc hà tươi tắn.',
      ],
    },
  ),
];
