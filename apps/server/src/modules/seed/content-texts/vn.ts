/** The demo's policy pages and blog in Vietnamese. */
import type { ContentTexts } from './types';

export const vn: ContentTexts = {
  policies: {
    terms: {
      title: 'Điều khoản và điều kiện',
      content: `<p>Chào mừng bạn đến với Agora. Các điều khoản này áp dụng mỗi khi bạn duyệt xem, mua hoặc bán trên sàn thương mại của chúng tôi. Khi tạo tài khoản hoặc đặt hàng, bạn đồng ý với các điều khoản này, vì vậy hãy đọc kỹ.</p>
<h2>Chúng tôi là ai</h2>
<p>Agora là một sàn thương mại trực tuyến: các cửa hàng độc lập đăng bán sản phẩm của chính họ, còn chúng tôi vận hành nền tảng, nhận thanh toán và can thiệp khi có sự cố. Hợp đồng của mỗi giao dịch mua là giữa bạn và cửa hàng bán sản phẩm đó.</p>
<h2>Tài khoản của bạn</h2>
<ul><li>Bạn phải đủ 18 tuổi, hoặc được cha mẹ cho phép, mới có thể mua hàng.</li><li>Không chia sẻ mật khẩu của bạn với người khác. Bạn chịu trách nhiệm về mọi hoạt động diễn ra trong tài khoản của mình.</li><li>Cung cấp thông tin chính xác: họ tên, địa chỉ e-mail và địa chỉ giao hàng.</li></ul>
<h2>Đơn hàng và giá cả</h2>
<p>Giá được hiển thị bằng đô la Mỹ; số tiền quy đổi sang các loại tiền tệ khác chỉ mang tính tham khảo để bạn tiện theo dõi. Đơn hàng được xác nhận khi đã thanh toán, hoặc khi bạn chọn thanh toán khi nhận hàng. Cửa hàng có thể hủy đơn hàng mà họ không thể đáp ứng, và khi đó mọi khoản đã thanh toán sẽ được hoàn lại đầy đủ.</p>
<h2>Thanh toán</h2>
<p>Bạn có thể thanh toán bằng ví Agora, bằng thẻ ngân hàng hoặc, nếu có hỗ trợ, thanh toán khi nhận hàng. Chúng tôi không bao giờ lưu trữ đầy đủ số thẻ của bạn.</p>
<h2>Những điều không được phép</h2>
<ul><li>Hàng giả, hàng ăn cắp hoặc hàng bất hợp pháp.</li><li>Đánh giá giả, hoặc đánh giá được viết để đổi lấy phần thưởng.</li><li>Chuyển các cuộc trò chuyện và thanh toán ra ngoài Agora để né tránh cơ chế bảo vệ của chúng tôi.</li></ul>
<p>Chúng tôi có thể tạm khóa các tài khoản vi phạm những quy định này. Nếu thay đổi các điều khoản này, chúng tôi sẽ thông báo trên trang web ít nhất 14 ngày trước khi thay đổi có hiệu lực.</p>
<h2>Câu hỏi</h2>
<p>Hãy liên hệ với chúng tôi qua <a href="/pages/policy/support">bộ phận chăm sóc khách hàng</a>, chúng tôi luôn sẵn lòng hỗ trợ.</p>`,
    },
    return: {
      title: 'Đổi trả và hoàn tiền',
      content: `<p>Chúng tôi muốn bạn hài lòng với mọi đơn hàng. Nếu có gì đó không ổn, bạn có thể yêu cầu hoàn tiền hoặc trả hàng ngay từ trang đơn hàng của mình.</p>
<h2>Thời hạn yêu cầu</h2>
<p>Bạn có thể yêu cầu trả hàng hoặc hoàn tiền trong vòng <strong>15 ngày</strong> kể từ ngày đơn hàng được đánh dấu là đã nhận. Sau thời hạn này, bạn sẽ không thể gửi yêu cầu hậu mãi cho đơn hàng đó nữa.</p>
<h2>Hai loại yêu cầu</h2>
<ul><li><strong>Chỉ hoàn tiền</strong>: dành cho sản phẩm không bao giờ đến tay bạn, hoặc đến nơi bị hư hỏng và không cần gửi trả lại.</li><li><strong>Trả hàng và hoàn tiền</strong>: bạn gửi trả sản phẩm trước; cửa hàng sẽ hoàn tiền cho bạn sau khi nhận được hàng.</li></ul>
<h2>Từng bước thực hiện</h2>
<ol><li>Mở đơn hàng, chọn sản phẩm và nhấn "Hoàn tiền".</li><li>Cho chúng tôi biết lý do, số lượng và đính kèm ảnh nếu sản phẩm bị hư hỏng.</li><li>Cửa hàng sẽ phản hồi trong vòng 3 ngày. Nếu cửa hàng chấp nhận trả hàng, hãy gửi sản phẩm đi và nhập mã vận đơn.</li><li>Sau khi được duyệt, tiền sẽ được hoàn về nguồn thanh toán ban đầu: về ví của bạn ngay lập tức, hoặc về thẻ của bạn trong vòng 5 đến 10 ngày làm việc.</li></ol>
<h2>Sản phẩm không được đổi trả</h2>
<ul><li>Mỹ phẩm và sản phẩm chăm sóc cá nhân đã mở.</li><li>Thực phẩm tươi sống và hoa.</li><li>Sản phẩm được may đo theo số đo riêng của bạn.</li></ul>
<h2>Nếu bạn không đồng ý với cửa hàng</h2>
<p>Nếu cửa hàng từ chối yêu cầu của bạn và bạn cho rằng điều đó không đúng, bạn có thể đề nghị Agora đưa ra quyết định. Đội ngũ của chúng tôi sẽ xem xét ý kiến của cả hai bên và quyết định đó là quyết định cuối cùng.</p>`,
    },
    support: {
      title: 'Chăm sóc khách hàng',
      content: `<p>Đội ngũ hỗ trợ của chúng tôi luôn sẵn sàng giúp bạn về đơn hàng, thanh toán, tài khoản và mọi vấn đề khác khi mua sắm trên Agora.</p>
<h2>Cách liên hệ với chúng tôi</h2>
<ul><li><strong>Phiếu hỗ trợ</strong>: mở "Phiếu hỗ trợ" trong menu tài khoản và gửi cho Agora, hoặc gửi trực tiếp cho cửa hàng về sản phẩm của họ.</li><li><strong>Trò chuyện trực tiếp</strong>: nhấn vào nút chat khi nút này hiển thị.</li><li><strong>E-mail</strong>: gửi thư đến <a href="mailto:support@agora.test">support@agora.test</a>.</li></ul>
<h2>Khi nào chúng tôi phản hồi</h2>
<p>Chúng tôi trả lời phiếu hỗ trợ trong vòng 24 giờ vào các ngày làm việc, thường là sớm hơn nhiều. Các cửa hàng được yêu cầu trả lời khách hàng của mình trong vòng một ngày làm việc.</p>
<h2>Trước khi bạn gửi yêu cầu</h2>
<p>Nhiều câu hỏi có thể được giải đáp chỉ trong một phút khi xem các trang sau:</p>
<ul><li>Đơn hàng của tôi đang ở đâu? Mở <em>Lịch sử mua hàng</em>, sau đó mở đơn hàng để xem thông tin vận chuyển.</li><li>Làm sao để được hoàn tiền? Hãy đọc trang <a href="/pages/policy/return">đổi trả và hoàn tiền</a> của chúng tôi.</li><li>Làm sao để nạp tiền vào ví? Mở <em>Ví</em> và chọn "Nạp tiền".</li></ul>
<h2>Giúp chúng tôi hỗ trợ bạn tốt hơn</h2>
<p>Hãy ghi kèm mã đơn hàng và, nếu có sản phẩm bị hư hỏng, một hai tấm ảnh. Điều này giúp tránh phải hỏi đi hỏi lại và vấn đề của bạn sẽ được giải quyết nhanh hơn.</p>
<h2>Giữ an toàn</h2>
<p>Nhân viên Agora sẽ không bao giờ hỏi mật khẩu hay mã xác minh của bạn, và cũng không bao giờ yêu cầu bạn thanh toán bên ngoài trang web. Nếu có ai làm vậy, hãy báo cho chúng tôi.</p>`,
    },
    privacy: {
      title: 'Chính sách bảo mật',
      content: `<p>Chính sách này giải thích Agora thu thập những dữ liệu cá nhân nào, vì sao, và bạn có những lựa chọn gì. Chúng tôi chỉ thu thập những gì cần thiết để vận hành sàn thương mại.</p>
<h2>Chúng tôi thu thập những gì</h2>
<ul><li><strong>Thông tin tài khoản</strong>: họ tên, địa chỉ e-mail, số điện thoại và mật khẩu của bạn (chỉ được lưu dưới dạng mã băm an toàn).</li><li><strong>Đơn hàng</strong>: những gì bạn mua, địa chỉ giao hàng và lịch sử thanh toán. Số thẻ do nhà cung cấp dịch vụ thanh toán của chúng tôi xử lý và không bao giờ đi qua máy chủ của chúng tôi.</li><li><strong>Tin nhắn</strong>: những gì bạn gửi cho các cửa hàng hoặc cho đội ngũ hỗ trợ của chúng tôi.</li><li><strong>Dữ liệu kỹ thuật</strong>: ngôn ngữ và tiền tệ bạn chọn, cùng các nhật ký cơ bản giúp giữ an toàn cho trang web.</li></ul>
<h2>Chúng tôi sử dụng dữ liệu như thế nào</h2>
<ul><li>Để xử lý đơn hàng, thanh toán và hoàn tiền của bạn.</li><li>Để cửa hàng giao đơn hàng cho bạn: cửa hàng chỉ thấy họ tên, địa chỉ giao hàng và số điện thoại của bạn, không hơn.</li><li>Để ngăn chặn gian lận và bảo vệ tài khoản.</li><li>Để gửi bản tin cho bạn, nhưng chỉ khi bạn đã đăng ký.</li></ul>
<h2>Những điều chúng tôi không làm</h2>
<p>Chúng tôi không bán dữ liệu cá nhân của bạn, và không dựa vào đó để hiển thị quảng cáo của bên thứ ba cho bạn.</p>
<h2>Chúng tôi lưu giữ dữ liệu bao lâu</h2>
<p>Chúng tôi lưu giữ hồ sơ đơn hàng và thanh toán trong thời gian pháp luật yêu cầu, thường là vài năm. Các dữ liệu khác sẽ bị xóa khi bạn đóng tài khoản.</p>
<h2>Quyền của bạn</h2>
<p>Bạn có thể xem và chỉnh sửa thông tin của mình trong trang hồ sơ bất cứ lúc nào. Để nhận bản sao dữ liệu hoặc xóa tài khoản, hãy liên hệ <a href="/pages/policy/support">bộ phận chăm sóc khách hàng</a>.</p>`,
    },
    about_us: {
      title: 'Về Agora',
      content: `<p>Agora là sàn thương mại trực tuyến, nơi các cửa hàng độc lập và người mua hằng ngày gặp nhau. Cái tên này bắt nguồn từ quảng trường rộng mở ở trung tâm các thành phố Hy Lạp cổ đại, nơi mọi người tụ họp để buôn bán, trò chuyện và chia sẻ tin tức. Chúng tôi muốn xây dựng một nơi như thế cho thời nay.</p>
<h2>Điều chúng tôi tin tưởng</h2>
<ul><li><strong>Cửa hàng nhỏ xứng đáng có sân khấu lớn.</strong> Ai cũng có thể mở cửa hàng trên Agora và tiếp cận người mua ở nhiều quốc gia.</li><li><strong>Mua sắm phải an tâm.</strong> Mọi khoản thanh toán đều đi qua Agora, và tiền của bạn được bảo vệ cho đến khi đơn hàng đến tay bạn.</li><li><strong>Ai cũng nên được mua sắm bằng ngôn ngữ của mình.</strong> Agora hỗ trợ mười một ngôn ngữ, từ tiếng Thái đến tiếng Bồ Đào Nha.</li></ul>
<h2>Cách hoạt động</h2>
<p>Các cửa hàng tự đăng sản phẩm, tự đặt giá và tự giao hàng. Chúng tôi lo phần còn lại: thanh toán an toàn bằng nhiều hình thức, ví điện tử, hoàn tiền, chăm sóc khách hàng và các quy định giúp sàn thương mại luôn công bằng.</p>
<h2>Những con số</h2>
<ul><li>Hàng nghìn sản phẩm thời trang, điện tử, đồ gia dụng, làm đẹp và thể thao.</li><li>Hỗ trợ trong vòng 24 giờ hoặc sớm hơn vào các ngày làm việc.</li><li>Miễn phí vận chuyển cho đơn hàng sỉ từ 500 sản phẩm trở lên.</li></ul>
<h2>Bán hàng cùng chúng tôi</h2>
<p>Bạn có sản phẩm muốn bán? Chọn "Trở thành người bán" trong menu tài khoản, giới thiệu về cửa hàng của bạn và bắt đầu bán ngay khi được duyệt.</p>`,
    },
  },
  categories: ['Tin tức Agora', 'Cẩm nang mua sắm', 'Câu chuyện người bán'],
  articles: [
    {
      title: 'Miễn phí vận chuyển cho đơn từ 500 sản phẩm, nay áp dụng tại mọi cửa hàng',
      summary: 'Bạn mua số lượng lớn? Đơn hàng sỉ từ 500 sản phẩm trở lên giờ đây được miễn phí vận chuyển tại mọi cửa hàng trên Agora.',
      body: `<p>Trước đây, việc miễn phí vận chuyển cho đơn hàng lớn tùy thuộc vào từng cửa hàng. Từ tháng này, quy định được áp dụng thống nhất: mọi đơn hàng từ <strong>500 sản phẩm trở lên</strong> đều được miễn phí vận chuyển, dù bạn mua từ cửa hàng nào.</p>
<h2>Dành cho ai</h2>
<p>Các doanh nghiệp nhỏ cần nhập thêm hàng, các trường học mua đồ dùng cho cả năm, các đơn vị tổ chức sự kiện đặt quà cho từng khách mời. Nếu bạn mua số lượng lớn, bạn không cần so sánh phí vận chuyển giữa các cửa hàng nữa.</p>
<h2>Cách áp dụng</h2>
<ul><li>Thêm sản phẩm vào giỏ hàng như bình thường. Giá sỉ được tự động áp dụng theo các mức số lượng mà cửa hàng đã đặt.</li><li>Khi thanh toán, phí vận chuyển sẽ biến mất ngay khi phần đơn hàng của một cửa hàng đạt 500 sản phẩm.</li><li>Không cần nhập gì và không cần nhớ mã nào.</li></ul>
<p>Giỏ hàng gồm sản phẩm của nhiều cửa hàng cũng được áp dụng: quy định được tính riêng cho phần đơn hàng của từng cửa hàng. Chúc bạn mua sỉ vui vẻ!</p>`,
    },
    {
      title: 'Năm cách tận dụng tối đa Flash Sale',
      summary: 'Flash Sale diễn ra rất nhanh và số lượng hàng có hạn. Chuẩn bị trước một chút sẽ tạo nên khác biệt lớn.',
      body: `<p>Mỗi ngày, các cửa hàng trên Agora giảm giá một vài sản phẩm chỉ trong vài giờ. Những sản phẩm tốt nhất bán hết rất nhanh. Dưới đây là cách để bạn luôn sẵn sàng.</p>
<ol><li><strong>Lập danh sách yêu thích.</strong> Lưu lại những sản phẩm bạn đang chờ. Khi một sản phẩm xuất hiện trong đợt giảm giá, bạn sẽ nhận ra ngay.</li><li><strong>Theo dõi đồng hồ đếm ngược.</strong> Đồng hồ trên trang Flash Sale cho biết chính xác khi nào mỗi ưu đãi kết thúc. Sau đó, giá sẽ trở lại bình thường, kể cả khi sản phẩm vẫn còn trong giỏ hàng của bạn.</li><li><strong>Nạp tiền vào ví từ trước.</strong> Thanh toán bằng ví chỉ cần một lần chạm, điều này rất quan trọng khi chỉ còn vài sản phẩm.</li><li><strong>So sánh trước khi mua.</strong> Thêm các sản phẩm tương tự vào danh sách so sánh để xem giá và tính năng cạnh nhau.</li><li><strong>Đọc đánh giá.</strong> Giá tốt chỉ thật sự là món hời khi sản phẩm cũng tốt.</li></ol>
<p>Mẹo cuối cùng: một ưu đãi sắp kết thúc không phải là lý do để vội vàng mua thứ bạn không cần. Đợt tiếp theo chỉ còn một ngày nữa thôi.</p>`,
    },
    {
      title: 'Green Basket: từ một sạp chợ đến khách hàng ở mười quốc gia',
      summary: 'Cách một tiệm tạp hóa gia đình nhỏ đưa cà phê, trà và trái cây sấy của mình đến tay người mua khắp châu Á và xa hơn nữa.',
      body: `<p>Ba năm trước, Green Basket chỉ là một sạp hàng ở phiên chợ thứ Bảy. Ngày nay, cửa hàng gửi cà phê, trà và trái cây sấy đến khách hàng ở mười quốc gia. Chúng tôi đã hỏi người sáng lập xem mọi chuyện đã diễn ra như thế nào.</p>
<h2>Khởi đầu nhỏ</h2>
<p>"Chúng tôi mở cửa hàng trên Agora với mười hai sản phẩm và những bức ảnh chụp trên bàn bếp," chị kể. "Những đơn hàng đầu tiên đến từ những người đã biết chúng tôi ở chợ. Rồi dần dần, cả những người lạ cũng bắt đầu tìm đến."</p>
<h2>Lắng nghe người mua</h2>
<p>Các đánh giá đã thay đổi cách kinh doanh. Khách hàng muốn có gói nhỏ hơn để thử các loại trà mới, nên cửa hàng đã bổ sung gói dùng thử. Giờ đây, đó là những sản phẩm bán chạy nhất.</p>
<blockquote>Mỗi đánh giá là một cuộc trò chuyện. Ngay cả những đánh giá không tốt cũng cho bạn biết chính xác cần sửa điều gì.</blockquote>
<h2>Phát triển một cách thận trọng</h2>
<p>Giá sỉ đã thu hút các quán cà phê và văn phòng, còn việc bán hàng bằng mười một ngôn ngữ đã mang đến người mua từ Thái Lan, Nhật Bản và Brazil. Gia đình chị vẫn tự tay đóng gói từng đơn hàng.</p>
<p>Lời khuyên của chị dành cho người bán mới? "Hãy trả lời mọi tin nhắn ngay trong ngày. Mọi người sẽ nhớ điều đó."</p>`,
    },
    {
      title: 'Cách chọn đúng size khi mua quần áo online',
      summary: 'Ít phải đổi trả hơn, mặc vừa vặn hơn: vài thói quen đơn giản giúp việc mua quần áo online dễ dàng hơn.',
      body: `<p>Quần áo là mặt hàng bị trả lại nhiều nhất, thường là do không vừa size. Chỉ vài phút chuẩn bị có thể giúp bạn tránh được một lần đổi trả.</p>
<h2>Đo số đo của bạn một lần</h2>
<p>Dùng thước dây mềm, ghi lại số đo vòng ngực, vòng eo, vòng hông và chiều dài chân trong. Lưu các con số này trong điện thoại. Chúng đáng tin cậy hơn size in trên nhãn chiếc áo thun yêu thích của bạn, vì size mỗi thương hiệu mỗi khác.</p>
<h2>Xem bảng size của cửa hàng</h2>
<p>Hầu hết các cửa hàng đều ghi số đo của từng size trong phần mô tả sản phẩm. Hãy so sánh với số đo của bạn, chứ không phải với size bạn thường mặc.</p>
<h2>Đọc các đánh giá</h2>
<p>Người mua thường cho biết sản phẩm có bị nhỏ hay rộng so với size hay không. Nếu nhiều người nói "nên đặt lớn hơn một size", hãy tin họ.</p>
<h2>Kiểm tra chất liệu</h2>
<ul><li>Vải cotton có thể co lại một chút sau lần giặt đầu tiên.</li><li>Vải co giãn dễ mặc hơn nếu size chênh lệch một chút.</li><li>Vải lanh và vải denim giữ được form dáng.</li></ul>
<p>Chưa chắc chắn? Hãy hỏi cửa hàng qua trang sản phẩm. Người bán hiểu rõ quần áo của họ hơn ai hết.</p>`,
    },
    {
      title: 'Agora nay đã có mười một ngôn ngữ',
      summary: 'Tiếng Thái, tiếng Việt, tiếng Mã Lai, tiếng Trung phồn thể và nhiều hơn nữa: Agora nay đã có mặt bằng mười một ngôn ngữ.',
      body: `<p>Mua sắm bằng ngôn ngữ của chính mình luôn dễ dàng hơn. Vì vậy, Agora nay đã hỗ trợ đầy đủ <strong>mười một ngôn ngữ</strong>: tiếng Anh, tiếng Tây Ban Nha, tiếng Nhật, tiếng Hindi, tiếng Indonesia, tiếng Trung giản thể, tiếng Thái, tiếng Trung phồn thể, tiếng Bồ Đào Nha, tiếng Mã Lai và tiếng Việt.</p>
<h2>Những gì đã được dịch</h2>
<ul><li>Mọi trang, nút bấm và thông báo trên trang web.</li><li>Các danh mục, và những sản phẩm mà cửa hàng đã thêm bản dịch.</li><li>E-mail, thông báo và chính các bài viết trên blog này.</li></ul>
<h2>Cách đổi ngôn ngữ</h2>
<p>Nhấn vào menu ngôn ngữ ở đầu bất kỳ trang nào và chọn ngôn ngữ của bạn. Agora sẽ ghi nhớ lựa chọn của bạn trên thiết bị này.</p>
<h2>Dành cho người bán</h2>
<p>Bạn có thể viết tên và mô tả sản phẩm bằng từng ngôn ngữ trong Kênh Người Bán. Nếu thiếu bản dịch, người mua sẽ thấy nội dung tiếng Anh, nên không có chỗ nào bị bỏ trống.</p>
<p>Bạn thấy một bản dịch có thể tốt hơn? Hãy cho chúng tôi biết qua bộ phận chăm sóc khách hàng. Chúng tôi đọc mọi tin nhắn.</p>`,
    },
    {
      title: 'Pixel Harbor: bán đồ điện tử bằng những mô tả trung thực',
      summary: 'Một cửa hàng điện tử hai người chia sẻ vì sao trang sản phẩm rõ ràng, trung thực giúp giảm đổi trả và có thêm nhiều khách hàng trung thành.',
      body: `<p>Pixel Harbor bán điện thoại, tai nghe và phụ kiện. Cửa hàng do hai người bạn điều hành, họ quen nhau khi cùng sửa laptop thời đại học.</p>
<h2>Trung thực giúp bán hàng</h2>
<p>"Chúng tôi viết chính xác sản phẩm làm được gì và không làm được gì," một người chia sẻ. "Nếu một bộ sạc không đủ nhanh để sạc laptop, chúng tôi ghi rõ trên trang sản phẩm." Kết quả: tỷ lệ đổi trả giảm một nửa ngay trong năm đầu tiên.</p>
<h2>Hình ảnh hữu ích</h2>
<p>Mỗi sản phẩm đều có ảnh chụp những thứ có trong hộp và các cổng kết nối, chứ không chỉ mặt trước. Người mua muốn biết chính xác họ sẽ nhận được gì.</p>
<h2>Sau khi bán hàng</h2>
<ul><li>Họ trả lời câu hỏi qua phiếu hỗ trợ, thường trong vòng một giờ.</li><li>Họ chấp nhận đổi trả mà không đôi co khi sản phẩm bị lỗi.</li><li>Họ liên hệ lại sau khi giao hàng để chắc chắn mọi thứ đều hoạt động tốt.</li></ul>
<blockquote>Khách hàng tin tưởng bạn sẽ quay lại. Khách hàng cảm thấy bị lừa thì sẽ không bao giờ quay lại.</blockquote>
<p>Bước tiếp theo của họ: bổ sung các thiết bị tân trang, mỗi chiếc đều được kiểm tra và bán kèm bảo hành sáu tháng.</p>`,
    },
  ],
};
