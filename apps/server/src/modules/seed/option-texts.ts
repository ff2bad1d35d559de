/**
 * The demo's variant options in all eleven languages: option names (colour, size…) and the
 * values that are words (colours, shades, ages). Values that read the same everywhere ("M",
 * "42", "41 mm", "250 g") have no rows and show as stored. A product may word its options its
 * own way (the coffee's "size" is its weight), as a seller would.
 */
import { LANGS, type Localized } from '@agora/contract/locale';

/** A Localized text from its eleven translations, in the order of LANGS. */
function L(en: string, es: string, jp: string, hi: string, id: string, zh: string, th: string, zhtw: string, pt: string, ms: string, vn: string): Localized {
  return { en, es, jp, hi, id, zh, th, zhtw, pt, ms, vn };
}

const NAMES: Record<string, Localized> = {
  color: L('Colour', 'Color', 'カラー', 'रंग', 'Warna', '颜色', 'สี', '顏色', 'Cor', 'Warna', 'Màu sắc'),
  size: L('Size', 'Talla', 'サイズ', 'साइज़', 'Ukuran', '尺码', 'ไซส์', '尺寸', 'Tamanho', 'Saiz', 'Kích cỡ'),
};

const VALUES: Record<string, Localized> = {
  Black: L('Black', 'Negro', 'ブラック', 'काला', 'Hitam', '黑色', 'ดำ', '黑色', 'Preto', 'Hitam', 'Đen'),
  White: L('White', 'Blanco', 'ホワイト', 'सफ़ेद', 'Putih', '白色', 'ขาว', '白色', 'Branco', 'Putih', 'Trắng'),
  Silver: L('Silver', 'Plata', 'シルバー', 'सिल्वर', 'Perak', '银色', 'เงิน', '銀色', 'Prata', 'Perak', 'Bạc'),
  Grey: L('Grey', 'Gris', 'グレー', 'ग्रे', 'Abu-abu', '灰色', 'เทา', '灰色', 'Cinza', 'Kelabu', 'Xám'),
  Red: L('Red', 'Rojo', 'レッド', 'लाल', 'Merah', '红色', 'แดง', '紅色', 'Vermelho', 'Merah', 'Đỏ'),
  Navy: L('Navy', 'Azul marino', 'ネイビー', 'नेवी ब्लू', 'Biru Dongker', '藏青色', 'กรมท่า', '深藍色', 'Azul-marinho', 'Biru Tua', 'Xanh navy'),
  Beige: L('Beige', 'Beis', 'ベージュ', 'बेज', 'Beige', '米色', 'เบจ', '米色', 'Bege', 'Beige', 'Màu be'),
  Cream: L('Cream', 'Crema', 'クリーム', 'क्रीम', 'Krem', '奶油色', 'ครีม', '奶油色', 'Creme', 'Krim', 'Màu kem'),
  Sand: L('Sand', 'Arena', 'サンド', 'रेतीला', 'Pasir', '沙色', 'สีทราย', '沙色', 'Areia', 'Pasir', 'Màu cát'),
  Tan: L('Tan', 'Camel', 'キャメル', 'टैन', 'Cokelat Muda', '焦糖色', 'สีแทน', '焦糖色', 'Caramelo', 'Coklat Cerah', 'Nâu bò'),
  Teal: L('Teal', 'Verde azulado', 'ティール', 'टील', 'Hijau Toska', '蓝绿色', 'เขียวหัวเป็ด', '藍綠色', 'Verde-petróleo', 'Hijau Kebiruan', 'Xanh mòng két'),
  Mint: L('Mint', 'Menta', 'ミント', 'मिंट', 'Hijau Mint', '薄荷绿', 'มิ้นต์', '薄荷綠', 'Verde-menta', 'Hijau Pudina', 'Xanh bạc hà'),
  Sage: L('Sage', 'Verde salvia', 'セージグリーン', 'सेज ग्रीन', 'Hijau Sage', '鼠尾草绿', 'เขียวเซจ', '鼠尾草綠', 'Verde-sálvia', 'Hijau Sage', 'Xanh sage'),
  Coral: L('Coral', 'Coral', 'コーラル', 'कोरल', 'Koral', '珊瑚色', 'คอรัล', '珊瑚色', 'Coral', 'Koral', 'Cam san hô'),
  Berry: L('Berry', 'Mora', 'ベリー', 'बेरी', 'Berry', '莓果色', 'เบอร์รี่', '莓果色', 'Amora', 'Beri', 'Đỏ mọng'),
  Terracotta: L('Terracotta', 'Terracota', 'テラコッタ', 'टेराकोटा', 'Terakota', '陶土色', 'เทอร์ราคอตต้า', '陶土色', 'Terracota', 'Terakota', 'Đỏ đất nung'),
  'Midnight Black': L(
    'Midnight Black',
    'Negro medianoche',
    'ミッドナイトブラック',
    'मिडनाइट ब्लैक',
    'Hitam Midnight',
    '午夜黑',
    'ดำมิดไนท์',
    '午夜黑',
    'Preto meia-noite',
    'Hitam Tengah Malam',
    'Đen bóng đêm',
  ),
  'Matte Black': L(
    'Matte Black',
    'Negro mate',
    'マットブラック',
    'मैट ब्लैक',
    'Hitam Doff',
    '哑光黑',
    'ดำด้าน',
    '霧面黑',
    'Preto fosco',
    'Hitam Matte',
    'Đen nhám',
  ),
  'Ocean Blue': L(
    'Ocean Blue',
    'Azul océano',
    'オーシャンブルー',
    'ओशन ब्लू',
    'Biru Laut',
    '海洋蓝',
    'ฟ้าโอเชียน',
    '海洋藍',
    'Azul-oceano',
    'Biru Lautan',
    'Xanh đại dương',
  ),
  'Sky Blue': L('Sky Blue', 'Azul cielo', 'スカイブルー', 'आसमानी', 'Biru Langit', '天蓝色', 'ฟ้า', '天藍色', 'Azul-celeste', 'Biru Langit', 'Xanh da trời'),
  'Space Grey': L(
    'Space Grey',
    'Gris espacial',
    'スペースグレイ',
    'स्पेस ग्रे',
    'Abu-abu Angkasa',
    '深空灰',
    'เทาสเปซเกรย์',
    '太空灰',
    'Cinza-espacial',
    'Kelabu Angkasa',
    'Xám không gian',
  ),
  'Rose Gold': L('Rose Gold', 'Oro rosa', 'ローズゴールド', 'रोज़ गोल्ड', 'Rose Gold', '玫瑰金', 'โรสโกลด์', '玫瑰金', 'Ouro rosé', 'Emas Mawar', 'Vàng hồng'),
  'Ruby Red': L('Ruby Red', 'Rojo rubí', 'ルビーレッド', 'रूबी रेड', 'Merah Ruby', '宝石红', 'แดงทับทิม', '寶石紅', 'Vermelho-rubi', 'Merah Delima', 'Đỏ ruby'),
  'Nude Rose': L('Nude Rose', 'Rosa nude', 'ヌードローズ', 'न्यूड रोज़', 'Nude Rose', '裸玫瑰', 'นู้ดโรส', '裸玫瑰', 'Rosa nude', 'Merah Jambu Nude', 'Hồng nude'),
  '3-4Y': L('3–4 years', '3-4 años', '3〜4歳', '3-4 साल', '3-4 tahun', '3-4岁', '3-4 ปี', '3-4歲', '3-4 anos', '3-4 tahun', '3-4 tuổi'),
  '5-6Y': L('5–6 years', '5-6 años', '5〜6歳', '5-6 साल', '5-6 tahun', '5-6岁', '5-6 ปี', '5-6歲', '5-6 anos', '5-6 tahun', '5-6 tuổi'),
  '7-8Y': L('7–8 years', '7-8 años', '7〜8歳', '7-8 साल', '7-8 tahun', '7-8岁', '7-8 ปี', '7-8歲', '7-8 anos', '7-8 tahun', '7-8 tuổi'),
};

