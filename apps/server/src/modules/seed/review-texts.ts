/**
 * What the demo's reviewers write, in their own language, by how many stars they give: praise
 * for five, a small reservation for four, lukewarm for three, a complaint for one or two.
 */
import type { Lang } from '@agora/contract/locale';

export interface ReviewTexts {
  /** 5 stars */
  great: readonly string[];
  /** 4 stars */
  good: readonly string[];
  /** 3 stars */
  fair: readonly string[];
  /** 1 or 2 stars */
  poor: readonly string[];
}

export const REVIEW_TEXTS: Record<Lang, ReviewTexts> = {
  en: {
    great: [
      'Excellent quality and it arrived two days early. Very happy with it.',
      'Exactly as described and well packed. Would buy from this shop again.',
      'Great value for the price. My second order here and still impressed.',
      'Love it! Looks even better than in the photos.',
    ],
    good: [
      'Good quality for the price. Delivery took a little longer than expected.',
      'Nice product and works well. The packaging could be better.',
      'Happy with it overall, the colour is slightly different from the photo.',
    ],
    fair: ["It's okay. Does the job but feels a bit cheaper than I hoped.", 'Average. Arrived fine, but the instructions were hard to follow.'],
    poor: ['Not as described. The quality is disappointing for this price.', 'Arrived with a scratch. The seller replied quickly, but I expected better.'],
  },
  es: {
    great: [
      'Calidad excelente y llegó antes de lo previsto. Muy contenta.',
      'Tal cual la descripción y muy bien embalado. Volveré a comprar en esta tienda.',
      'Muy buena relación calidad-precio. Es mi segundo pedido y sigo encantado.',
      '¡Me encanta! Es aún más bonito que en las fotos.',
    ],
    good: [
      'Buena calidad para el precio. El envío tardó un poco más de lo esperado.',
      'Buen producto, funciona bien. El embalaje podría mejorar.',
      'Contento en general, aunque el color es algo distinto al de la foto.',
    ],
    fair: ['Está bien. Cumple, pero parece algo más barato de lo que esperaba.', 'Normal. Llegó bien, pero las instrucciones no se entienden mucho.'],
    poor: ['No es como en la descripción. La calidad decepciona para lo que cuesta.', 'Llegó con un arañazo. El vendedor respondió rápido, pero esperaba más.'],
  },
  jp: {
    great: [
      '品質がとても良く、予定より早く届きました。大満足です。',
      '説明どおりの商品で、梱包も丁寧でした。またこのショップで買います。',
      'この価格でこの品質はお得です。リピートしましたが今回も満足です。',
      '写真よりも実物のほうが素敵でした！',
    ],
    good: [
      '価格のわりに品質は良いです。配送が少し遅かったので星4つ。',
      '使いやすくて良い商品です。梱包はもう少し丁寧だとうれしいです。',
      '全体的に満足ですが、色が写真と少し違いました。',
    ],
    fair: ['普通です。使えますが、思ったより安っぽく感じました。', '可もなく不可もなく。説明書がわかりにくかったです。'],
    poor: ['説明と違いました。この値段にしては品質が残念です。', '傷がついた状態で届きました。ショップの対応は早かったですが、残念です。'],
  },
  hi: {
    great: [
      'क्वालिटी बहुत बढ़िया है और समय से पहले पहुँच गया। बहुत खुश हूँ।',
      'जैसा बताया था बिल्कुल वैसा ही, पैकिंग भी अच्छी थी। इस दुकान से फिर खरीदूँगा।',
      'इस कीमत में शानदार चीज़। दूसरी बार ऑर्डर किया, फिर भी उतना ही पसंद आया।',
      'बहुत पसंद आया! फ़ोटो से भी ज़्यादा अच्छा है।',
    ],
    good: [
      'कीमत के हिसाब से अच्छी क्वालिटी। डिलीवरी में थोड़ा ज़्यादा समय लगा।',
      'अच्छा प्रोडक्ट है, ठीक से काम करता है। पैकिंग और बेहतर हो सकती थी।',
      'कुल मिलाकर संतुष्ट हूँ, बस रंग फ़ोटो से थोड़ा अलग है।',
    ],
    fair: ['ठीक-ठाक है। काम चल जाता है, पर उम्मीद से थोड़ा हल्का लगा।', 'औसत है। सामान सही पहुँचा, पर निर्देश समझने में मुश्किल हुई।'],
    poor: ['जैसा बताया था वैसा नहीं है। इस कीमत पर क्वालिटी निराश करती है।', 'खरोंच के साथ पहुँचा। विक्रेता ने जल्दी जवाब दिया, पर बेहतर की उम्मीद थी।'],
  },
  id: {
    great: [
      'Kualitas mantap, sampai lebih cepat dari perkiraan. Puas banget!',
      'Sesuai deskripsi, packing rapi. Bakal belanja di toko ini lagi.',
      'Harga bersahabat, kualitas oke. Ini order kedua dan tetap puas.',
      'Suka banget! Aslinya lebih bagus dari fotonya.',
    ],
    good: [
      'Kualitas bagus untuk harganya. Pengirimannya agak lebih lama dari perkiraan.',
      'Barangnya bagus dan berfungsi baik. Packingnya bisa lebih rapi.',
      'Overall puas, cuma warnanya sedikit beda dari foto.',
    ],
    fair: [
      'Lumayan. Bisa dipakai, tapi terasa agak murahan dari yang saya harapkan.',
      'Biasa saja. Barang sampai aman, tapi petunjuk pemakaiannya membingungkan.',
    ],
    poor: [
      'Tidak sesuai deskripsi. Kualitasnya mengecewakan untuk harga segini.',
      'Barang datang tergores. Seller responsnya cepat, tapi saya berharap lebih.',
    ],
  },
  zh: {
    great: [
      '质量非常好，比预计的还早到，很满意。',
      '和描述完全一致，包装也很用心，会回购的。',
      '性价比超高，第二次买了，依然很满意。',
      '太喜欢了！实物比图片还好看。',
    ],
    good: ['这个价格质量算不错，就是物流稍微慢了点。', '东西不错，用着挺好，包装可以再加强一下。', '整体满意，颜色和图片有一点色差。'],
    fair: ['一般般，能用，但做工比预期的粗糙一些。', '中规中矩，东西没问题，说明书看不太懂。'],
    poor: ['和描述不符，这个价格质量太让人失望了。', '收到时有划痕，客服回复很快，但还是有点失望。'],
  },
  th: {
    great: [
      'คุณภาพดีมาก ของมาถึงเร็วกว่าที่คิด ประทับใจสุด ๆ',
      'ตรงปก แพ็คมาอย่างดี จะกลับมาอุดหนุนร้านนี้อีกแน่นอน',
      'คุ้มราคามาก สั่งเป็นรอบที่สองแล้ว ยังชอบเหมือนเดิม',
      'ชอบมาก! ของจริงสวยกว่าในรูปอีก',
    ],
    good: ['คุณภาพดีเมื่อเทียบกับราคา แต่ส่งช้ากว่าที่คาดไว้นิดหน่อย', 'สินค้าดี ใช้งานได้ดี แต่แพ็คเกจน่าจะดีกว่านี้', 'โดยรวมพอใจ แต่สีต่างจากในรูปเล็กน้อย'],
    fair: ['ก็โอเค ใช้งานได้ แต่ดูไม่ค่อยแข็งแรงอย่างที่หวัง', 'เฉย ๆ ของมาถึงปกติ แต่คู่มืออ่านเข้าใจยาก'],
    poor: ['ไม่ตรงปก คุณภาพไม่คุ้มราคาเลย', 'ของมาถึงมีรอยขีดข่วน ร้านตอบไว แต่ก็ยังผิดหวัง'],
  },
  zhtw: {
    great: [
      '品質非常好，比預期還早收到，很滿意。',
      '跟描述一模一樣，包裝也很用心，會再回購。',
      'CP值超高，第二次買了還是很滿意。',
      '超喜歡！實品比照片還好看。',
    ],
    good: ['以這個價格來說品質不錯，只是物流慢了一點。', '東西不錯，用起來很順，包裝可以再加強。', '整體滿意，顏色跟照片有一點色差。'],
    fair: ['普普通通，能用，但做工比預期粗糙一些。', '中規中矩，東西沒問題，說明書不太好懂。'],
    poor: ['跟描述不符，這個價格的品質令人失望。', '收到時有刮痕，賣家回覆很快，但還是有點失望。'],
  },
  pt: {
    great: [
      'Qualidade excelente e chegou antes do prazo. Muito satisfeita!',
      'Exatamente como descrito e muito bem embalado. Vou comprar de novo nesta loja.',
      'Ótimo custo-benefício. É minha segunda compra e continuo impressionado.',
      'Amei! É ainda mais bonito do que nas fotos.',
    ],
    good: [
      'Boa qualidade pelo preço. A entrega demorou um pouco mais que o esperado.',
      'Produto bom e funciona bem. A embalagem poderia ser melhor.',
      'No geral gostei, só a cor é um pouco diferente da foto.',
    ],
    fair: ['É ok. Cumpre o que promete, mas parece mais simples do que eu esperava.', 'Mediano. Chegou certinho, mas as instruções são confusas.'],
    poor: ['Não é como na descrição. A qualidade decepciona pelo preço.', 'Chegou com um arranhão. O vendedor respondeu rápido, mas eu esperava mais.'],
  },
  ms: {
    great: [
      'Kualiti sangat bagus dan sampai lebih awal. Sangat berpuas hati!',
      'Sama seperti dalam deskripsi, bungkusan kemas. Akan beli lagi di kedai ini.',
      'Berbaloi dengan harga. Ini pembelian kedua saya dan masih puas hati.',
      'Suka sangat! Lagi cantik daripada dalam gambar.',
    ],
    good: [
      'Kualiti bagus untuk harganya. Penghantaran lambat sedikit daripada jangkaan.',
      'Produk bagus dan berfungsi dengan baik. Bungkusan boleh diperbaiki.',
      'Secara keseluruhan berpuas hati, cuma warnanya sedikit berbeza daripada gambar.',
    ],
    fair: [
      'Boleh la. Berfungsi, tapi rasa kurang berkualiti daripada yang saya harapkan.',
      'Biasa saja. Barang sampai elok, tapi arahan penggunaan susah difahami.',
    ],
    poor: [
      'Tidak seperti dalam deskripsi. Kualiti mengecewakan untuk harga ini.',
      'Sampai dengan calar. Penjual cepat membalas, tapi saya harapkan lebih baik.',
    ],
  },
  vn: {
    great: [
      'Chất lượng tuyệt vời, giao sớm hơn dự kiến. Rất hài lòng!',
      'Đúng như mô tả, đóng gói cẩn thận. Sẽ ủng hộ shop tiếp.',
      'Giá rất hợp lý so với chất lượng. Mua lần thứ hai vẫn rất ưng.',
      'Thích lắm! Hàng thật còn đẹp hơn trong ảnh.',
    ],
    good: [
      'Chất lượng tốt so với giá. Giao hàng hơi lâu hơn dự kiến một chút.',
      'Sản phẩm tốt, dùng ổn. Đóng gói có thể kỹ hơn.',
      'Nhìn chung hài lòng, chỉ có màu hơi khác so với ảnh.',
    ],
    fair: ['Tạm được. Dùng được nhưng hơi kém hơn mình mong đợi.', 'Bình thường. Hàng đến nguyên vẹn nhưng hướng dẫn khó hiểu.'],
    poor: ['Không giống mô tả. Chất lượng đáng thất vọng so với giá tiền.', 'Hàng đến bị trầy. Shop phản hồi nhanh nhưng mình vẫn thất vọng.'],
  },
};

/** The texts for a number of stars. */
export function textsFor(texts: ReviewTexts, stars: number): readonly string[] {
  return stars >= 5 ? texts.great : stars === 4 ? texts.good : stars === 3 ? texts.fair : texts.poor;
}
