/** How many of the mall's languages a policy or article is written in ("9 / 11"); pointing at it names them. */
import { LANGS } from '@agora/contract/locale';
import { Badge, Tooltip } from '@mantine/core';

export function LanguagesWritten({ langs }: { langs: readonly string[] }) {
  return (
    <Tooltip label={langs.join(', ')} disabled={langs.length === 0}>
      <Badge variant="light" color={langs.length === LANGS.length ? 'gray' : 'yellow'} data-testid="languages-written">
        {`${langs.length} / ${LANGS.length}`}
      </Badge>
    </Tooltip>
  );
}
