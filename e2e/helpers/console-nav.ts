/**
 * A back-office menu item by its label. An item whose queue holds work also reads out its count
 * ("Shop applications 2 waiting"), so the label is matched at the start, not as the whole name.
 */
import type { Page } from '@playwright/test';

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const navLink = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${literally(label)}(\\s|$)`) });
