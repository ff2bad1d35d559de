/** A list's search box: typed freely, sent on Enter or the button (not on every key). */
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (q: string) => void; label: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      style={{ flex: '1 1 220px', minWidth: 0 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextInput
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={t('admin.shops.search')}>
            <IconSearch size={16} />
          </ActionIcon>
        }
      />
    </form>
  );
}
