import type { NoticeWords } from './types.js';

export const id: NoticeWords = {
  kinds: {
    recharge_passed: { title: 'Isi saldo disetujui', body: '{amount} telah ditambahkan ke saldo Anda.' },
    recharge_refused: { title: 'Isi saldo ditolak', body: 'Isi saldo {amount} Anda ditolak.' },
    withdraw_passed: { title: 'Penarikan disetujui', body: 'Penarikan {amount} Anda disetujui.' },
    withdraw_refused: {
      title: 'Penarikan ditolak',
      body: 'Penarikan {amount} ditolak; dananya kembali ke saldo Anda.',
    },
    balance_adjusted: { title: 'Saldo disesuaikan', body: 'Saldo Anda berubah sebesar {amount}.' },
    deposit_reorged: {
      title: 'Setoran keluar dari rantai',
      body: 'Setoran {amount} yang sudah dikreditkan keluar dari rantai.',
    },
    order_shipped: { title: 'Pesanan dikirim', body: 'Pesanan {sn} sedang dalam perjalanan.' },
    order_tracking: { title: 'Kabar paket', body: 'Pesanan {sn}: {stage}.' },
    order_auto_cancelled: {
      title: 'Pesanan dibatalkan',
      body: 'Pesanan {sn} tidak dibayar tepat waktu dan dibatalkan.',
    },
    order_closed: { title: 'Pesanan ditutup', body: 'Pesanan {sn} ditutup oleh toko.' },
    order_cancelled: { title: 'Pesanan dibatalkan', body: 'Pesanan {sn} dibatalkan; {amount} kembali ke saldo Anda.' },
    refund_approved: {
      title: 'Pengembalian dana disetujui',
      body: 'Permintaan pengembalian dana untuk pesanan {sn} disetujui.',
    },
    refund_refunded: { title: 'Dana dikembalikan', body: '{amount} dikembalikan ke saldo Anda untuk pesanan {sn}.' },
    refund_refused: {
      title: 'Pengembalian dana ditolak',
      body: 'Permintaan pengembalian dana untuk pesanan {sn} ditolak.',
    },
    dispute_opened: {
      title: 'Sengketa dikirim ke Tradewind',
      body: 'Sengketa Anda tentang pesanan {sn} telah dikirim ke Tradewind.',
    },
    dispute_answered: { title: 'Toko menjawab', body: 'Toko menjawab sengketa Anda tentang pesanan {sn}.' },
    dispute_deadline_passed: {
      title: 'Toko tidak menjawab',
      body: 'Toko tidak menjawab sengketa tentang pesanan {sn} tepat waktu.',
    },
    dispute_decided: {
      title: 'Tradewind memutuskan',
      body: 'Tradewind telah memutuskan sengketa Anda tentang pesanan {sn}.',
    },
    late_credit: {
      title: 'Kompensasi keterlambatan',
      body: 'Pesanan {sn} terlambat: {amount} dikreditkan ke saldo Anda.',
    },
    order_message: { title: 'Pesan baru dari toko', body: 'Toko mengirim pesan tentang pesanan {sn}.' },
    question_answered: { title: 'Pertanyaan Anda dijawab', body: 'Toko menjawab pertanyaan Anda.' },
    price_dropped: { title: 'Harga turun', body: '{title}: {old} → {new}.' },
    back_in_stock: { title: 'Tersedia lagi', body: '{title} tersedia lagi.' },
    security_event: { title: 'Keamanan akun', body: '{event} Jika ini bukan Anda, segera ubah kata sandi.' },
    destination_added: {
      title: 'Alamat penarikan baru',
      body: 'Alamat penarikan baru ditambahkan ke akun Anda. Jika bukan Anda, ubah kata sandi dan hapus alamat itu.',
    },
  },
  stages: { customs: 'lolos bea cukai', out_for_delivery: 'sedang diantar', delivered: 'telah diterima' },
  events: {
    new_sign_in: 'Akun Anda masuk dari perangkat baru.',
    password_changed: 'Kata sandi Anda telah diubah.',
    pay_code_changed: 'Kode pembayaran Anda telah diubah.',
    new_payout_destination: 'Rekening penarikan baru ditambahkan ke akun Anda.',
  },
  other: { title: 'Pemberitahuan akun', body: 'Ada kabar baru tentang akun Anda.' },
  footer: 'Anda menerima email ini sesuai pengaturan notifikasi di Tradewind (Pengaturan › Notifikasi).',
};
