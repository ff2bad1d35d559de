/**
 * The admin console's "Support" (`support`, `support/:id`): conversations buyers opened with the
 * mall, answered by any operator (features/tickets' inbox, with its shared bubbles and composer).
 * Loaded with the storefront pages' texts, where the conversation parts' words live.
 */
import { useTranslation } from 'react-i18next';
import { StaffInbox } from '../../tickets/staff-inbox';

export default function SupportPage() {
  const { t } = useTranslation();
  return <StaffInbox base="/admin/ticket" mine="mall" path="support" title={t('admin.support.title')} />;
}
