/**
 * The admin console's "Support" (`support`, `support/:id`): conversations buyers opened with the
 * mall, answered by any operator (features/tickets' inbox, with its shared bubbles and composer).
 * Loaded with the storefront pages' texts, where the conversation parts' words live. Beside the
 * open conversation: its customer's orders, wallet and refunds (customer-panel.tsx).
 */
import { useTranslation } from 'react-i18next';
import { StaffInbox } from '../../tickets/staff-inbox';
import { CustomerPanel } from './customer-panel';

export default function SupportPage() {
  const { t } = useTranslation();
  return (
    <StaffInbox
      base="/admin/ticket"
      mine="mall"
      path="support"
      title={t('admin.support.title')}
      aside={(id, wide) => <CustomerPanel key={id} ticketId={id} wide={wide} />}
    />
  );
}
