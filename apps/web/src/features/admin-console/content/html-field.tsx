/**
 * Rich text as the operator writes it: a textarea of HTML beside its live preview (below it on a
 * phone), shown as readers will see it. No editor library: the server keeps only a few tags
 * (lib/page-html.ts), which the hint lists. "Insert image" uploads a picture and puts an <img>
 * with its path where the cursor is.
 */
import { Group, Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseImageButton } from '../../image-upload/choose-image-button';
import { useImageUpload } from '../../image-upload/use-image-upload';
import { RichText } from '../../policies/rich-text';
import { previewHtml } from './preview-html';

export function HtmlField({
  label,
  value,
  onChange,
  onBusy,
  lang,
  required,
  error,
  maxLength,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBusy: (busy: boolean) => void;
  lang: string;
  required?: boolean;
  error?: string;
  maxLength: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const [image, setImage] = useState('');
  const insert = (path: string) => {
    setImage(path);
    if (!path) return;
    const el = area.current;
    const at = el ? el.selectionEnd : value.length;
    const tag = `\n<p><img src="${path}" alt=""></p>\n`;
    onChange(value.slice(0, at) + tag + value.slice(at));
  };
  const upload = useImageUpload({ value: image, onChange: insert, onBusy });

  return (
    <div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Textarea
          ref={area}
          label={label}
          description={t('admin.content.htmlHint')}
          required={required}
          error={error}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={12}
          maxRows={30}
          maxLength={maxLength}
          styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
          data-testid={testId}
        />
        <div>
          <Text fz="sm" fw={500} mb={4}>
            {t('admin.content.preview')}
          </Text>
          <Paper withBorder radius="md" p="md" mah={640} style={{ overflow: 'auto' }} data-testid={`${testId}-preview`}>
            {value.trim() ? (
              <RichText html={previewHtml(value)} lang={lang} />
            ) : (
              <Text c="dimmed" fz="sm">
                {t('admin.content.previewEmpty')}
              </Text>
            )}
          </Paper>
        </div>
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        <ChooseImageButton upload={upload} inputTestId={`${testId}-image`}>
          {t('admin.content.insertImage')}
        </ChooseImageButton>
        {upload.progress !== null && <Text fz="xs">{upload.progress}%</Text>}
        {upload.failure && (
          <Text fz="xs" c="red">
            {upload.failure}
          </Text>
        )}
      </Group>
    </div>
  );
}
