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
};
