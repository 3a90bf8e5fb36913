import type { Translation } from '../translation.js';

export const ar: Translation = {
  loading: 'جارٍ التحميل',
  valueMissing: 'يُرجى ملء هذا الحقل.',
};
