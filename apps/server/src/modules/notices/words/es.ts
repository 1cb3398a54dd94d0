import type { NoticeWords } from './types.js';

export const es: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'Recarga aprobada', body: 'Se añadieron {amount} a tu saldo.' },
    recharge_refused: { title: 'Recarga rechazada', body: 'Tu recarga de {amount} fue rechazada.' },
    withdraw_passed: { title: 'Retiro aprobado', body: 'Tu retiro de {amount} fue aprobado.' },
    withdraw_refused: {
      title: 'Retiro rechazado',
      body: 'Tu retiro de {amount} fue rechazado; el importe volvió a tu saldo.',
    },
    balance_adjusted: { title: 'Saldo ajustado', body: 'Tu saldo cambió en {amount}.' },
    deposit_reorged: {
      title: 'Depósito fuera de la cadena',
      body: 'Un depósito abonado de {amount} salió de la cadena.',
    },
    order_shipped: { title: 'Pedido enviado', body: 'El pedido {sn} está en camino.' },
    order_tracking: { title: 'Novedades del paquete', body: 'Pedido {sn}: {stage}.' },
    order_auto_cancelled: { title: 'Pedido cancelado', body: 'El pedido {sn} no se pagó a tiempo y se canceló.' },
    order_closed: { title: 'Pedido cerrado', body: 'La tienda cerró el pedido {sn}.' },
    order_cancelled: { title: 'Pedido cancelado', body: 'El pedido {sn} se canceló; {amount} volvieron a tu saldo.' },
    refund_approved: { title: 'Reembolso aprobado', body: 'Se aprobó tu solicitud de reembolso del pedido {sn}.' },
    refund_refunded: { title: 'Reembolsado', body: 'Se reembolsaron {amount} a tu saldo por el pedido {sn}.' },
    refund_refused: { title: 'Reembolso rechazado', body: 'Se rechazó tu solicitud de reembolso del pedido {sn}.' },
    dispute_opened: { title: 'Caso enviado a Tradewind', body: 'Tu caso sobre el pedido {sn} se envió a Tradewind.' },
    dispute_answered: { title: 'La tienda respondió', body: 'La tienda respondió a tu caso sobre el pedido {sn}.' },
    dispute_deadline_passed: {
      title: 'La tienda no respondió',
      body: 'La tienda no respondió a tiempo a tu caso sobre el pedido {sn}.',
    },
    dispute_decided: { title: 'Tradewind decidió', body: 'Tradewind resolvió tu caso sobre el pedido {sn}.' },
    late_credit: {
      title: 'Compensación por retraso',
      body: 'El pedido {sn} llegó tarde: se abonaron {amount} a tu saldo.',
    },
    order_message: { title: 'Nuevo mensaje de la tienda', body: 'La tienda te escribió sobre el pedido {sn}.' },
    question_answered: { title: 'Respondieron tu pregunta', body: 'La tienda respondió tu pregunta.' },
    price_dropped: { title: 'Bajó el precio', body: '{title}: {old} → {new}.' },
    back_in_stock: { title: 'De nuevo disponible', body: '{title} vuelve a estar disponible.' },
    security_event: { title: 'Seguridad de la cuenta', body: '{event} Si no fuiste tú, cambia tu contraseña ahora.' },
    destination_added: {
      title: 'Nueva dirección de retiro',
      body: 'Se añadió una nueva dirección de retiro a tu cuenta. Si no fuiste tú, cambia tu contraseña y elimínala.',
    },
  },
  stages: { customs: 'pasó la aduana', out_for_delivery: 'en reparto', delivered: 'entregado' },
  events: {
    new_sign_in: 'Se inició sesión en tu cuenta desde un dispositivo nuevo.',
    password_changed: 'Se cambió tu contraseña.',
    pay_code_changed: 'Se cambió tu código de pago.',
    new_payout_destination: 'Se añadió un nuevo destino de retiro a tu cuenta.',
  },
  other: { title: 'Aviso de la cuenta', body: 'Hay novedades sobre tu cuenta.' },
  footer: 'Recibes este mensaje por tu configuración de notificaciones en Tradewind (Ajustes › Notificaciones).',
};
