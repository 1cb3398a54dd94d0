import type { NoticeWords } from './types.js';

export const vi: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'Nạp tiền đã được duyệt', body: '{amount} đã được cộng vào số dư của bạn.' },
    recharge_refused: { title: 'Nạp tiền bị từ chối', body: 'Lần nạp {amount} của bạn đã bị từ chối.' },
    withdraw_passed: { title: 'Rút tiền đã được duyệt', body: 'Lệnh rút {amount} của bạn đã được duyệt.' },
    withdraw_refused: { title: 'Rút tiền bị từ chối', body: 'Lệnh rút {amount} bị từ chối; số tiền đã trở lại số dư.' },
    balance_adjusted: { title: 'Số dư đã được điều chỉnh', body: 'Số dư của bạn thay đổi {amount}.' },
    deposit_reorged: { title: 'Khoản nạp rời khỏi chuỗi', body: 'Một khoản nạp {amount} đã ghi có đã rời khỏi chuỗi.' },
    order_shipped: { title: 'Đơn hàng đã gửi', body: 'Đơn hàng {sn} đang trên đường.' },
    order_tracking: { title: 'Cập nhật kiện hàng', body: 'Đơn hàng {sn}: {stage}.' },
    order_auto_cancelled: {
      title: 'Đơn hàng đã hủy',
      body: 'Đơn hàng {sn} không được thanh toán đúng hạn và đã bị hủy.',
    },
    order_closed: { title: 'Đơn hàng đã đóng', body: 'Đơn hàng {sn} đã bị cửa hàng đóng.' },
    order_cancelled: { title: 'Đơn hàng đã hủy', body: 'Đơn hàng {sn} đã hủy; {amount} đã trở lại số dư.' },
    refund_approved: {
      title: 'Hoàn tiền được chấp nhận',
      body: 'Yêu cầu hoàn tiền cho đơn hàng {sn} đã được chấp nhận.',
    },
    refund_refunded: { title: 'Đã hoàn tiền', body: '{amount} đã được hoàn vào số dư cho đơn hàng {sn}.' },
    refund_refused: { title: 'Hoàn tiền bị từ chối', body: 'Yêu cầu hoàn tiền cho đơn hàng {sn} đã bị từ chối.' },
    dispute_opened: {
      title: 'Khiếu nại đã gửi Tradewind',
      body: 'Khiếu nại về đơn hàng {sn} đã được gửi tới Tradewind.',
    },
    dispute_answered: { title: 'Cửa hàng đã trả lời', body: 'Cửa hàng đã trả lời khiếu nại về đơn hàng {sn}.' },
    dispute_deadline_passed: {
      title: 'Cửa hàng không trả lời',
      body: 'Cửa hàng không trả lời khiếu nại về đơn hàng {sn} đúng hạn.',
    },
    dispute_decided: { title: 'Tradewind đã quyết định', body: 'Tradewind đã quyết định khiếu nại về đơn hàng {sn}.' },
    late_credit: { title: 'Bồi thường giao trễ', body: 'Đơn hàng {sn} đến trễ: {amount} đã được cộng vào số dư.' },
    order_message: { title: 'Tin nhắn mới từ cửa hàng', body: 'Cửa hàng đã nhắn cho bạn về đơn hàng {sn}.' },
    question_answered: { title: 'Câu hỏi đã được trả lời', body: 'Cửa hàng đã trả lời câu hỏi của bạn.' },
    price_dropped: { title: 'Giảm giá', body: '{title}: {old} → {new}.' },
    back_in_stock: { title: 'Đã có hàng trở lại', body: '{title} đã có hàng trở lại.' },
    security_event: { title: 'Bảo mật tài khoản', body: '{event} Nếu không phải bạn, hãy đổi mật khẩu ngay.' },
    destination_added: {
      title: 'Địa chỉ rút tiền mới',
      body: 'Một địa chỉ rút tiền mới đã được thêm vào tài khoản của bạn. Nếu không phải bạn, hãy đổi mật khẩu và xóa nó.',
    },
  },
  stages: { customs: 'đã thông quan', out_for_delivery: 'đang giao', delivered: 'đã giao' },
  events: {
    new_sign_in: 'Tài khoản của bạn vừa đăng nhập trên thiết bị mới.',
    password_changed: 'Mật khẩu của bạn đã được thay đổi.',
    pay_code_changed: 'Mã thanh toán của bạn đã được thay đổi.',
    new_payout_destination: 'Một tài khoản nhận tiền mới đã được thêm vào tài khoản của bạn.',
  },
  other: { title: 'Thông báo tài khoản', body: 'Có tin mới về tài khoản của bạn.' },
  footer: 'Bạn nhận thư này theo cài đặt thông báo trong Tradewind (Cài đặt › Thông báo).',
};
