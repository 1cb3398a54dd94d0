import type { NoticeWords } from './types.js';

export const ko: NoticeWords = {
  kinds: {
    recharge_passed: { title: '충전 승인', body: '{amount}이(가) 잔액에 추가되었습니다.' },
    recharge_refused: { title: '충전 거절', body: '{amount} 충전이 거절되었습니다.' },
    withdraw_passed: { title: '출금 승인', body: '{amount} 출금이 승인되었습니다.' },
    withdraw_refused: { title: '출금 거절', body: '{amount} 출금이 거절되어 잔액으로 돌아왔습니다.' },
    balance_adjusted: { title: '잔액 조정', body: '잔액이 {amount}만큼 변경되었습니다.' },
    deposit_reorged: { title: '입금이 체인에서 빠졌습니다', body: '입금 처리된 {amount} 거래가 체인에서 빠졌습니다.' },
    order_shipped: { title: '주문 발송', body: '주문 {sn}이(가) 발송되었습니다.' },
    order_tracking: { title: '배송 현황', body: '주문 {sn}: {stage}.' },
    order_auto_cancelled: { title: '주문 취소', body: '주문 {sn}이(가) 기한 내에 결제되지 않아 취소되었습니다.' },
    order_closed: { title: '주문 종료', body: '주문 {sn}이(가) 상점에 의해 종료되었습니다.' },
    order_cancelled: { title: '주문 취소', body: '주문 {sn}이(가) 취소되어 {amount}이(가) 잔액으로 돌아왔습니다.' },
    refund_approved: { title: '환불 승인', body: '주문 {sn}의 환불 요청이 승인되었습니다.' },
    refund_refunded: { title: '환불 완료', body: '주문 {sn}의 {amount}이(가) 잔액으로 환불되었습니다.' },
    refund_refused: { title: '환불 거절', body: '주문 {sn}의 환불 요청이 거절되었습니다.' },
    dispute_opened: { title: 'Tradewind에 분쟁 접수', body: '주문 {sn}에 대한 분쟁이 Tradewind에 접수되었습니다.' },
    dispute_answered: { title: '상점이 답변했습니다', body: '주문 {sn} 분쟁에 상점이 답변했습니다.' },
    dispute_deadline_passed: {
      title: '상점이 답변하지 않았습니다',
      body: '주문 {sn} 분쟁에 상점이 기한 내에 답변하지 않았습니다.',
    },
    dispute_decided: { title: 'Tradewind 결정', body: 'Tradewind가 주문 {sn} 분쟁을 결정했습니다.' },
    late_credit: {
      title: '배송 지연 보상',
      body: '주문 {sn}이(가) 늦게 도착하여 {amount}이(가) 잔액에 적립되었습니다.',
    },
    order_message: { title: '상점의 새 메시지', body: '주문 {sn}에 대해 상점이 메시지를 보냈습니다.' },
    question_answered: { title: '질문에 답변이 달렸습니다', body: '상점이 질문에 답변했습니다.' },
    price_dropped: { title: '가격 인하', body: '{title}: {old} → {new}.' },
    back_in_stock: { title: '재입고', body: '{title}을(를) 다시 구매할 수 있습니다.' },
    security_event: { title: '계정 보안', body: '{event} 본인이 아니라면 지금 비밀번호를 변경하세요.' },
    destination_added: {
      title: '새 출금처',
      body: '출금 주소록에 새 출금처가 추가되었습니다. 본인이 아니라면 비밀번호를 변경하고 삭제하세요.',
    },
  },
  stages: { customs: '통관 완료', out_for_delivery: '배송 출발', delivered: '배송 완료' },
  events: {
    new_sign_in: '새 기기에서 계정에 로그인했습니다.',
    password_changed: '비밀번호가 변경되었습니다.',
    pay_code_changed: '결제 비밀번호가 변경되었습니다.',
    new_payout_destination: '계정에 새 출금 계좌가 추가되었습니다.',
  },
  other: { title: '계정 알림', body: '계정에 새 소식이 있습니다.' },
  footer: 'Tradewind 알림 설정(설정 › 알림)에 따라 이 메일을 받으셨습니다.',
};