/** Products that word an option their own way: by product key, option name or value → text. */
const OWN_WORDING: Record<string, { names?: Record<string, Localized>; values?: Record<string, Localized> }> = {
  'kivu-arabica-coffee-beans': {
    names: { size: L('Weight', 'Peso', '内容量', 'वज़न', 'Berat', '重量', 'น้ำหนัก', '重量', 'Peso', 'Berat', 'Khối lượng') },
  },
  'solenne-cushion-foundation': {
    names: { color: L('Shade', 'Tono', '色味', 'शेड', 'Shade', '色号', 'เฉดสี', '色號', 'Tom', 'Rona', 'Tông màu') },
    values: {
      Light: L('Light', 'Claro', 'ライト', 'हल्का', 'Terang', '亮肤色', 'ผิวขาว', '亮膚色', 'Claro', 'Cerah', 'Sáng'),
      Medium: L('Medium', 'Medio', 'ミディアム', 'मध्यम', 'Sedang', '自然色', 'ผิวสองสี', '自然色', 'Médio', 'Sederhana', 'Trung bình'),
      Tan: L('Tan', 'Bronceado', 'タン', 'सांवला', 'Sawo Matang', '小麦色', 'ผิวแทน', '小麥色', 'Bronzeado', 'Sawo Matang', 'Ngăm'),
    },
  },
};

export interface OptionTextInsert {
  product_id: number;
  lang: string;
  option_name: string;
  option_value: string;
  text: string;
}

/** The option texts of one demo product, every language, for the options its variants use. */
export function optionTextRows(productId: number, productKey: string, variants: { options: Record<string, string> }[]): OptionTextInsert[] {
  const own = OWN_WORDING[productKey];
  const used = new Map<string, Set<string>>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options)) used.set(name, (used.get(name) ?? new Set()).add(value));
  }
  const rows: OptionTextInsert[] = [];
  const add = (name: string, value: string, text: Localized | undefined) => {
    if (text) for (const lang of LANGS) rows.push({ product_id: productId, lang, option_name: name, option_value: value, text: text[lang] || text.en });
  };
  for (const [name, values] of used) {
    add(name, '', own?.names?.[name] ?? NAMES[name]);
    for (const value of values) add(name, value, own?.values?.[value] ?? VALUES[value]);
  }
  return rows;
}
