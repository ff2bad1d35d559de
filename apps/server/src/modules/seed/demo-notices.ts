/**
 * The demo's notices and announcements, so the notices page shows something on a fresh start:
 * three announcements in every language, and for each demo buyer and seller a few notices about
 * what they did (read and unread, every state). Notices are written as templates with values,
 * as the modules write them, so they read in whichever language the user picks. Runs after the
 * shops and products exist.
 */
import { LANGS, type Localized } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { DAY, HOUR } from '../../lib/time';
import { NoticeState, type NoticeStateCode, NoticeType, type NoticeTypeCode } from '../notices/notify';
import { insertAnnouncement } from '../notices/queries';
import type { NoticeTemplate } from '../notices/texts/en';
import { DEMO_ADMIN, DEMO_BUYERS } from './accounts';
import { demoShops } from './demo-catalog';

/** A Localized text from its eleven translations, in the order of LANGS. */
function L(en: string, es: string, jp: string, hi: string, id: string, zh: string, th: string, zhtw: string, pt: string, ms: string, vn: string): Localized {
  return { en, es, jp, hi, id, zh, th, zhtw, pt, ms, vn };
}

const demoAnnouncements: { daysAgo: number; title: Localized; body: Localized }[] = [
  {
    daysAgo: 14,
    title: L(
      'Keep your account safe',
      'Protege tu cuenta',
      'アカウントを安全に保つために',
      'अपना खाता सुरक्षित रखें',
      'Jaga keamanan akunmu',
      '保护好你的账户',
      'รักษาบัญชีของคุณให้ปลอดภัย',
      '保護好您的帳號',
      'Mantenha sua conta segura',
      'Pastikan akaun anda selamat',
      'Giữ an toàn cho tài khoản của bạn',
    ),
    body: L(
      'Agora staff will never ask for your password or a verification code. If anyone does, do not share it, and tell our support team.',
      'El personal de Agora nunca te pedirá tu contraseña ni un código de verificación. Si alguien lo hace, no lo compartas y avisa a nuestro equipo de soporte.',
      'Agora のスタッフがパスワードや認証コードをお尋ねすることは決してありません。尋ねられても教えずに、サポートまでご連絡ください。',
      'Agora का स्टाफ़ कभी भी आपका पासवर्ड या सत्यापन कोड नहीं माँगेगा। अगर कोई माँगे, तो उसे न बताएँ और हमारी सहायता टीम को सूचित करें।',
      'Staf Agora tidak akan pernah meminta kata sandi atau kode verifikasimu. Jika ada yang memintanya, jangan berikan dan laporkan ke tim dukungan kami.',
      'Agora 工作人员绝不会索要你的密码或验证码。如有人索要，请不要提供，并告知我们的客服团队。',
      'เจ้าหน้าที่ของ Agora จะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณเด็ดขาด หากมีใครขอ โปรดอย่าให้ และแจ้งทีมบริการลูกค้าของเรา',
      'Agora 工作人員絕不會向您索取密碼或驗證碼。若有人索取，請勿提供，並告知我們的客服團隊。',
      'A equipe da Agora nunca pedirá sua senha nem um código de verificação. Se alguém pedir, não compartilhe e avise nosso suporte.',
      'Kakitangan Agora tidak akan sekali-kali meminta kata laluan atau kod pengesahan anda. Jika ada yang meminta, jangan berikan dan maklumkan kepada pasukan sokongan kami.',
      'Nhân viên Agora sẽ không bao giờ hỏi mật khẩu hay mã xác minh của bạn. Nếu có ai hỏi, đừng cung cấp và hãy báo cho bộ phận hỗ trợ của chúng tôi.',
    ),
  },
  {
    daysAgo: 5,
    title: L(
      'Open your own shop',
      'Abre tu propia tienda',
      'あなたのショップを開きませんか',
      'अपनी खुद की दुकान खोलें',
      'Buka tokomu sendiri',
      '开一家属于你的店铺',
      'เปิดร้านของคุณเอง',
      '開一家屬於您的商店',
      'Abra sua própria loja',
      'Buka kedai anda sendiri',
      'Mở cửa hàng của riêng bạn',
    ),
    body: L(
      'Anyone can sell on Agora. Choose “Become a seller” in your account menu, add your shop details and ID, and our team reviews applications within two working days.',
      'Cualquiera puede vender en Agora. Elige «Hazte vendedor» en el menú de tu cuenta, añade los datos de tu tienda y tu documento de identidad, y revisaremos tu solicitud en dos días hábiles.',
      'Agora では誰でも出品できます。アカウントメニューの「出品者になる」からショップ情報と本人確認書類を登録すると、2 営業日以内に審査します。',
      'Agora पर कोई भी बेच सकता है। अपने खाते के मेनू में “विक्रेता बनें” चुनें, अपनी दुकान की जानकारी और पहचान पत्र जोड़ें, और हमारी टीम दो कार्यदिवसों में आवेदन की समीक्षा करेगी।',
      'Siapa pun bisa berjualan di Agora. Pilih “Jadi penjual” di menu akunmu, isi data toko dan identitasmu, lalu tim kami meninjau pengajuan dalam dua hari kerja.',
      '人人都可以在 Agora 开店。在账户菜单中选择“成为卖家”，填写店铺信息并上传身份证件，我们会在两个工作日内完成审核。',
      'ใครๆ ก็ขายของบน Agora ได้ เลือก “เป็นผู้ขาย” ในเมนูบัญชี กรอกข้อมูลร้านและแนบบัตรประจำตัว แล้วทีมงานจะตรวจสอบใบสมัครภายในสองวันทำการ',
      '人人都能在 Agora 開店。在帳號選單中選擇「成為賣家」，填寫商店資料並上傳身分證件，我們會在兩個工作天內完成審核。',
      'Qualquer pessoa pode vender na Agora. Escolha “Quero vender” no menu da sua conta, informe os dados da loja e seu documento, e analisamos o pedido em até dois dias úteis.',
      'Sesiapa sahaja boleh berniaga di Agora. Pilih “Jadi penjual” dalam menu akaun anda, isikan butiran kedai dan kad pengenalan, dan pasukan kami akan menyemak permohonan dalam dua hari bekerja.',
      'Ai cũng có thể bán hàng trên Agora. Chọn “Trở thành người bán” trong menu tài khoản, điền thông tin cửa hàng và giấy tờ tùy thân, đội ngũ của chúng tôi sẽ xét duyệt trong hai ngày làm việc.',
    ),
  },
  {
    daysAgo: 1,
    title: L(
      'Free delivery from 500 pieces',
      'Envío gratis a partir de 500 unidades',
      '500 点以上で送料無料',
      '500 पीस से ज़्यादा पर मुफ़्त डिलीवरी',
      'Gratis ongkir mulai 500 pcs',
      '满 500 件包邮',
      'ส่งฟรีเมื่อสั่ง 500 ชิ้นขึ้นไป',
      '滿 500 件免運',
      'Frete grátis a partir de 500 peças',
      'Penghantaran percuma untuk 500 unit ke atas',
      'Miễn phí giao hàng từ 500 sản phẩm',
    ),
    body: L(
      'Buying wholesale? Every order of 500 pieces or more now ships free, from every shop in the mall.',
      '¿Compras al por mayor? Todos los pedidos de 500 unidades o más tienen ahora envío gratis, en todas las tiendas.',
      'まとめ買いなら、モール内のすべてのショップで 500 点以上のご注文は送料無料になりました。',
      'थोक में ख़रीद रहे हैं? मॉल की हर दुकान से 500 या उससे ज़्यादा पीस के हर ऑर्डर पर अब डिलीवरी मुफ़्त है।',
      'Belanja grosir? Kini semua pesanan 500 pcs atau lebih gratis ongkir, dari toko mana pun di mal.',
      '批发采购更划算：商城内所有店铺的订单满 500 件即可包邮。',
      'ซื้อจำนวนมากใช่ไหม ตอนนี้ทุกคำสั่งซื้อตั้งแต่ 500 ชิ้นขึ้นไปส่งฟรี จากทุกร้านในห้าง',
      '批發採購更划算：商城內所有商店的訂單滿 500 件即享免運。',
      'Comprando no atacado? Agora todo pedido de 500 peças ou mais tem frete grátis, em todas as lojas do shopping.',
      'Membeli secara borong? Kini setiap pesanan 500 unit atau lebih dihantar percuma, dari semua kedai di pusat beli-belah.',
      'Mua sỉ? Giờ đây mọi đơn hàng từ 500 sản phẩm trở lên đều được miễn phí giao hàng, ở mọi cửa hàng trong trung tâm.',
    ),
  },
];

