/**
 * `/pages/order/invoice?id=`: a printable invoice for one of the buyer's orders (linked from the
 * order page and the receipt mail): the mall and the shop, the buyer and the delivery address,
 * the invoice number (the order number) and date, the lines with their options, quantities and
 * unit prices, delivery, discount, tax and the total, and the payment method. Amounts are in the
 * currency the buyer reads the mall in; when that is not the US dollar, the total the books hold
 * in US dollars is shown under it, as that is what was charged. "Print" prints the sheet alone on
 * A4 (invoice.css).
 */
import type { Order } from '@agora/contract/orders';
import { Anchor, Box, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconChevronLeft, IconPrinter } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeTag } from '../../lib/i18n';
import { formatPrice } from '../../lib/price';
import { useCurrencies } from '../locale/api';
import { useCurrency, usePrice } from '../locale/use-price';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { useWebsiteConfig } from '../site/api';
import { usePageTitle } from '../system/page-title';
import { optionsText } from './order-lines';
import { OrderStates, useOrderOfPage } from './order-of-page';
import { useOrderPlace } from './order-place';
import { useDay } from './use-date-time';
import './invoice.css';

/** The total as the books hold it, in US dollars; null when the buyer reads in US dollars anyway. */
function useBooksTotal(cents: number): string | null {
  const { i18n } = useTranslation();
  const currency = useCurrency();
  const usd = useCurrencies().data?.find((c) => c.code === 'USD');
  if (currency.code === 'USD' || !usd) return null;
  return formatPrice(cents, { ...usd, symbol: 'US$' }, localeTag(i18n.language));
}

function Sheet({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const day = useDay();
  const place = useOrderPlace(order.address);
  const site = useWebsiteConfig().data;
  const currency = useCurrency();
  const booksTotal = useBooksTotal(order.actual_pay);
  usePageTitle(t('invoice.titleNumbered', { sn: order.order_sn }));
  const percent = new Intl.NumberFormat(localeTag(i18n.language), { maximumFractionDigits: 2 }).format(order.tax_bps / 100);

  return (
    <article className="invoice-sheet" data-testid="invoice" lang={i18n.language}>
      <header className="invoice-head">
        <div>
          <p className="invoice-mall">{site?.site_name || 'Agora'}</p>
          {site?.contact_address && <p className="invoice-muted invoice-pre">{site.contact_address}</p>}
          {site?.contact_email && <p className="invoice-muted">{site.contact_email}</p>}
        </div>
        <div className="invoice-title-block">
          <h1 className="invoice-title">{t('invoice.title')}</h1>
          <dl className="invoice-facts">
            <dt>{t('invoice.number')}</dt>
            <dd data-testid="invoice-number">{order.order_sn}</dd>
            <dt>{t('invoice.date')}</dt>
            <dd>{day(order.date.slice(0, 10))}</dd>
            <dt>{t('invoice.paymentMethod')}</dt>
            <dd>
              {t(`orders.payment.${order.payment_method}`)}
              {' · '}
              {order.payment_status === 'paid' ? t('orders.paid') : t('orders.unpaid')}
            </dd>
          </dl>
        </div>
      </header>

      <section className="invoice-parties">
        <div>
          <h2 className="invoice-label">{t('invoice.seller')}</h2>
          <p className="invoice-strong">{order.shop.name}</p>
          {order.shop_address && <p className="invoice-pre">{order.shop_address}</p>}
          <p className="invoice-muted">{t('invoice.soldVia', { mall: site?.site_name || 'Agora' })}</p>
        </div>
        <div>
          <h2 className="invoice-label">{t('invoice.billTo')}</h2>
          <p className="invoice-strong">{order.customer_name}</p>
          <p className="invoice-pre">{order.address.address}</p>
          <p>{place}</p>
          <p className="invoice-muted">{[order.email, order.telephone].filter(Boolean).join(' · ')}</p>
        </div>
      </section>

      <table className="invoice-lines" data-testid="invoice-lines">
        <thead>
          <tr>
            <th scope="col">{t('invoice.item')}</th>
            <th scope="col" className="invoice-num">
              {t('invoice.quantity')}
            </th>
            <th scope="col" className="invoice-num">
              {t('invoice.unitPrice')}
            </th>
            <th scope="col" className="invoice-num">
              {t('invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => {
            const options = optionsText(line.options);
            return (
              <tr key={line.id}>
                <td>
                  <span className="invoice-strong">{line.name}</span>
                  {options && <span className="invoice-muted invoice-block">{options}</span>}
                </td>
                <td className="invoice-num">{line.quantity}</td>
                <td className="invoice-num">{price(line.price)}</td>
                <td className="invoice-num">{price(line.price * line.quantity)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <dl className="invoice-totals" data-testid="invoice-totals">
        <dt>{t('invoice.subtotal')}</dt>
        <dd>{price(order.price)}</dd>
        <dt>{order.shipping_name ? t('orders.money.shippingNamed', { name: order.shipping_name }) : t('orders.money.shipping')}</dt>
        <dd>{order.shipping_fee > 0 ? price(order.shipping_fee) : t('orders.money.free')}</dd>
        {order.discount > 0 && (
          <>
            <dt>{t('orders.money.discount')}</dt>
            <dd>−{price(order.discount)}</dd>
          </>
        )}
        {order.tax > 0 ? (
          <>
            <dt>{t('invoice.taxRate', { rate: percent })}</dt>
            <dd data-testid="invoice-tax">{price(order.tax)}</dd>
          </>
        ) : (
          <>
            <dt>{t('invoice.noTax')}</dt>
            <dd data-testid="invoice-tax">{price(0)}</dd>
          </>
        )}
        <dt className="invoice-total">{t('orders.total')}</dt>
        <dd className="invoice-total" data-testid="invoice-total">
          {price(order.actual_pay)}
        </dd>
      </dl>
      <p className="invoice-muted invoice-note">{booksTotal ? t('invoice.chargedInUsd', { currency: currency.code, usd: booksTotal }) : t('invoice.inUsd')}</p>
    </article>
  );
}

export default function InvoicePage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const { id, order, missing } = useOrderOfPage();

  // Printing shows the sheet alone: the shop's header, footer and tabs leave the page (invoice.css).
  useEffect(() => {
    document.body.classList.add('invoice-printing');
    return () => document.body.classList.remove('invoice-printing');
  }, []);

  if (!hasLogin) return <LoginRedirect reason="account" />;
  return (
    <Box maw={860} mx="auto">
      <Group justify="space-between" className="invoice-actions" mb="sm" gap="xs">
        <Anchor component={Link} to={`/pages/history/detail?id=${id}`} fz="sm" c="dimmed" display="inline-flex" style={{ alignItems: 'center', gap: 2 }}>
          <IconChevronLeft size={16} aria-hidden />
          {t('pages.orderDetail')}
        </Anchor>
        {order.data && (
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} data-testid="invoice-print">
            {t('invoice.print')}
          </Button>
        )}
      </Group>
      <OrderStates
        order={order}
        missing={missing}
        loading={
          <Stack aria-busy>
            <Skeleton height={520} radius="md" />
          </Stack>
        }
      >
        {(data) => <Sheet order={data} />}
      </OrderStates>
    </Box>
  );
}
