/**
 * The header's menus (language, currency) as a buyer uses them.
 * @example await openMenu(page, 'language-switcher', '日本語');
 */
import { expect, type Page } from '@playwright/test';

/** Opens a header menu and picks an item; on a busy machine a click during a re-render can miss, so it clicks again as a buyer would. */
export async function openMenu(page: Page, testId: string, item: string) {
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByTestId(testId).click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
}
