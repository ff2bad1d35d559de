/**
 * The phone field's example, in the country the chosen language suggests, with its calling code:
 * a buyer reading Thai sees a Thai number, not an Indonesian one.
 */
import type { Lang } from '@agora/contract/locale';

const EXAMPLES: Record<Lang, string> = {
  en: '+1 555 123 4567',
  es: '+34 612 34 56 78',
  jp: '+81 90 1234 5678',
  hi: '+91 98765 43210',
  id: '+62 812 3456 7890',
  zh: '+86 138 0013 8000',
  th: '+66 81 234 5678',
  zhtw: '+886 912 345 678',
  pt: '+55 11 91234 5678',
  ms: '+60 12 345 6789',
  vn: '+84 91 234 56 78',
};

export const phoneExample = (lang: Lang): string => EXAMPLES[lang];
