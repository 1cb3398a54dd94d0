import type { NoticeWords } from './types.js';

export const tr: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'Yükleme onaylandı', body: '{amount} bakiyenize eklendi.' },
    recharge_refused: { title: 'Yükleme reddedildi', body: '{amount} tutarındaki yüklemeniz reddedildi.' },
    withdraw_passed: { title: 'Para çekme onaylandı', body: '{amount} tutarındaki para çekme talebiniz onaylandı.' },
    withdraw_refused: {
      title: 'Para çekme reddedildi',
      body: '{amount} tutarındaki para çekme reddedildi; tutar bakiyenize döndü.',
    },
    balance_adjusted: { title: 'Bakiye düzeltildi', body: 'Bakiyeniz {amount} değişti.' },
    deposit_reorged: {
      title: 'Yatırma zincirden çıktı',
      body: 'Hesaba geçmiş {amount} tutarındaki yatırma zincirden çıktı.',
    },
    order_shipped: { title: 'Sipariş kargoya verildi', body: '{sn} numaralı sipariş yolda.' },
    order_tracking: { title: 'Kargo durumu', body: '{sn} numaralı sipariş: {stage}.' },
    order_auto_cancelled: {
      title: 'Sipariş iptal edildi',
      body: '{sn} numaralı sipariş zamanında ödenmediği için iptal edildi.',
    },
    order_closed: { title: 'Sipariş kapatıldı', body: '{sn} numaralı sipariş mağaza tarafından kapatıldı.' },
    order_cancelled: {
      title: 'Sipariş iptal edildi',
      body: '{sn} numaralı sipariş iptal edildi; {amount} bakiyenize döndü.',
    },
    refund_approved: { title: 'İade onaylandı', body: '{sn} numaralı sipariş için iade talebiniz onaylandı.' },
    refund_refunded: { title: 'İade edildi', body: '{sn} numaralı sipariş için {amount} bakiyenize iade edildi.' },
    refund_refused: { title: 'İade reddedildi', body: '{sn} numaralı sipariş için iade talebiniz reddedildi.' },
    dispute_opened: {
      title: 'Anlaşmazlık Tradewind’e iletildi',
      body: '{sn} numaralı sipariş hakkındaki anlaşmazlığınız Tradewind’e iletildi.',
    },
    dispute_answered: {
      title: 'Mağaza yanıtladı',
      body: 'Mağaza, {sn} numaralı sipariş hakkındaki anlaşmazlığınızı yanıtladı.',
    },
    dispute_deadline_passed: {
      title: 'Mağaza yanıt vermedi',
      body: 'Mağaza, {sn} numaralı sipariş hakkındaki anlaşmazlığa zamanında yanıt vermedi.',
    },
    dispute_decided: {
      title: 'Tradewind karar verdi',
      body: 'Tradewind, {sn} numaralı sipariş hakkındaki anlaşmazlığınıza karar verdi.',
    },
    late_credit: { title: 'Gecikme tazminatı', body: '{sn} numaralı sipariş geç ulaştı: {amount} bakiyenize eklendi.' },
    order_message: { title: 'Mağazadan yeni mesaj', body: 'Mağaza, {sn} numaralı sipariş hakkında size yazdı.' },
    question_answered: { title: 'Sorunuz yanıtlandı', body: 'Mağaza sorunuzu yanıtladı.' },
    price_dropped: { title: 'Fiyat düştü', body: '{title}: {old} → {new}.' },
    back_in_stock: { title: 'Yeniden stokta', body: '{title} yeniden satışta.' },
    security_event: { title: 'Hesap güvenliği', body: '{event} Bu siz değilseniz şifrenizi hemen değiştirin.' },
    destination_added: {
      title: 'Yeni ödeme adresi',
      body: 'Hesabınıza yeni bir ödeme adresi eklendi. Bu siz değilseniz şifrenizi değiştirin ve adresi silin.',
    },
  },
  stages: { customs: 'gümrükten geçti', out_for_delivery: 'dağıtımda', delivered: 'teslim edildi' },
  events: {
    new_sign_in: 'Hesabınıza yeni bir cihazdan giriş yapıldı.',
    password_changed: 'Şifreniz değiştirildi.',
    pay_code_changed: 'Ödeme kodunuz değiştirildi.',
    new_payout_destination: 'Hesabınıza yeni bir para çekme hesabı eklendi.',
  },
  other: { title: 'Hesap bildirimi', body: 'Hesabınızla ilgili yeni bir gelişme var.' },
  footer: 'Bu e-postayı Tradewind bildirim ayarlarınız (Ayarlar › Bildirimler) nedeniyle alıyorsunuz.',
};
