/** The product page, titled with the product's name (read from the page's own query, not asked twice). */
import { useSearchParams } from 'react-router';
import { useProductDetail } from '../../features/product/api';
import ProductPage from '../../features/product/product-page';
import { usePageTitle } from '../../features/system/page-title';

export default function ProductRoute() {
  const [params] = useSearchParams();
  // Read as the page reads it, so both use the one query.
  const product = useProductDetail(Number(params.get('id')) || 0);
  usePageTitle(product.data?.name);
  return <ProductPage />;
}
