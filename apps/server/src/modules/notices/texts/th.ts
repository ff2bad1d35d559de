/** The notices' texts in Thai; the same templates and placeholders as en.ts. */
import type { NoticeTexts } from './en';

export const th: NoticeTexts = {
  shopApplicationReceived: {
    title: 'ได้รับใบสมัครเปิดร้านแล้ว',
    content: 'เราได้รับใบสมัครเปิดร้าน “{shop}” ของคุณแล้ว ทีมงานกำลังตรวจสอบ และจะแจ้งผลให้ทราบที่นี่',
  },
  shopApplicationApproved: {
    title: 'ร้านของคุณได้รับการอนุมัติแล้ว',
    content: 'ยินดีด้วย! ร้าน “{shop}” ของคุณได้รับการอนุมัติแล้ว เปิดศูนย์ผู้ขายเพื่อเพิ่มสินค้าชิ้นแรกของคุณได้เลย',
  },
  shopApplicationRejected: {
    title: 'ใบสมัครเปิดร้านไม่ได้รับการอนุมัติ',
    content: 'ใบสมัครเปิดร้าน “{shop}” ของคุณไม่ได้รับการอนุมัติ เหตุผล: {reason} คุณสามารถแก้ไขและสมัครใหม่ได้',
  },
  productSubmitted: {
    title: 'ส่งสินค้าเข้ารับการตรวจสอบแล้ว',
    content: 'ส่ง “{product}” แล้ว และอยู่ระหว่างการตรวจสอบ ผู้ซื้อจะเห็นสินค้านี้เมื่อได้รับการอนุมัติ',
  },
  productApproved: {
    title: 'สินค้าได้รับการอนุมัติแล้ว',
    content: '“{product}” ได้รับการอนุมัติแล้ว และผู้ซื้อมองเห็นได้แล้ว',
  },
  productRejected: {
    title: 'สินค้าไม่ได้รับการอนุมัติ',
    content: '“{product}” ไม่ได้รับการอนุมัติ เหตุผล: {reason} โปรดแก้ไขสินค้าแล้วส่งใหม่อีกครั้ง',
  },
  stockApplicationReceived: {
    title: 'ได้รับคำขอเพิ่มสต็อกแล้ว',
    content: 'คำขอเพิ่มสต็อก “{product}” จำนวน {quantity} ชิ้นของคุณอยู่ระหว่างการตรวจสอบ',
  },
  stockApplicationApproved: {
    title: 'คำขอเพิ่มสต็อกได้รับการอนุมัติ',
    content: 'เพิ่มสต็อก “{product}” จำนวน {quantity} ชิ้นเรียบร้อยแล้ว',
  },
  stockApplicationRejected: {
    title: 'คำขอเพิ่มสต็อกไม่ได้รับการอนุมัติ',
    content: 'คำขอเพิ่มสต็อก “{product}” จำนวน {quantity} ชิ้นของคุณไม่ได้รับการอนุมัติ เหตุผล: {reason}',
  },
  orderReceived: {
    title: 'คำสั่งซื้อใหม่ {order}',
    content: 'ผู้ซื้อได้สั่งซื้อสินค้าจากร้านของคุณ หมายเลขคำสั่งซื้อ {order} โปรดจัดส่งจากศูนย์ผู้ขายเมื่อได้รับการชำระเงินแล้ว (หากเป็นเก็บเงินปลายทาง จัดส่งได้ทันที)',
  },
  orderPaid: {
    title: 'คำสั่งซื้อ {order} ชำระเงินแล้ว',
    content: 'เราได้รับการชำระเงินสำหรับคำสั่งซื้อ {order} แล้ว ร้านค้าจะจัดส่งสินค้าให้เร็ว ๆ นี้',
  },
  orderShipped: {
    title: 'คำสั่งซื้อ {order} จัดส่งแล้ว',
    content: 'คำสั่งซื้อ {order} กำลังจัดส่งโดย {carrier} เลขพัสดุ: {log_sn}',
  },
  orderInTransit: {
    title: 'คำสั่งซื้อ {order} อยู่ระหว่างขนส่ง',
    content: 'คำสั่งซื้อ {order} อยู่ระหว่างขนส่งโดย {carrier} และใกล้ถึงคุณแล้ว เลขพัสดุ: {log_sn}',
  },
  orderDelivered: {
    title: 'คำสั่งซื้อ {order} จัดส่งสำเร็จแล้ว',
    content: 'คำสั่งซื้อ {order} จัดส่งถึงแล้ว โปรดตรวจสอบสินค้า แล้วกดยืนยันการรับสินค้า',
  },
  orderCancelled: {
    title: 'คำสั่งซื้อ {order} ถูกยกเลิกแล้ว',
    content: 'คำสั่งซื้อ {order} ถูกยกเลิกแล้ว เงินที่คุณชำระไปจะคืนกลับไปยังช่องทางการชำระเงินเดิม',
  },
  orderCancelledForShop: {
    title: 'ผู้ซื้อยกเลิกคำสั่งซื้อ {order}',
    content: 'ผู้ซื้อได้ยกเลิกคำสั่งซื้อ {order} แล้ว สินค้าในคำสั่งซื้อนี้ถูกคืนเข้าสต็อกของคุณเรียบร้อยแล้ว',
  },
};
