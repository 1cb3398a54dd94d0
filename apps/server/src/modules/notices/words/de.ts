import type { NoticeWords } from './types.js';

export const de: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'Aufladung genehmigt', body: '{amount} wurden Ihrem Guthaben hinzugefügt.' },
    recharge_refused: { title: 'Aufladung abgelehnt', body: 'Ihre Aufladung über {amount} wurde abgelehnt.' },
    withdraw_passed: { title: 'Auszahlung genehmigt', body: 'Ihre Auszahlung über {amount} wurde genehmigt.' },
    withdraw_refused: {
      title: 'Auszahlung abgelehnt',
      body: 'Ihre Auszahlung über {amount} wurde abgelehnt; der Betrag ist wieder in Ihrem Guthaben.',
    },
    balance_adjusted: { title: 'Guthaben angepasst', body: 'Ihr Guthaben hat sich um {amount} geändert.' },
    deposit_reorged: {
      title: 'Einzahlung aus der Chain entfernt',
      body: 'Eine gutgeschriebene Einzahlung über {amount} ist nicht mehr in der Chain.',
    },
    order_shipped: { title: 'Bestellung versendet', body: 'Bestellung {sn} ist unterwegs.' },
    order_tracking: { title: 'Paketstatus', body: 'Bestellung {sn}: {stage}.' },
    order_auto_cancelled: {
      title: 'Bestellung storniert',
      body: 'Bestellung {sn} wurde nicht rechtzeitig bezahlt und wurde storniert.',
    },
    order_closed: { title: 'Bestellung geschlossen', body: 'Bestellung {sn} wurde vom Shop geschlossen.' },
    order_cancelled: {
      title: 'Bestellung storniert',
      body: 'Bestellung {sn} wurde storniert; {amount} sind wieder in Ihrem Guthaben.',
    },
    refund_approved: {
      title: 'Erstattung genehmigt',
      body: 'Ihr Erstattungsantrag für Bestellung {sn} wurde genehmigt.',
    },
    refund_refunded: { title: 'Erstattet', body: '{amount} wurden Ihrem Guthaben für Bestellung {sn} erstattet.' },
    refund_refused: {
      title: 'Erstattung abgelehnt',
      body: 'Ihr Erstattungsantrag für Bestellung {sn} wurde abgelehnt.',
    },
    dispute_opened: {
      title: 'Fall an Tradewind gesendet',
      body: 'Ihr Fall zu Bestellung {sn} wurde an Tradewind gesendet.',
    },
    dispute_answered: {
      title: 'Der Shop hat geantwortet',
      body: 'Der Shop hat auf Ihren Fall zu Bestellung {sn} geantwortet.',
    },
    dispute_deadline_passed: {
      title: 'Der Shop hat nicht geantwortet',
      body: 'Der Shop hat auf Ihren Fall zu Bestellung {sn} nicht rechtzeitig geantwortet.',
    },
    dispute_decided: {
      title: 'Tradewind hat entschieden',
      body: 'Tradewind hat über Ihren Fall zu Bestellung {sn} entschieden.',
    },
    late_credit: {
      title: 'Gutschrift für verspätete Lieferung',
      body: 'Bestellung {sn} kam verspätet an: {amount} wurden Ihrem Guthaben gutgeschrieben.',
    },
    order_message: { title: 'Neue Nachricht vom Shop', body: 'Der Shop hat Ihnen zu Bestellung {sn} geschrieben.' },
    question_answered: { title: 'Ihre Frage wurde beantwortet', body: 'Der Shop hat Ihre Frage beantwortet.' },
    price_dropped: { title: 'Preis gesunken', body: '{title}: {old} → {new}.' },
    back_in_stock: { title: 'Wieder verfügbar', body: '{title} ist wieder erhältlich.' },
    security_event: {
      title: 'Kontosicherheit',
      body: '{event} Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort.',
    },
    destination_added: {
      title: 'Neue Auszahlungsadresse',
      body: 'Ihrem Konto wurde eine neue Auszahlungsadresse hinzugefügt. Wenn Sie das nicht waren, ändern Sie Ihr Passwort und entfernen Sie die Adresse.',
    },
  },
  stages: { customs: 'verzollt', out_for_delivery: 'in Zustellung', delivered: 'zugestellt' },
  events: {
    new_sign_in: 'Ihr Konto wurde auf einem neuen Gerät angemeldet.',
    password_changed: 'Ihr Passwort wurde geändert.',
    pay_code_changed: 'Ihr Zahlungscode wurde geändert.',
    new_payout_destination: 'Ihrem Konto wurde ein neues Auszahlungsziel hinzugefügt.',
  },
  other: { title: 'Kontohinweis', body: 'Es gibt Neuigkeiten zu Ihrem Konto.' },
  footer:
    'Sie erhalten diese Nachricht aufgrund Ihrer Benachrichtigungseinstellungen in Tradewind (Einstellungen › Benachrichtigungen).',
};
