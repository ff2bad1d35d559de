/** Placeholder while being written. */
import { en } from './en';
import type { ContentTexts } from './types';

export const zhtw: ContentTexts = en;
