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
};
