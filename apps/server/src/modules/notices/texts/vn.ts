/** The notices' texts in Vietnamese; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const vn: NoticeTexts = {
  shopApplicationReceived: {
    title: 'Đã nhận đơn đăng ký cửa hàng',
    content: 'Chúng tôi đã nhận được đơn đăng ký mở cửa hàng “{shop}” của bạn. Đội ngũ của chúng tôi đang xét duyệt và sẽ thông báo kết quả tại đây.',
  },
  shopApplicationApproved: {
    title: 'Cửa hàng của bạn đã được duyệt',
    content: 'Chúc mừng! Cửa hàng “{shop}” của bạn đã được duyệt. Hãy mở Kênh Người Bán để đăng những sản phẩm đầu tiên.',
  },
  shopApplicationRejected: {
    title: 'Đơn đăng ký cửa hàng không được duyệt',
    content: 'Đơn đăng ký cửa hàng “{shop}” của bạn không được duyệt. Lý do: {reason}. Bạn có thể chỉnh sửa và đăng ký lại.',
  },
  productSubmitted: {
    title: 'Sản phẩm đã được gửi duyệt',
    content: '“{product}” đã được gửi và đang chờ duyệt. Người mua sẽ thấy sản phẩm ngay khi được duyệt.',
  },
  productApproved: {
    title: 'Sản phẩm đã được duyệt',
    content: '“{product}” đã được duyệt và hiện đã hiển thị với người mua.',
  },
  productRejected: {
    title: 'Sản phẩm không được duyệt',
    content: '“{product}” không được duyệt. Lý do: {reason}. Hãy chỉnh sửa sản phẩm và gửi lại.',
  },
  stockApplicationReceived: {
    title: 'Đã nhận yêu cầu nhập kho',
    content: 'Yêu cầu thêm {quantity} sản phẩm “{product}” vào kho của bạn đang được xét duyệt.',
  },
  stockApplicationApproved: {
    title: 'Yêu cầu nhập kho đã được duyệt',
    content: 'Đã thêm {quantity} sản phẩm vào kho của “{product}”.',
  },
  stockApplicationRejected: {
    title: 'Yêu cầu nhập kho không được duyệt',
    content: 'Yêu cầu thêm {quantity} sản phẩm “{product}” vào kho của bạn không được duyệt. Lý do: {reason}.',
  },
  orderReceived: {
    title: 'Đơn hàng mới {order}',
    content:
      'Người mua vừa đặt đơn hàng {order} tại cửa hàng của bạn. Hãy giao hàng từ Kênh Người Bán sau khi đơn được thanh toán (hoặc giao ngay nếu là đơn thanh toán khi nhận hàng).',
  },
  orderPaid: {
    title: 'Đơn hàng {order} đã được thanh toán',
    content: 'Chúng tôi đã nhận được thanh toán cho đơn hàng {order}. Cửa hàng sẽ sớm giao hàng cho bạn.',
  },
  orderShipped: {
    title: 'Đơn hàng {order} đã được gửi đi',
    content: 'Đơn hàng {order} đang được {carrier} vận chuyển, mã vận đơn {log_sn}.',
  },
  orderInTransit: {
    title: 'Đơn hàng {order} đang trung chuyển',
    content: 'Đơn hàng {order} đang được {carrier} trung chuyển và sắp đến tay bạn, mã vận đơn {log_sn}.',
  },
  orderDelivered: {
    title: 'Đơn hàng {order} đã được giao',
    content: 'Đơn hàng {order} đã được giao thành công. Vui lòng kiểm tra hàng rồi xác nhận đã nhận hàng.',
  },
  orderCancelled: {
    title: 'Đơn hàng {order} đã bị hủy',
    content: 'Đơn hàng {order} đã bị hủy. Số tiền bạn đã thanh toán (nếu có) đang được hoàn về phương thức thanh toán ban đầu.',
  },
  orderCancelledForShop: {
    title: 'Người mua đã hủy đơn hàng {order}',
    content: 'Người mua đã hủy đơn hàng {order}. Các sản phẩm trong đơn đã được hoàn lại vào kho của bạn.',
  },
  rechargeSubmitted: {
    title: 'Đã gửi yêu cầu nạp tiền để xét duyệt',
    content:
      'Chúng tôi đã nhận được yêu cầu nạp {amount} qua {wallet} của bạn. Đội ngũ của chúng tôi đang kiểm tra khoản thanh toán và sẽ cộng tiền vào ví của bạn ngay khi xác nhận.',
  },
  rechargeApproved: {
    title: 'Nạp tiền thành công',
    content: '{amount} từ lần nạp qua {wallet} đã được cộng vào số dư ví của bạn.',
  },
  rechargeRejected: {
    title: 'Yêu cầu nạp tiền không được duyệt',
    content:
      'Yêu cầu nạp {amount} qua {wallet} của bạn không được duyệt. Lý do: {reason}. Nếu bạn đã thanh toán, vui lòng liên hệ với chúng tôi kèm mã giao dịch.',
  },
  paymentSettingsChanged: {
    title: 'Thông tin nhận tiền đã được thay đổi',
    content:
      'Thông tin nhận tiền dùng cho các lần rút tiền của bạn đã được thay đổi. Nếu không phải bạn thực hiện, hãy đổi mật khẩu ngay và liên hệ với chúng tôi. Các yêu cầu rút tiền trong 24 giờ tới sẽ được kiểm tra thêm.',
  },
  withdrawalSubmitted: {
    title: 'Đã nhận yêu cầu rút tiền',
    content: 'Yêu cầu rút {amount} của bạn đang được xem xét. Số tiền này được tạm giữ trong ví của bạn cho đến khi được chi trả.',
  },
  withdrawalPaid: {
    title: 'Đã chi trả khoản rút tiền',
    content: 'Khoản rút {amount} của bạn đã được chuyển vào tài khoản bạn chọn (đã trừ phí rút tiền).',
  },
  withdrawalRejected: {
    title: 'Yêu cầu rút tiền không được duyệt',
    content: 'Yêu cầu rút {amount} của bạn không được duyệt và tiền đã được hoàn lại vào số dư. Lý do: {reason}.',
  },
  withdrawalCancelled: {
    title: 'Đã hủy rút tiền',
    content: 'Bạn đã hủy yêu cầu rút {amount}. Tiền đã được hoàn lại vào số dư của bạn.',
  },
};
