/** An order row and its lines as the API answers them (spec §3 fields), in the reader's language. */
import type { Lang } from '@agora/contract/locale';
import type { Order } from '@agora/contract/orders';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';
import { nameIn } from '../../lib/translations';
import { localizeSoldOptions } from '../catalog/variant-options';
import { payBy } from './pay-by';
import { itemsOf, type OrderRow } from './queries';

/** `cardPayMinutes`: the checkout setting that gives an unpaid card order its `pay_by`. */
export function orderView(row: OrderRow, items: Selectable<Database['order_item']>[], lang: Lang, cardPayMinutes: number): Order {
  return {
    id: row.id,
    order_sn: row.order_sn,
    checkout_id: row.checkout_id,
    shop: { id: row.shop_id, name: row.shop_name },
    date: row.created_at,
    price: row.subtotal,
    num: row.num,
    shipping_fee: row.shipping_fee,
    shipping_name: nameIn(row.shipping_names, lang),
    tax: row.tax,
    tax_bps: row.tax_bps,
    shop_address: row.shop_address,
    discount: row.discount,
    mall_discount: row.mall_discount,
    actual_pay: row.actual_pay,
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    delivery_status: row.delivery_status,
    remark: row.remark,
    cancel_remark: row.cancel_remark,
    arrival_method: row.arrival_method,
    log_sn: row.log_sn,
    pay_time: row.pay_time,
    deliver_time: row.deliver_time,
    delivery_time: row.delivery_time,
    success_time: row.success_time,
    cancel_time: row.cancel_time,
    pay_by: payBy(row, cardPayMinutes),
    customer_name: row.customer_name,
    email: row.email,
    telephone: row.phone,
    address: { country: row.country, state: row.state, city: row.city, postcode: row.postcode, address: row.address },
    products: items
      .filter((item) => item.order_id === row.id)
      .map((item) => ({
        id: item.id,
        product_id: item.product_id,
        variant_id: item.variant_id,
        sku: item.sku,
        name: nameIn(item.names, lang),
        image: item.image,
        options: JSON.parse(item.options) as Record<string, string>,
        price: item.price,
        quantity: item.quantity,
        commented: item.commented,
      })),
  };
}

/** The lines of these orders as the reader sees them: their options in the reader's language. */
export async function itemsShown(db: Executor, orderIds: number[], lang: Lang) {
  return localizeSoldOptions(db, lang, await itemsOf(db, orderIds));
}
