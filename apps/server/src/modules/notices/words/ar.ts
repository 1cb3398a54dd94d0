import type { NoticeWords } from './types.js';

export const ar: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'تمت الموافقة على الشحن', body: 'أُضيف {amount} إلى رصيدك.' },
    recharge_refused: { title: 'رُفض الشحن', body: 'رُفض شحن رصيدك بمبلغ {amount}.' },
    withdraw_passed: { title: 'تمت الموافقة على السحب', body: 'تمت الموافقة على سحبك بمبلغ {amount}.' },
    withdraw_refused: {
      title: 'رُفض السحب',
      body: 'رُفض سحبك بمبلغ {amount}؛ وعاد المبلغ إلى رصيدك.',
    },
    balance_adjusted: { title: 'تعديل الرصيد', body: 'تغيّر رصيدك بمقدار {amount}.' },
    deposit_reorged: { title: 'إيداع خرج من السلسلة', body: 'خرج من السلسلة إيداع مُضاف إلى رصيدك بمبلغ {amount}.' },
    order_shipped: { title: 'شُحن الطلب', body: 'الطلب {sn} في الطريق إليك.' },
    order_tracking: { title: 'تحديث الشحنة', body: 'الطلب {sn}: {stage}.' },
    order_auto_cancelled: { title: 'أُلغي الطلب', body: 'لم يُدفع الطلب {sn} في الوقت المحدد فأُلغي.' },
    order_closed: { title: 'أُغلق الطلب', body: 'أغلق المتجر الطلب {sn}.' },
    order_cancelled: { title: 'أُلغي الطلب', body: 'أُلغي الطلب {sn}؛ وعاد {amount} إلى رصيدك.' },
    refund_approved: { title: 'تمت الموافقة على الاسترداد', body: 'تمت الموافقة على طلب الاسترداد الخاص بالطلب {sn}.' },
    refund_refunded: { title: 'تم الاسترداد', body: 'رُدّ {amount} إلى رصيدك عن الطلب {sn}.' },
    refund_refused: { title: 'رُفض الاسترداد', body: 'رُفض طلب الاسترداد الخاص بالطلب {sn}.' },
    dispute_opened: { title: 'أُرسلت القضية إلى Tradewind', body: 'أُرسلت قضيتك بشأن الطلب {sn} إلى Tradewind.' },
    dispute_answered: { title: 'ردّ المتجر', body: 'ردّ المتجر على قضيتك بشأن الطلب {sn}.' },
    dispute_deadline_passed: {
      title: 'لم يردّ المتجر',
      body: 'لم يردّ المتجر في الوقت المحدد على قضيتك بشأن الطلب {sn}.',
    },
    dispute_decided: { title: 'قررت Tradewind', body: 'قررت Tradewind في قضيتك بشأن الطلب {sn}.' },
    late_credit: {
      title: 'تعويض عن التأخير',
      body: 'وصل الطلب {sn} متأخرًا: أُضيف {amount} إلى رصيدك.',
    },
    order_message: { title: 'رسالة جديدة من المتجر', body: 'كتب لك المتجر بشأن الطلب {sn}.' },
    question_answered: { title: 'تمت الإجابة عن سؤالك', body: 'أجاب المتجر عن سؤالك.' },
    price_dropped: { title: 'انخفض السعر', body: 'انخفض سعر {title}: كان {old} وأصبح الآن {new}.' },
    back_in_stock: { title: 'عاد إلى المخزون', body: '{title} متوفر مجددًا.' },
    security_event: { title: 'أمان الحساب', body: '{event} إن لم تكن أنت، فغيّر كلمة المرور الآن.' },
    destination_added: {
      title: 'عنوان سحب جديد',
      body: 'أُضيف عنوان سحب جديد إلى حسابك. إن لم تكن أنت، فغيّر كلمة المرور وأزله.',
    },
  },
  stages: { customs: 'اجتاز الجمارك', out_for_delivery: 'قيد التوصيل', delivered: 'تم التسليم' },
  events: {
    new_sign_in: 'سُجّل الدخول إلى حسابك من جهاز جديد.',
    password_changed: 'تم تغيير كلمة المرور.',
    pay_code_changed: 'تم تغيير رمز الدفع.',
    new_payout_destination: 'أُضيفت وجهة سحب جديدة إلى حسابك.',
  },
  other: { title: 'إشعار الحساب', body: 'هناك جديد بخصوص حسابك.' },
  footer: 'تصلك هذه الرسالة بحسب إعدادات الإشعارات في Tradewind (الإعدادات › الإشعارات).',
};
