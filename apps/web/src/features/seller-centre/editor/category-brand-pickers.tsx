/** The category (a leaf under its parent, from the catalogue's tree) and the brand (optional), from the storefront's own endpoints. */
import { type ComboboxData, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrands, useCategoryTree } from '../../site/api';

const BRANDS_PAGE = 100;

/** The product's category as saved, when operators have hidden it from the storefront (and so from the tree). */
export interface HiddenCategory {
  id: number;
  name: string;
}

export function CategoryPicker({
  value,
  onChange,
  error,
  hidden,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  hidden?: HiddenCategory;
}) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const groups = (tree.data?.list ?? []).map((top) =>
    top.children?.length
      ? { group: top.name, items: top.children.map((child) => ({ value: String(child.id), label: child.name })) }
      : { group: top.name, items: [{ value: String(top.id), label: top.name }] },
  );
  // A product already in a hidden category keeps it, named and marked; the server lets no other product in.
  const data: ComboboxData = hidden ? [{ value: String(hidden.id), label: t('seller.editor.hiddenCategory', { name: hidden.name }) }, ...groups] : groups;
  return (
    <Select
      label={t('seller.editor.category')}
      required
      searchable
      data={data}
      value={value ? String(value) : null}
      onChange={(id) => onChange(id ? Number(id) : null)}
      error={error}
      nothingFoundMessage={t('seller.editor.nothingFound')}
      placeholder={t('seller.editor.choose')}
      data-testid="category-picker"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function BrandPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const brands = useBrands(BRANDS_PAGE);
  return (
    <Select
      label={t('seller.editor.brand')}
      searchable
      clearable
      data={(brands.data?.list ?? []).map((brand) => ({ value: String(brand.id), label: brand.name }))}
      value={value ? String(value) : null}
      onChange={(id) => onChange(id ? Number(id) : null)}
      nothingFoundMessage={t('seller.editor.nothingFound')}
      placeholder={t('seller.editor.noBrand')}
      data-testid="brand-picker"
    />
  );
}
