/** The notices' texts in Hindi; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const hi: NoticeTexts = {
  shopApplicationReceived: {
    title: 'दुकान का आवेदन मिल गया',
    content: 'हमें दुकान “{shop}” खोलने का आपका आवेदन मिल गया है। हमारी टीम इसकी समीक्षा कर रही है और परिणाम आपको यहीं बताया जाएगा।',
  },
  shopApplicationApproved: {
    title: 'आपकी दुकान स्वीकृत हो गई',
    content: 'बधाई हो! आपकी दुकान “{shop}” स्वीकृत हो गई है। अपने पहले उत्पाद जोड़ने के लिए सेलर सेंटर खोलें।',
  },
  shopApplicationRejected: {
    title: 'दुकान का आवेदन स्वीकृत नहीं हुआ',
    content: 'दुकान “{shop}” के लिए आपका आवेदन स्वीकृत नहीं हुआ। कारण: {reason}। आप इसे सुधारकर फिर से आवेदन कर सकते हैं।',
  },
  productSubmitted: {
    title: 'उत्पाद समीक्षा के लिए भेजा गया',
    content: '“{product}” भेज दिया गया है और इसकी समीक्षा हो रही है। स्वीकृत होते ही यह खरीदारों को दिखने लगेगा।',
  },
  productApproved: {
    title: 'उत्पाद स्वीकृत',
    content: '“{product}” स्वीकृत हो गया है और अब खरीदारों को दिख रहा है।',
  },
  productRejected: {
    title: 'उत्पाद स्वीकृत नहीं हुआ',
    content: '“{product}” स्वीकृत नहीं हुआ। कारण: {reason}। उत्पाद में बदलाव करके उसे फिर से भेजें।',
  },
  stockApplicationReceived: {
    title: 'स्टॉक आवेदन मिल गया',
    content: '“{product}” की {quantity} इकाइयाँ जोड़ने के आपके अनुरोध की समीक्षा हो रही है।',
  },
  stockApplicationApproved: {
    title: 'स्टॉक आवेदन स्वीकृत',
    content: '“{product}” के स्टॉक में {quantity} इकाइयाँ जोड़ दी गई हैं।',
  },
  stockApplicationRejected: {
    title: 'स्टॉक आवेदन स्वीकृत नहीं हुआ',
    content: '“{product}” की {quantity} इकाइयाँ जोड़ने का आपका अनुरोध स्वीकृत नहीं हुआ। कारण: {reason}।',
  },
  orderReceived: {
    title: 'नया ऑर्डर {order}',
    content: 'एक खरीदार ने आपकी दुकान से ऑर्डर {order} किया है। भुगतान होते ही इसे सेलर सेंटर से भेजें (कैश ऑन डिलीवरी वाले ऑर्डर तुरंत भेजें)।',
  },
  orderPaid: {
    title: 'ऑर्डर {order} का भुगतान हो गया',
    content: 'हमें ऑर्डर {order} का भुगतान मिल गया है। दुकान इसे जल्द ही भेज देगी।',
  },
  orderShipped: {
    title: 'ऑर्डर {order} भेज दिया गया',
    content: 'ऑर्डर {order} {carrier} के ज़रिए आप तक पहुँच रहा है। ट्रैकिंग नंबर: {log_sn}।',
  },
  orderInTransit: {
    title: 'ऑर्डर {order} रास्ते में है',
    content: 'ऑर्डर {order} {carrier} के साथ रास्ते में है और जल्द ही आप तक पहुँचेगा। ट्रैकिंग नंबर: {log_sn}।',
  },
  orderDelivered: {
    title: 'ऑर्डर {order} डिलीवर हो गया',
    content: 'ऑर्डर {order} डिलीवर हो गया है। सामान जाँच लेने के बाद कृपया इसकी प्राप्ति की पुष्टि करें।',
  },
  orderCancelled: {
    title: 'ऑर्डर {order} रद्द हो गया',
    content: 'ऑर्डर {order} रद्द कर दिया गया है। आपने जो भी भुगतान किया था, वह उसी तरीके से आपको वापस भेजा जा रहा है जिससे आपने भुगतान किया था।',
  },
  orderCancelledForShop: {
    title: 'खरीदार ने ऑर्डर {order} रद्द किया',
    content: 'खरीदार ने ऑर्डर {order} रद्द कर दिया है। इसका सामान आपके स्टॉक में वापस जोड़ दिया गया है।',
  },
  rechargeSubmitted: {
    title: 'टॉप-अप समीक्षा के लिए भेजा गया',
    content: '{wallet} से {amount} का आपका टॉप-अप हमें मिल गया है। हमारी टीम भुगतान की जाँच कर रही है और पुष्टि होते ही राशि आपके वॉलेट में जोड़ दी जाएगी।',
  },
  rechargeApproved: {
    title: 'टॉप-अप की राशि जोड़ दी गई',
    content: '{wallet} से आपके टॉप-अप के {amount} आपके वॉलेट बैलेंस में जोड़ दिए गए हैं।',
  },
  rechargeRejected: {
    title: 'टॉप-अप स्वीकृत नहीं हुआ',
    content: '{wallet} से {amount} का आपका टॉप-अप स्वीकृत नहीं हुआ। कारण: {reason}। अगर आपने भुगतान कर दिया है, तो अपनी ट्रांज़ैक्शन आईडी के साथ हमसे संपर्क करें।',
  },
  paymentSettingsChanged: {
    title: 'भुगतान विवरण बदले गए',
    content:
      'जिन भुगतान विवरणों पर आपकी निकासी भेजी जाती है, वे बदल दिए गए हैं। अगर यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें और हमसे संपर्क करें। अगले 24 घंटों में माँगी गई निकासी की अतिरिक्त जाँच होगी।',
  },
  withdrawalSubmitted: {
    title: 'निकासी अनुरोध मिल गया',
    content: '{amount} की आपकी निकासी की समीक्षा हो रही है। भुगतान होने तक यह राशि आपके वॉलेट में रोकी गई है।',
  },
  withdrawalPaid: {
    title: 'निकासी का भुगतान हो गया',
    content: '{amount} की आपकी निकासी आपके चुने हुए खाते में भेज दी गई है (निकासी शुल्क घटाकर)।',
  },
  withdrawalRejected: {
    title: 'निकासी स्वीकृत नहीं हुई',
    content: '{amount} की आपकी निकासी स्वीकृत नहीं हुई और राशि आपके बैलेंस में वापस आ गई है। कारण: {reason}।',
  },
  withdrawalCancelled: {
    title: 'निकासी रद्द की गई',
    content: 'आपने {amount} की अपनी निकासी रद्द कर दी। राशि आपके बैलेंस में वापस आ गई है।',
  },
  ticketReplied: {
    title: '{shop} का जवाब',
    content: '{shop} ने आपकी बातचीत “{subject}” का जवाब दिया है। जवाब पढ़ने और उत्तर देने के लिए इसे खोलें।',
  },
  ticketRepliedByMall: {
    title: 'ग्राहक सेवा ने जवाब दिया',
    content: 'ग्राहक सेवा ने आपकी बातचीत “{subject}” का जवाब दिया है। जवाब पढ़ने और उत्तर देने के लिए इसे खोलें।',
  },
  ticketMessageForShop: {
    title: '{buyer} का नया संदेश',
    content: '{buyer} ने “{subject}” के बारे में लिखा है। सेलर सेंटर की बातचीत में जाकर जवाब दें।',
  },
  ticketMessageForMall: {
    title: 'ग्राहक का नया संदेश',
    content: '{buyer} ने “{subject}” के बारे में ग्राहक सेवा को लिखा है। एडमिन कंसोल में जाकर जवाब दें।',
  },
  refundApplied: {
    title: 'रिफ़ंड अनुरोध भेजा गया',
    content: 'ऑर्डर {order} के “{product}” के लिए आपका अनुरोध दुकान को भेज दिया गया है। दुकान के जवाब देते ही हम आपको बताएँगे।',
  },
  refundAppliedForShop: {
    title: 'ऑर्डर {order} के लिए नया रिफ़ंड अनुरोध',
    content: 'खरीदार ने ऑर्डर {order} के “{product}” के लिए रिफ़ंड या वापसी माँगी है। सेलर सेंटर में इसकी समीक्षा करें।',
  },
  refundReturnAccepted: {
    title: 'वापसी स्वीकार की गई',
    content: 'दुकान ने ऑर्डर {order} के “{product}” की वापसी स्वीकार कर ली है। सामान वापस भेजें और ट्रैकिंग नंबर दर्ज करें।',
  },
  refundReturnAcceptedForShop: {
    title: 'ऑर्डर {order} की वापसी स्वीकार की गई',
    content: 'आपने ऑर्डर {order} के “{product}” की वापसी स्वीकार की है। सामान पहुँचने पर सेलर सेंटर में पुष्टि करें।',
  },
  refundRejected: {
    title: 'रिफ़ंड अनुरोध अस्वीकार',
    content: 'दुकान ने ऑर्डर {order} के “{product}” के लिए आपका अनुरोध अस्वीकार कर दिया। कारण: {reason}। आप मॉल से फ़ैसला करने को कह सकते हैं।',
  },
  refundRejectedForShop: {
    title: 'ऑर्डर {order} का रिफ़ंड अनुरोध अस्वीकार',
    content: 'आपने ऑर्डर {order} के “{product}” का अनुरोध अस्वीकार किया। कारण: {reason}।',
  },
  refundGoodsSent: {
    title: 'वापसी रास्ते में है',
    content: 'आपने ऑर्डर {order} का “{product}” वापस भेज दिया है, ट्रैकिंग नंबर {log_sn}। दुकान को मिलते ही रिफ़ंड हो जाएगा।',
  },
  refundGoodsSentForShop: {
    title: 'ऑर्डर {order} का वापसी सामान रास्ते में',
    content: 'खरीदार ने ऑर्डर {order} का “{product}” वापस भेजा है, ट्रैकिंग नंबर {log_sn}। पहुँचने पर सेलर सेंटर में पुष्टि करें।',
  },
  refundPaid: {
    title: '{amount} का रिफ़ंड हो गया',
    content: 'ऑर्डर {order} के “{product}” के {amount} उसी माध्यम में वापस कर दिए गए हैं जिससे आपने भुगतान किया था।',
  },
  refundPaidForShop: {
    title: 'ऑर्डर {order} का रिफ़ंड हुआ',
    content: 'ऑर्डर {order} के “{product}” के {amount} खरीदार को वापस किए गए हैं, और इसकी आपकी कमाई उसी हिसाब से घटा दी गई है।',
  },
  refundEscalated: {
    title: 'अनुरोध मॉल को भेजा गया',
    content: 'आपने ऑर्डर {order} के “{product}” वाले अनुरोध पर मॉल से फ़ैसला करने को कहा है। कारण: {reason}। नतीजा हम आपको बताएँगे।',
  },
  refundEscalatedForShop: {
    title: 'ऑर्डर {order} के अनुरोध पर मॉल फ़ैसला करेगा',
    content: 'खरीदार ने ऑर्डर {order} के “{product}” वाले अनुरोध पर मॉल से फ़ैसला करने को कहा है। कारण: {reason}।',
  },
  refundClosed: {
    title: 'रिफ़ंड अनुरोध बंद किया गया',
    content: 'मॉल ने ऑर्डर {order} के “{product}” वाले आपके अनुरोध की जाँच की और बिना रिफ़ंड के उसे बंद कर दिया। कारण: {reason}।',
  },
  refundClosedForShop: {
    title: 'ऑर्डर {order} का रिफ़ंड अनुरोध बंद',
    content: 'मॉल ने ऑर्डर {order} के “{product}” वाला अनुरोध बिना रिफ़ंड के बंद कर दिया। कारण: {reason}।',
  },
  refundCancelled: {
    title: 'रिफ़ंड अनुरोध वापस लिया गया',
    content: 'आपने ऑर्डर {order} के “{product}” के लिए अपना अनुरोध वापस ले लिया है।',
  },
  refundCancelledForShop: {
    title: 'ऑर्डर {order} का रिफ़ंड अनुरोध वापस लिया गया',
    content: 'खरीदार ने ऑर्डर {order} के “{product}” का अनुरोध वापस ले लिया है। आपको अब कुछ करने की ज़रूरत नहीं है।',
  },
};
