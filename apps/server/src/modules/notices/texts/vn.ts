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
  orderCancelledByMall: {
    title: 'Sàn đã hủy đơn hàng {order}',
    content: 'Chúng tôi đã hủy đơn hàng {order}. Lý do: {reason}. Số tiền bạn đã thanh toán đang được hoàn về phương thức thanh toán ban đầu.',
  },
  orderCancelledByMallForShop: {
    title: 'Sàn đã hủy đơn hàng {order}',
    content: 'Sàn đã hủy đơn hàng {order}. Lý do: {reason}. Các sản phẩm trong đơn đã được hoàn lại vào kho của bạn.',
  },
  orderCompletedByMall: {
    title: 'Đơn hàng {order} đã hoàn tất',
    content: 'Việc giao đơn hàng {order} đã được xác nhận nên đơn hàng đã hoàn tất. Nếu có vấn đề, bạn vẫn có thể yêu cầu hoàn tiền.',
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
  ticketReplied: {
    title: '{shop} đã trả lời',
    content: '{shop} đã trả lời cuộc trò chuyện “{subject}” của bạn. Mở ra để đọc câu trả lời và phản hồi.',
  },
  ticketRepliedByMall: {
    title: 'Bộ phận chăm sóc khách hàng đã trả lời',
    content: 'Bộ phận chăm sóc khách hàng đã trả lời cuộc trò chuyện “{subject}” của bạn. Mở ra để đọc câu trả lời và phản hồi.',
  },
  ticketMessageForShop: {
    title: 'Tin nhắn mới từ {buyer}',
    content: '{buyer} đã nhắn về “{subject}”. Hãy trả lời trong mục trò chuyện của trung tâm người bán.',
  },
  ticketMessageForMall: {
    title: 'Tin nhắn mới từ khách hàng',
    content: '{buyer} đã nhắn cho bộ phận chăm sóc khách hàng về “{subject}”. Hãy trả lời trong trang quản trị.',
  },
  refundApplied: {
    title: 'Đã gửi yêu cầu hoàn tiền',
    content: 'Yêu cầu của bạn cho “{product}” trong đơn hàng {order} đã được gửi đến cửa hàng. Chúng tôi sẽ báo ngay khi cửa hàng phản hồi.',
  },
  refundAppliedForShop: {
    title: 'Yêu cầu hoàn tiền mới cho đơn hàng {order}',
    content: 'Người mua yêu cầu hoàn tiền hoặc trả hàng “{product}” trong đơn hàng {order}. Hãy xem xét trong kênh người bán.',
  },
  refundReturnAccepted: {
    title: 'Yêu cầu trả hàng được chấp nhận',
    content: 'Cửa hàng đã chấp nhận trả hàng “{product}” trong đơn hàng {order}. Hãy gửi hàng lại và nhập mã vận đơn.',
  },
  refundReturnAcceptedForShop: {
    title: 'Đã chấp nhận trả hàng đơn {order}',
    content: 'Bạn đã chấp nhận trả hàng “{product}” trong đơn hàng {order}. Hãy xác nhận trong kênh người bán khi nhận được hàng.',
  },
  refundRejected: {
    title: 'Yêu cầu hoàn tiền bị từ chối',
    content: 'Cửa hàng đã từ chối yêu cầu của bạn cho “{product}” trong đơn hàng {order}. Lý do: {reason}. Bạn có thể nhờ sàn quyết định.',
  },
  refundRejectedForShop: {
    title: 'Đã từ chối yêu cầu hoàn tiền đơn {order}',
    content: 'Bạn đã từ chối yêu cầu cho “{product}” trong đơn hàng {order}. Lý do: {reason}.',
  },
  refundGoodsSent: {
    title: 'Hàng trả đang trên đường',
    content: 'Bạn đã gửi trả “{product}” trong đơn hàng {order}, mã vận đơn {log_sn}. Tiền sẽ được hoàn khi cửa hàng nhận được hàng.',
  },
  refundGoodsSentForShop: {
    title: 'Hàng trả của đơn {order} đang trên đường',
    content: 'Người mua đã gửi trả “{product}” trong đơn hàng {order}, mã vận đơn {log_sn}. Hãy xác nhận trong kênh người bán khi nhận được.',
  },
  refundPaid: {
    title: 'Đã hoàn {amount}',
    content: '{amount} cho “{product}” trong đơn hàng {order} đã được hoàn về phương thức bạn đã thanh toán.',
  },
  refundPaidForShop: {
    title: 'Đơn hàng {order} đã hoàn tiền',
    content: '{amount} cho “{product}” trong đơn hàng {order} đã được hoàn cho người mua, thu nhập của bạn từ đơn này được trừ tương ứng.',
  },
  refundEscalated: {
    title: 'Đã gửi yêu cầu lên sàn',
    content: 'Bạn đã nhờ sàn quyết định yêu cầu cho “{product}” trong đơn hàng {order}. Lý do: {reason}. Chúng tôi sẽ báo kết quả cho bạn.',
  },
  refundEscalatedForShop: {
    title: 'Sàn sẽ quyết định yêu cầu của đơn {order}',
    content: 'Người mua đã nhờ sàn quyết định yêu cầu cho “{product}” trong đơn hàng {order}. Lý do: {reason}.',
  },
  refundClosed: {
    title: 'Yêu cầu hoàn tiền đã đóng',
    content: 'Sàn đã xem xét yêu cầu của bạn cho “{product}” trong đơn hàng {order} và đóng yêu cầu mà không hoàn tiền. Lý do: {reason}.',
  },
  refundClosedForShop: {
    title: 'Đã đóng yêu cầu hoàn tiền đơn {order}',
    content: 'Sàn đã đóng yêu cầu cho “{product}” trong đơn hàng {order} mà không hoàn tiền. Lý do: {reason}.',
  },
  refundCancelled: {
    title: 'Đã rút yêu cầu hoàn tiền',
    content: 'Bạn đã rút lại yêu cầu cho “{product}” trong đơn hàng {order}.',
  },
  refundCancelledForShop: {
    title: 'Người mua đã rút yêu cầu hoàn tiền đơn {order}',
    content: 'Người mua đã rút lại yêu cầu cho “{product}” trong đơn hàng {order}. Bạn không cần làm gì thêm.',
  },
  shopSuspended: {
    title: 'Cửa hàng của bạn bị tạm ngưng',
    content:
      'Sàn đã tạm ngưng cửa hàng “{shop}” của bạn. Lý do: {reason}. Sản phẩm của cửa hàng bị ẩn với người mua và kênh người bán chỉ xem được; bạn vẫn có thể giao và hoàn tất các đơn hàng đang mở. Hãy liên hệ sàn để giải quyết.',
  },
  shopResumed: {
    title: 'Cửa hàng của bạn đã mở lại',
    content: 'Sàn đã mở lại cửa hàng “{shop}” của bạn. Ghi chú: {reason}. Sản phẩm của cửa hàng đã được bán trở lại và bạn có thể chỉnh sửa chúng.',
  },
  productTakenOff: {
    title: 'Sản phẩm bị gỡ khỏi kệ',
    content: 'Sàn đã gỡ “{product}” khỏi kệ. Lý do: {reason}. Hãy sửa sản phẩm và gửi duyệt lại.',
  },
  loginPaused: {
    title: 'Tạm dừng đăng nhập vào tài khoản của bạn',
    content:
      'Có người đã nhập sai mật khẩu tài khoản của bạn nhiều lần liên tiếp, nên chúng tôi tạm dừng đăng nhập trong một thời gian. Nếu đó là bạn, hãy đợi một lát rồi thử lại, hoặc đặt lại mật khẩu. Nếu không phải bạn, những lần thử đó đã không đăng nhập được; để an toàn, hãy đổi sang một mật khẩu mà bạn không dùng ở nơi nào khác.',
  },
};
