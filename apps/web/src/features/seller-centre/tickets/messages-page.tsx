/**
 * The seller centre's "Messages" (`messages`, `messages/:id`): conversations buyers opened with
 * the shop, answered here (features/tickets' inbox, with its shared bubbles and composer). Loaded
 * with the storefront pages' texts, where the conversation parts' words live.
 */
import { useTranslation } from 'react-i18next';
import { StaffInbox } from '../../tickets/staff-inbox';

export default function MessagesPage() {
  const { t } = useTranslation();
  return <StaffInbox base="/seller/ticket" mine="shop" path="messages" title={t('seller.messages.title')} />;
}
