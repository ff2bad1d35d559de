/**
 * The marker on a language tab left empty: "required" (red) for English, "missing" (grey) for the
 * others. A plain span: a Badge in a tab's section is squeezed to a dot by the tab's layout.
 */
import { useTranslation } from 'react-i18next';

export function MissingMark({ required }: { required: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="missing-badge"
      style={{
        fontSize: 10,
        fontWeight: 600,
        lineHeight: '16px',
        padding: '0 6px',
        borderRadius: 8,
        whiteSpace: 'nowrap',
        color: required ? 'var(--mantine-color-red-8)' : 'var(--mantine-color-gray-7)',
        background: required ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-gray-1)',
      }}
    >
      {t(required ? 'seller.editor.required' : 'seller.editor.missing')}
    </span>
  );
}
