/**
 * A bar fixed above the phone's tab bar (add to cart and buy now; the cart's total and checkout),
 * hidden from tablets up where the page shows the same controls in place. While it is shown, the
 * footer keeps clear of it.
 */
import { type ReactNode, useEffect } from 'react';
import './cart.css';

export function PhoneBar({ children, testId }: { children: ReactNode; testId?: string }) {
  useEffect(() => {
    document.body.classList.add('agora-with-phone-bar');
    return () => document.body.classList.remove('agora-with-phone-bar');
  }, []);
  return (
    <div className="agora-phone-bar" data-testid={testId}>
      {children}
    </div>
  );
}
