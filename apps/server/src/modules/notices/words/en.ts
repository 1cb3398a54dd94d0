import type { NoticeWords } from './types.js';

export const en: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'Top-up approved', body: '{amount} has been added to your balance.' },
    recharge_refused: { title: 'Top-up refused', body: 'Your top-up of {amount} was refused.' },
    withdraw_passed: { title: 'Withdrawal approved', body: 'Your withdrawal of {amount} was approved.' },
    withdraw_refused: {
      title: 'Withdrawal refused',
      body: 'Your withdrawal of {amount} was refused; it is back in your balance.',
    },
    balance_adjusted: { title: 'Balance adjusted', body: 'Your balance changed by {amount}.' },
    deposit_reorged: { title: 'Deposit left the chain', body: 'A credited deposit of {amount} left the chain.' },
    order_shipped: { title: 'Order shipped', body: 'Order {sn} is on its way.' },
    order_tracking: { title: 'Parcel update', body: 'Order {sn}: {stage}.' },
    order_auto_cancelled: { title: 'Order cancelled', body: 'Order {sn} was not paid in time and has been cancelled.' },
    order_closed: { title: 'Order closed', body: 'Order {sn} was closed by the shop.' },
    order_cancelled: { title: 'Order cancelled', body: 'Order {sn} was cancelled; {amount} is back in your balance.' },
    refund_approved: { title: 'Refund approved', body: 'Your refund request for order {sn} was approved.' },
    refund_refunded: { title: 'Refunded', body: '{amount} was refunded to your balance for order {sn}.' },
    refund_refused: { title: 'Refund refused', body: 'Your refund request for order {sn} was refused.' },
    dispute_opened: { title: 'Case sent to Tradewind', body: 'Your case about order {sn} was sent to Tradewind.' },
    dispute_answered: { title: 'The shop answered', body: 'The shop answered your case about order {sn}.' },
    dispute_deadline_passed: {
      title: 'The shop did not answer',
      body: 'The shop did not answer your case about order {sn} in time.',
    },
    dispute_decided: { title: 'Tradewind decided', body: 'Tradewind decided your case about order {sn}.' },
    late_credit: {
      title: 'Late-delivery credit',
      body: 'Order {sn} arrived late: {amount} was credited to your balance.',
    },
    order_message: { title: 'New message from the shop', body: 'The shop wrote to you about order {sn}.' },
    question_answered: { title: 'Your question was answered', body: 'The shop answered your question.' },
    price_dropped: { title: 'Price dropped', body: '{title}: {old} → {new}.' },
    back_in_stock: { title: 'Back in stock', body: '{title} is available again.' },
    security_event: { title: 'Account security', body: '{event} If this was not you, change your password now.' },
    destination_added: {
      title: 'New payout address',
      body: 'A new payout address was added to your account. If this was not you, change your password and remove it.',
    },
  },
  stages: { customs: 'cleared customs', out_for_delivery: 'out for delivery', delivered: 'delivered' },
  events: {
    new_sign_in: 'Your account was signed in on a new device.',
    password_changed: 'Your password was changed.',
    pay_code_changed: 'Your payment code was changed.',
    new_payout_destination: 'A new payout destination was added to your account.',
  },
  other: { title: 'Account notice', body: 'There is news about your account.' },
  footer: 'You receive this because of your notification settings in Tradewind (Settings › Notifications).',
};
