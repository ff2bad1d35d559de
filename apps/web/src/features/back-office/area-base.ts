/** The router path the current area's pages sit under ('' or '/seller'), for links built by its pages. */
import { createContext, useContext } from 'react';

export const AreaBaseContext = createContext('');

/**
 * Builds an address inside the current area.
 * @example const to = useAreaPath(); <Link to={to('products/12')} /> // '/seller/products/12' or '/products/12'
 */
export function useAreaPath(): (path: string) => string {
  const base = useContext(AreaBaseContext);
  return (path) => `${base}/${path.replace(/^\//, '')}`;
}
