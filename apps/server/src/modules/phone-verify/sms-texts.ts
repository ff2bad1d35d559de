/** The verification SMS in each language: `{code}` and `{minutes}` are filled in. */
import type { Lang } from '@agora/contract/locale';

export const PHONE_CODE_SMS: Record<Lang, string> = {
  en: 'Agora: your verification code is {code}. It works for {minutes} minutes. Do not share it with anyone.',
  es: 'Agora: tu código de verificación es {code}. Vale durante {minutes} minutos. No lo compartas con nadie.',
  jp: 'Agora：認証コードは {code} です。有効期限は{minutes}分です。他の人に教えないでください。',
  hi: 'Agora: आपका सत्यापन कोड {code} है। यह {minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
  id: 'Agora: kode verifikasi Anda {code}. Berlaku {minutes} menit. Jangan berikan kepada siapa pun.',
  zh: 'Agora：您的验证码是 {code}，{minutes} 分钟内有效。请勿告诉任何人。',
  th: 'Agora: รหัสยืนยันของคุณคือ {code} ใช้ได้ {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
  zhtw: 'Agora：您的驗證碼是 {code}，{minutes} 分鐘內有效。請勿告訴任何人。',
  pt: 'Agora: seu código de verificação é {code}. Vale por {minutes} minutos. Não o compartilhe com ninguém.',
  ms: 'Agora: kod pengesahan anda ialah {code}. Sah selama {minutes} minit. Jangan kongsi dengan sesiapa.',
  vn: 'Agora: mã xác minh của bạn là {code}. Mã có hiệu lực trong {minutes} phút. Không chia sẻ mã này với bất kỳ ai.',
};

export const phoneCodeSms = (lang: Lang, code: string, minutes: number): string =>
  PHONE_CODE_SMS[lang].replace('{code}', code).replace('{minutes}', String(minutes));
