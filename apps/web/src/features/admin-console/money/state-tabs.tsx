/**
 * A queue's state tabs, the state kept in the address (`?state=completed`) with the page number, so a
 * reload shows the same rows. On a phone they scroll sideways instead of wrapping onto a second row.
 */
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ScrollingTabList } from '../../system/scrolling-tab-list';

export function useStateParam<S extends string>(states: readonly S[]): [S, (state: S) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('state') as S | null;
  const state = asked && states.includes(asked) ? asked : states[0]!;
  const setState = (next: S) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('state', next);
      // Another state's rows start on their first page.
      updated.delete('page');
      return updated;
    });
  return [state, setState];
}

export function StateTabs<S extends string>({
  states,
  value,
  onChange,
  label,
}: {
  states: readonly S[];
  value: S;
  onChange: (state: S) => void;
  label: (state: S) => string;
}) {
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as S)} mb="md">
      <ScrollingTabList active={value}>
        {states.map((state) => (
          <Tabs.Tab key={state} value={state}>
            {label(state)}
          </Tabs.Tab>
        ))}
      </ScrollingTabList>
    </Tabs>
  );
}
