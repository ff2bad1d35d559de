/** The channel form's draft: dollars typed become the API's cents and back, empty names and free-above stay "none". */
import type { ShippingChannel } from '@agora/contract/shipping';
import { describe, expect, it } from 'vitest';
import { draftOfChannel, newChannelDraft, shownName, toChannelInput } from './channel-draft';

const saved: ShippingChannel = {
  code: 'express',
  name: 'Express',
  name_en: 'Express',
  name_es: '',
  name_jp: '速達',
  name_hi: '',
  name_id: '',
  name_zh: '',
  name_th: '',
  name_zhtw: '',
  name_pt: '',
  name_ms: '',
  name_vn: '',
  fee: 1499,
  free_above: null,
  days_min: 1,
  days_max: 2,
  countries: ['TH', 'VN'],
};

describe('channel drafts', () => {
  it('round-trips a saved channel: cents to dollars and back, no free-above kept as none', () => {
    const draft = draftOfChannel(saved);
    expect(draft).toMatchObject({ fee: 14.99, free_above: '', countries: ['TH', 'VN'] });
    expect(toChannelInput(draft)).toMatchObject({ code: 'express', name_jp: '速達', name_es: '', fee: 1499, free_above: null, days_min: 1, days_max: 2 });
  });

  it('turns typed dollars into whole cents, free-above included', () => {
    const input = toChannelInput({ ...draftOfChannel(saved), fee: 0.1 + 0.2, free_above: 50 });
    expect([input.fee, input.free_above]).toEqual([30, 5000]);
  });

  it('gives a new channel a code no other has', () => {
    const first = newChannelDraft([]);
    expect(first.code).toBe('channel-1');
    expect(newChannelDraft([first, { ...first, code: 'channel-2' }]).code).toBe('channel-3');
  });

  it('names a channel in the reader’s language, else in English', () => {
    const draft = draftOfChannel(saved);
    expect([shownName(draft, 'jp'), shownName(draft, 'th')]).toEqual(['速達', 'Express']);
  });
});
