import type { NoticeWords } from './types.js';

export const ja: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'チャージが承認されました', body: '{amount} が残高に追加されました。' },
    recharge_refused: { title: 'チャージが却下されました', body: '{amount} のチャージは却下されました。' },
    withdraw_passed: { title: '出金が承認されました', body: '{amount} の出金が承認されました。' },
    withdraw_refused: { title: '出金が却下されました', body: '{amount} の出金は却下され、残高に戻りました。' },
    balance_adjusted: { title: '残高が調整されました', body: '残高が {amount} 変動しました。' },
    deposit_reorged: {
      title: '入金がチェーンから外れました',
      body: '入金済みの {amount} の取引がチェーンから外れました。',
    },
    order_shipped: { title: '注文が発送されました', body: '注文 {sn} は配送中です。' },
    order_tracking: { title: '荷物の状況', body: '注文 {sn}:{stage}。' },
    order_auto_cancelled: {
      title: '注文がキャンセルされました',
      body: '注文 {sn} は期限内に支払われなかったためキャンセルされました。',
    },
    order_closed: { title: '注文が終了しました', body: '注文 {sn} はショップによって終了されました。' },
    order_cancelled: {
      title: '注文がキャンセルされました',
      body: '注文 {sn} はキャンセルされ、{amount} が残高に戻りました。',
    },
    refund_approved: { title: '返金が承認されました', body: '注文 {sn} の返金申請が承認されました。' },
    refund_refunded: { title: '返金されました', body: '注文 {sn} の {amount} が残高に返金されました。' },
    refund_refused: { title: '返金が却下されました', body: '注文 {sn} の返金申請は却下されました。' },
    dispute_opened: { title: 'Tradewind に申し立てました', body: '注文 {sn} の申し立てを Tradewind に送りました。' },
    dispute_answered: { title: 'ショップが回答しました', body: '注文 {sn} の申し立てにショップが回答しました。' },
    dispute_deadline_passed: {
      title: 'ショップが回答しませんでした',
      body: '注文 {sn} の申し立てにショップが期限内に回答しませんでした。',
    },
    dispute_decided: {
      title: 'Tradewind が判断しました',
      body: '注文 {sn} の申し立てについて Tradewind が判断しました。',
    },
    late_credit: { title: '配送遅延の補償', body: '注文 {sn} が遅れて届きました:{amount} が残高に加算されました。' },
    order_message: {
      title: 'ショップから新しいメッセージ',
      body: '注文 {sn} についてショップからメッセージが届きました。',
    },
    question_answered: { title: '質問に回答がありました', body: 'ショップがあなたの質問に回答しました。' },
    price_dropped: { title: '値下がりしました', body: '{title}:{old} → {new}。' },
    back_in_stock: { title: '再入荷しました', body: '{title} が再び購入できます。' },
    security_event: {
      title: 'アカウントのセキュリティ',
      body: '{event}心当たりがない場合は、すぐにパスワードを変更してください。',
    },
    destination_added: {
      title: '新しい出金先',
      body: 'アカウントに新しい出金先が追加されました。心当たりがない場合は、パスワードを変更して削除してください。',
    },
  },
  stages: { customs: '通関済み', out_for_delivery: '配達中', delivered: '配達完了' },
  events: {
    new_sign_in: '新しい端末からアカウントにログインがありました。',
    password_changed: 'パスワードが変更されました。',
    pay_code_changed: '支払いコードが変更されました。',
    new_payout_destination: 'アカウントに新しい出金先が追加されました。',
  },
  other: { title: 'アカウントのお知らせ', body: 'アカウントに新しいお知らせがあります。' },
  footer: 'このメールは Tradewind の通知設定(設定 › 通知)に基づいて送信されています。',
};
