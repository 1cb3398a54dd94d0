import type { NoticeWords } from './types.js';

export const fr: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'Recharge approuvée', body: '{amount} a été ajouté à votre solde.' },
    recharge_refused: { title: 'Recharge refusée', body: 'Votre recharge de {amount} a été refusée.' },
    withdraw_passed: { title: 'Retrait approuvé', body: 'Votre retrait de {amount} a été approuvé.' },
    withdraw_refused: {
      title: 'Retrait refusé',
      body: 'Votre retrait de {amount} a été refusé ; le montant est revenu sur votre solde.',
    },
    balance_adjusted: { title: 'Solde ajusté', body: 'Votre solde a changé de {amount}.' },
    deposit_reorged: { title: 'Dépôt retiré de la chaîne', body: 'Un dépôt crédité de {amount} a quitté la chaîne.' },
    order_shipped: { title: 'Commande expédiée', body: 'La commande {sn} est en route.' },
    order_tracking: { title: 'Suivi du colis', body: 'Commande {sn} : {stage}.' },
    order_auto_cancelled: {
      title: 'Commande annulée',
      body: "La commande {sn} n'a pas été payée à temps et a été annulée.",
    },
    order_closed: { title: 'Commande clôturée', body: 'La commande {sn} a été clôturée par la boutique.' },
    order_cancelled: {
      title: 'Commande annulée',
      body: 'La commande {sn} a été annulée ; {amount} est revenu sur votre solde.',
    },
    refund_approved: {
      title: 'Remboursement accepté',
      body: 'Votre demande de remboursement pour la commande {sn} a été acceptée.',
    },
    refund_refunded: { title: 'Remboursé', body: '{amount} a été remboursé sur votre solde pour la commande {sn}.' },
    refund_refused: {
      title: 'Remboursement refusé',
      body: 'Votre demande de remboursement pour la commande {sn} a été refusée.',
    },
    dispute_opened: {
      title: 'Litige transmis à Tradewind',
      body: 'Votre litige sur la commande {sn} a été transmis à Tradewind.',
    },
    dispute_answered: {
      title: 'La boutique a répondu',
      body: 'La boutique a répondu à votre litige sur la commande {sn}.',
    },
    dispute_deadline_passed: {
      title: "La boutique n'a pas répondu",
      body: "La boutique n'a pas répondu à temps à votre litige sur la commande {sn}.",
    },
    dispute_decided: { title: 'Tradewind a tranché', body: 'Tradewind a tranché votre litige sur la commande {sn}.' },
    late_credit: {
      title: 'Crédit pour retard',
      body: 'La commande {sn} est arrivée en retard : {amount} a été crédité sur votre solde.',
    },
    order_message: {
      title: 'Nouveau message de la boutique',
      body: 'La boutique vous a écrit au sujet de la commande {sn}.',
    },
    question_answered: { title: 'Réponse à votre question', body: 'La boutique a répondu à votre question.' },
    price_dropped: { title: 'Baisse de prix', body: '{title} : {old} → {new}.' },
    back_in_stock: { title: 'De retour en stock', body: '{title} est de nouveau disponible.' },
    security_event: {
      title: 'Sécurité du compte',
      body: "{event} Si ce n'était pas vous, changez votre mot de passe maintenant.",
    },
    destination_added: {
      title: 'Nouvelle adresse de retrait',
      body: 'Une nouvelle adresse de retrait a été ajoutée à votre compte. Si ce n’est pas vous, changez votre mot de passe et supprimez-la.',
    },
  },
  stages: { customs: 'dédouanée', out_for_delivery: 'en cours de livraison', delivered: 'livrée' },
  events: {
    new_sign_in: 'Votre compte a été ouvert sur un nouvel appareil.',
    password_changed: 'Votre mot de passe a été modifié.',
    pay_code_changed: 'Votre code de paiement a été modifié.',
    new_payout_destination: 'Un nouveau compte de retrait a été ajouté à votre compte.',
  },
  other: { title: 'Avis sur votre compte', body: 'Il y a du nouveau sur votre compte.' },
  footer: 'Vous recevez ce message selon vos réglages de notifications dans Tradewind (Paramètres › Notifications).',
};