interface DemoNotice {
  type: NoticeTypeCode;
  state: NoticeStateCode;
  template: NoticeTemplate;
  params: Record<string, string | number>;
  read: boolean;
  hoursAgo: number;
}

/**
 * A refused shop application in each buyer's past. Buyers 2 and 3 have a current application
 * (demo-applications.ts: pending, refused) with its own notice; buyer 1 applied twice and may
 * apply again, the second refusal still unread.
 */
const buyerNotices = (firstname: string, index: number): DemoNotice[] => {
  const shop = `${firstname.split(' ')[0]}’s Corner`;
  const refused = { type: NoticeType.shopApplication, state: NoticeState.failed, template: 'shopApplicationRejected' } as const;
  const past: DemoNotice = { ...refused, params: { shop, reason: 'The photos of the ID card could not be read' }, read: true, hoursAgo: 40 * 24 };
  if (index > 0) return [past];
  return [past, { ...refused, params: { shop, reason: 'The shop address is incomplete' }, read: false, hoursAgo: 30 }];
};

/** A seller whose shop was approved, and whose products and stock went through review. */
const sellerNotices = (shop: string, products: string[]): DemoNotice[] => {
  const [first = shop, second = first, third = second] = products;
  return [
    { type: NoticeType.shopApplication, state: NoticeState.succeeded, template: 'shopApplicationApproved', params: { shop }, read: true, hoursAgo: 40 * 24 },
    {
      type: NoticeType.productApplication,
      state: NoticeState.failed,
      template: 'productRejected',
      params: { product: first, reason: 'The main photo carries another shop’s watermark' },
      read: true,
      hoursAgo: 9 * 24,
    },
    { type: NoticeType.productApplication, state: NoticeState.succeeded, template: 'productApproved', params: { product: second }, read: false, hoursAgo: 50 },
    {
      type: NoticeType.stockApplication,
      state: NoticeState.succeeded,
      template: 'stockApplicationApproved',
      params: { product: third, quantity: 50 },
      read: false,
      hoursAgo: 6,
    },
  ];
};

