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
};
