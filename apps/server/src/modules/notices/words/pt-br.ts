import type { NoticeWords } from './types.js';

export const ptBr: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'Recarga aprovada', body: '{amount} foram adicionados ao seu saldo.' },
    recharge_refused: { title: 'Recarga recusada', body: 'Sua recarga de {amount} foi recusada.' },
    withdraw_passed: { title: 'Saque aprovado', body: 'Seu saque de {amount} foi aprovado.' },
    withdraw_refused: {
      title: 'Saque recusado',
      body: 'Seu saque de {amount} foi recusado; o valor voltou para seu saldo.',
    },
    balance_adjusted: { title: 'Saldo ajustado', body: 'Seu saldo mudou em {amount}.' },
    deposit_reorged: {
      title: 'Depósito saiu da blockchain',
      body: 'Um depósito creditado de {amount} saiu da blockchain.',
    },
    order_shipped: { title: 'Pedido enviado', body: 'O pedido {sn} está a caminho.' },
    order_tracking: { title: 'Atualização do pacote', body: 'Pedido {sn}: {stage}.' },
    order_auto_cancelled: { title: 'Pedido cancelado', body: 'O pedido {sn} não foi pago a tempo e foi cancelado.' },
    order_closed: { title: 'Pedido encerrado', body: 'O pedido {sn} foi encerrado pela loja.' },
    order_cancelled: {
      title: 'Pedido cancelado',
      body: 'O pedido {sn} foi cancelado; {amount} voltaram para seu saldo.',
    },
    refund_approved: { title: 'Reembolso aprovado', body: 'Seu pedido de reembolso do pedido {sn} foi aprovado.' },
    refund_refunded: { title: 'Reembolsado', body: '{amount} foram reembolsados no seu saldo pelo pedido {sn}.' },
    refund_refused: { title: 'Reembolso recusado', body: 'Seu pedido de reembolso do pedido {sn} foi recusado.' },
    dispute_opened: {
      title: 'Caso enviado à Tradewind',
      body: 'Seu caso sobre o pedido {sn} foi enviado à Tradewind.',
    },
    dispute_answered: { title: 'A loja respondeu', body: 'A loja respondeu ao seu caso sobre o pedido {sn}.' },
    dispute_deadline_passed: {
      title: 'A loja não respondeu',
      body: 'A loja não respondeu a tempo ao seu caso sobre o pedido {sn}.',
    },
    dispute_decided: { title: 'A Tradewind decidiu', body: 'A Tradewind decidiu seu caso sobre o pedido {sn}.' },
    late_credit: {
      title: 'Crédito por atraso na entrega',
      body: 'O pedido {sn} chegou atrasado: {amount} foram creditados no seu saldo.',
    },
    order_message: { title: 'Nova mensagem da loja', body: 'A loja escreveu para você sobre o pedido {sn}.' },
    question_answered: { title: 'Sua pergunta foi respondida', body: 'A loja respondeu à sua pergunta.' },
    price_dropped: { title: 'O preço caiu', body: '{title}: {old} → {new}.' },
    back_in_stock: { title: 'De volta ao estoque', body: '{title} está disponível novamente.' },
    security_event: { title: 'Segurança da conta', body: '{event} Se não foi você, troque sua senha agora.' },
    destination_added: {
      title: 'Novo endereço de saque',
      body: 'Um novo endereço de saque foi adicionado à sua conta. Se não foi você, troque sua senha e remova-o.',
    },
  },
  stages: { customs: 'liberado na alfândega', out_for_delivery: 'saiu para entrega', delivered: 'entregue' },
  events: {
    new_sign_in: 'Sua conta foi acessada em um novo dispositivo.',
    password_changed: 'Sua senha foi alterada.',
    pay_code_changed: 'Seu código de pagamento foi alterado.',
    new_payout_destination: 'Um novo destino de saque foi adicionado à sua conta.',
  },
  other: { title: 'Aviso da conta', body: 'Há novidades sobre sua conta.' },
  footer:
    'Você recebe esta mensagem por causa das suas configurações de notificação na Tradewind (Configurações › Notificações).',
};