export async function seedDemoNotices(db: Db): Promise<void> {
  const now = Date.now();
  const admin = await db.selectFrom('user').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirst();
  for (const announcement of demoAnnouncements) {
    await insertAnnouncement(db, {
      createdBy: admin?.id ?? null,
      createdAt: new Date(now - announcement.daysAgo * DAY).toISOString(),
      texts: LANGS.map((lang) => ({ lang, title: announcement.title[lang], body: announcement.body[lang] })),
    });
  }

  const rows: { userId: number; notice: DemoNotice }[] = [];
  for (const [index, buyer] of DEMO_BUYERS.entries()) {
    const user = await db.selectFrom('user').select('id').where('email', '=', buyer.email).executeTakeFirstOrThrow();
    for (const notice of buyerNotices(buyer.firstname, index)) rows.push({ userId: user.id, notice });
  }
  for (const shop of demoShops) {
    const owner = await db
      .selectFrom('shop')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select(['user.id as userId', 'shop.id as shopId'])
      .where('user.email', '=', shop.owner.email)
      .executeTakeFirstOrThrow();
    const products = await db
      .selectFrom('product')
      .innerJoin('product_translation', 'product_translation.product_id', 'product.id')
      .select('product_translation.name')
      .where('product.shop_id', '=', owner.shopId)
      .where('product_translation.lang', '=', 'en')
      .orderBy('product.id')
      .limit(3)
      .execute();
    for (const notice of sellerNotices(
      shop.name,
      products.map((p) => p.name),
    ))
      rows.push({ userId: owner.userId, notice });
  }
  // Oldest first, so ids follow time as they do for real notices.
  rows.sort((a, b) => b.notice.hoursAgo - a.notice.hoursAgo);
  await db
    .insertInto('notice')
    .values(
      rows.map(({ userId, notice }) => ({
        user_id: userId,
        type: notice.type,
        state: notice.state,
        title: '',
        content: '',
        template: notice.template,
        params: JSON.stringify(notice.params),
        is_read: notice.read ? 1 : 0,
        created_at: new Date(now - notice.hoursAgo * HOUR).toISOString(),
      })),
    )
    .execute();
}
