import type { NoticeWords } from './types.js';

export const ru: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'Пополнение одобрено', body: 'На ваш баланс зачислено {amount}.' },
    recharge_refused: { title: 'Пополнение отклонено', body: 'Ваше пополнение на {amount} отклонено.' },
    withdraw_passed: { title: 'Вывод одобрен', body: 'Ваш вывод {amount} одобрен.' },
    withdraw_refused: {
      title: 'Вывод отклонён',
      body: 'Ваш вывод {amount} отклонён; сумма возвращена на баланс.',
    },
    balance_adjusted: { title: 'Баланс скорректирован', body: 'Ваш баланс изменился на {amount}.' },
    deposit_reorged: {
      title: 'Депозит исчез из блокчейна',
      body: 'Зачисленный депозит на {amount} больше не находится в блокчейне.',
    },
    order_shipped: { title: 'Заказ отправлен', body: 'Заказ {sn} в пути.' },
    order_tracking: { title: 'Статус посылки', body: 'Заказ {sn}: {stage}.' },
    order_auto_cancelled: { title: 'Заказ отменён', body: 'Заказ {sn} не был оплачен вовремя и отменён.' },
    order_closed: { title: 'Заказ закрыт', body: 'Магазин закрыл заказ {sn}.' },
    order_cancelled: { title: 'Заказ отменён', body: 'Заказ {sn} отменён; {amount} возвращено на баланс.' },
    refund_approved: { title: 'Возврат одобрен', body: 'Ваш запрос на возврат по заказу {sn} одобрен.' },
    refund_refunded: { title: 'Деньги возвращены', body: 'На ваш баланс возвращено {amount} по заказу {sn}.' },
    refund_refused: { title: 'В возврате отказано', body: 'Ваш запрос на возврат по заказу {sn} отклонён.' },
    dispute_opened: { title: 'Спор передан в Tradewind', body: 'Ваш спор по заказу {sn} передан в Tradewind.' },
    dispute_answered: { title: 'Магазин ответил', body: 'Магазин ответил на ваш спор по заказу {sn}.' },
    dispute_deadline_passed: {
      title: 'Магазин не ответил',
      body: 'Магазин не ответил вовремя на ваш спор по заказу {sn}.',
    },
    dispute_decided: {
      title: 'Tradewind принял решение',
      body: 'Tradewind принял решение по вашему спору о заказе {sn}.',
    },
    late_credit: {
      title: 'Компенсация за опоздание',
      body: 'Заказ {sn} пришёл с опозданием: на ваш баланс зачислено {amount}.',
    },
    order_message: { title: 'Новое сообщение от магазина', body: 'Магазин написал вам о заказе {sn}.' },
    question_answered: { title: 'На ваш вопрос ответили', body: 'Магазин ответил на ваш вопрос.' },
    price_dropped: { title: 'Цена снизилась', body: '{title}: {old} → {new}.' },
    back_in_stock: { title: 'Снова в наличии', body: '{title} снова в наличии.' },
    security_event: {
      title: 'Безопасность аккаунта',
      body: '{event} Если это были не вы, смените пароль прямо сейчас.',
    },
    destination_added: {
      title: 'Новый адрес для вывода',
      body: 'В ваш аккаунт добавлен новый адрес для вывода. Если это были не вы, смените пароль и удалите его.',
    },
  },
  stages: { customs: 'таможня пройдена', out_for_delivery: 'в доставке', delivered: 'доставлен' },
  events: {
    new_sign_in: 'В ваш аккаунт выполнен вход с нового устройства.',
    password_changed: 'Ваш пароль изменён.',
    pay_code_changed: 'Ваш платёжный код изменён.',
    new_payout_destination: 'В ваш аккаунт добавлены новые реквизиты для вывода.',
  },
  other: { title: 'Уведомление по аккаунту', body: 'Есть новости по вашему аккаунту.' },
  footer: 'Вы получили это письмо согласно настройкам уведомлений в Tradewind (Настройки › Уведомления).',
};
