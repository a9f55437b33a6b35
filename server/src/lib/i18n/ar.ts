import type { Messages } from './types.js';

/** Arabic (Modern Standard Arabic, as Egyptian schools write it). Keys and placeholders as en.ts. */
export const ar: Messages = {
  notices: {
    newAnnouncement: { title: 'إعلان في مادة {{subject}}', message: '{{title}}' },
    welcome: {
      title: 'مرحبًا بك في سبورة',
      message: 'حسابك جاهز. استكشف موادك الدراسية من القائمة.',
    },
    termTimetable: {
      title: 'جدول الفصل الدراسي الجديد',
      message: 'نشر معلموك حصص هذا الفصل الدراسي ومواعيد التسليم.',
    },
    enrolledInSubject: {
      title: 'تم تسجيلك في {{subject}}',
      message: 'تم تسجيلك في مادة {{subject}} ({{code}}).',
    },
    newHomework: { title: 'واجب جديد: {{title}}', message: 'نُشر واجب جديد في مادة {{subject}}.' },
    newExam: { title: 'امتحان جديد: {{title}}', message: 'نُشر امتحان جديد في مادة {{subject}}.' },
    newQuiz: { title: 'اختبار قصير جديد: {{title}}', message: 'نُشر اختبار قصير جديد في مادة {{subject}}.' },
    quizSubmittedForYou: {
      title: 'تم تسليم الاختبار: {{title}}',
      message: 'انتهى الوقت، فسُلِّم اختبار {{title}} نيابةً عنك بالإجابات التي حفظتها. الدرجة: {{score}}٪.',
    },
    gradePosted: {
      title: 'رُصدت الدرجة: {{title}}',
      message: 'تم تصحيح {{kind}} «{{title}}»: {{grade}}/100.',
    },
    childGradePosted: {
      title: 'رُصدت درجة {{child}}: {{title}}',
      message: 'تم تصحيح {{kind}} «{{title}}» الخاص بـ{{childFullName}}: {{grade}}/100.',
    },
    workDueSoon: {
      title: 'موعد التسليم قريب: {{title}}',
      message: '{{kind}} "{{title}}" ({{subject}}) موعد تسليمه {{due}} ولم يُسلَّم بعد.',
    },
    workMissing: {
      title: 'لم يُسلَّم: {{title}}',
      message: '{{kind}} "{{title}}" ({{subject}}) كان موعد تسليمه {{due}} ولم يُسلَّم.',
    },
    childMissingWork: {
      title: 'عمل لم يُسلَّم: {{title}}',
      message: 'لم يسلّم {{childFullName}} {{kind}} «{{title}}» ({{subject}})، وكان موعد تسليمه {{due}}.',
    },
    newLibraryMaterial: {
      title: 'جديد في المكتبة: {{title}}',
      message: 'أُضيفت مادة تعليمية إلى {{subject}}، الفصل {{chapter}}: {{chapterTitle}}.',
    },
    newLibraryRecording: {
      title: 'جديد في المكتبة: {{title}}',
      message: 'أُضيف درس مسجَّل إلى {{subject}}، الفصل {{chapter}}: {{chapterTitle}}.',
    },
    newVirtualClass: { title: 'حصة افتراضية جديدة', message: 'حُدِّد موعد {{title}} في {{when}}.' },
    enrolledInVirtualClass: {
      title: 'تم تسجيلك في حصة افتراضية',
      message: 'أنت مسجَّل في {{title}}.',
    },
    classIn24Hours: {
      title: 'تذكير بحصة',
      message: 'تبدأ {{class}} ({{subject}}) بعد 24 ساعة، في {{when}}.',
    },
    classIn1Hour: {
      title: 'تذكير بحصة',
      message: 'تبدأ {{class}} ({{subject}}) بعد ساعة واحدة، في {{when}}.',
    },
    classCancelled: { title: 'أُلغيت الحصة', message: 'أُلغيت {{title}} التي كانت مقررة في {{when}}.' },
    backupFailed: {
      title: 'فشل النسخ الاحتياطي',
      message: 'فشلت النسخة الاحتياطية المقررة في {{when}}: {{error}}.',
    },
  },
  mails: {
    newAnnouncement: {
      subject: 'إعلان في مادة {{subject}}: {{title}}',
      text: 'نشر {{author}} إعلانًا في مادة {{subject}}.\n\n{{title}}\n\n{{text}}\n\nاقرأه في Sabora: {{link}}',
    },
    verifyEmail: {
      subject: 'مرحبًا بك في سبورة: يُرجى تأكيد بريدك الإلكتروني',
      text: 'مرحبًا {{firstName}}،\n\nأُنشئ لك حساب على سبورة. يُرجى تأكيد بريدك الإلكتروني بفتح هذا الرابط:\n\n{{link}}\n\nالرابط صالح لمدة 7 أيام.',
    },
    signInPhoneChanged: {
      subject: 'تغيّر رقم الهاتف الذي تسجّل به الدخول إلى سبورة',
      text: 'مرحبًا {{firstName}}،\n\nتغيّر رقم الهاتف الذي تسجّل به الدخول إلى سبورة من {{before}} إلى {{after}}. من الآن فصاعدًا سجّل الدخول ببريدك الإلكتروني والرقم الجديد.\n\nإن لم تُجرِ هذا التغيير بنفسك، فتواصل مع المدرسة فورًا.',
    },
    resetPassword: {
      subject: 'إعادة تعيين كلمة مرور سبورة',
      text: 'مرحبًا {{firstName}}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك على سبورة. افتح هذا الرابط لاختيار كلمة مرور جديدة:\n\n{{link}}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة. إن لم تطلب ذلك، فتجاهل هذه الرسالة.',
    },
    classIn24Hours: {
      subject: 'تذكير: تبدأ {{class}} ({{subject}}) بعد 24 ساعة',
      text: 'تبدأ {{class}} ({{subject}}) بعد 24 ساعة، في {{when}}.\n\nانضم إليها من {{link}}.',
    },
    classIn1Hour: {
      subject: 'تذكير: تبدأ {{class}} ({{subject}}) بعد ساعة واحدة',
      text: 'تبدأ {{class}} ({{subject}}) بعد ساعة واحدة، في {{when}}.\n\nانضم إليها من {{link}}.',
    },
    classCancelled: {
      subject: 'أُلغيت: {{title}}',
      text: 'أُلغيت {{title}} التي كانت مقررة في {{when}}.',
    },
    childGradePosted: {
      subject: 'رُصدت الدرجة: {{title}}',
      text: 'تم تصحيح {{kind}} «{{title}}» الخاص بـ{{childFullName}}: {{grade}}/100.\n\nاطّلع على جميع درجات {{child}}: {{link}}',
    },
    childGradePostedWithFeedback: {
      subject: 'رُصدت الدرجة: {{title}}',
      text: 'تم تصحيح {{kind}} «{{title}}» الخاص بـ{{childFullName}}: {{grade}}/100.\n\nملاحظات المعلم: {{feedback}}\n\nاطّلع على جميع درجات {{child}}: {{link}}',
    },
    workDueSoon: {
      subject: 'موعد التسليم قريب: {{title}}',
      text: 'مرحبًا {{firstName}}،\n\n{{kind}} "{{title}}" ({{subject}}) موعد تسليمه {{due}} ولم يُسلَّم بعد.\n\nافتحه من هنا: {{link}}',
    },
    workMissing: {
      subject: 'لم يُسلَّم: {{title}}',
      text: 'مرحبًا {{firstName}}،\n\n{{kind}} "{{title}}" ({{subject}}) كان موعد تسليمه {{due}} ولم يُسلَّم. تحدّث مع معلمك عمّا يمكنك فعله الآن.\n\nافتحه من هنا: {{link}}',
    },
    childMissingWork: {
      subject: 'عمل لم يُسلَّم: {{title}}',
      text: 'لم يسلّم {{childFullName}} {{kind}} «{{title}}» ({{subject}})، وكان موعد تسليمه {{due}}.\n\nاطّلع على أعمال {{child}}: {{link}}',
    },
    backupFailed: {
      subject: 'سبورة: فشلت النسخة الاحتياطية المقررة في {{when}}',
      text: 'مرحبًا {{firstName}}،\n\nفشلت النسخة الاحتياطية المجدولة المقررة في {{when}}: {{error}}\n\nلم تُمسّ النسخ السابقة. اطّلع على النسخ الاحتياطية في الصفحة الرئيسية للمسؤول: {{link}}',
    },
  },
  gradebook: {
    student: 'الطالب',
    studentNumber: 'رقم الطالب',
    email: 'البريد الإلكتروني',
    average: 'المتوسط',
    awaitingGrade: 'بانتظار التقييم',
    missing: 'لم يُسلَّم',
    notExpected: 'غير مطلوب (التحق لاحقًا)',
    late: 'متأخر',
  },
  words: {
    homework: 'الواجب',
    exam: 'الامتحان',
    quiz: 'الاختبار القصير',
    yourChild: 'ابنك',
    yourChildFullName: 'ابنك',
  },
};
