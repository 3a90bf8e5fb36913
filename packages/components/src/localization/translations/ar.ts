import type { Translation } from '../translation.js';

export const ar: Translation = {
  loading: 'جارٍ التحميل',
  valueMissing: 'يُرجى ملء هذا الحقل.',
  fieldRequired: 'مطلوب',
  valueMissingChecked: 'يُرجى تحديد هذا المربع إذا كنت تريد المتابعة.',
  valueMissingChoice: 'يُرجى اختيار عنصر من القائمة.',
  valueMissingFile: 'يُرجى اختيار ملف.',
  tooShort: {
    one: 'يُرجى استخدام حرف واحد على الأقل (تستخدم حاليًا {length}).',
    two: 'يُرجى استخدام حرفين على الأقل (تستخدم حاليًا {length}).',
    few: 'يُرجى استخدام {count} أحرف على الأقل (تستخدم حاليًا {length}).',
    many: 'يُرجى استخدام {count} حرفًا على الأقل (تستخدم حاليًا {length}).',
    other: 'يُرجى استخدام {count} حرف على الأقل (تستخدم حاليًا {length}).',
  },
  tooLong: {
    one: 'يُرجى استخدام حرف واحد على الأكثر (تستخدم حاليًا {length}).',
    two: 'يُرجى استخدام حرفين على الأكثر (تستخدم حاليًا {length}).',
    few: 'يُرجى استخدام {count} أحرف على الأكثر (تستخدم حاليًا {length}).',
    many: 'يُرجى استخدام {count} حرفًا على الأكثر (تستخدم حاليًا {length}).',
    other: 'يُرجى استخدام {count} حرف على الأكثر (تستخدم حاليًا {length}).',
  },
  rangeUnderflow: 'يجب أن تكون القيمة {min} أو أكثر.',
  rangeOverflow: 'يجب أن تكون القيمة {max} أو أقل.',
  stepMismatch: 'يُرجى إدخال قيمة صالحة. أقرب قيمتين صالحتين هما {below} و{above}.',
  patternMismatch: 'يُرجى مطابقة التنسيق المطلوب.',
  typeMismatchEmail: 'يُرجى إدخال عنوان بريد إلكتروني.',
  typeMismatchUrl: 'يُرجى إدخال عنوان URL.',
};
