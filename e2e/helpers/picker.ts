/**
 * Driving a searchable picker (country, state, city, a saved address) as a buyer does.
 * @example await pick(page, 'address-country', 'Thai', 'Thailand');
 */
import { expect, type Page } from '@playwright/test';

/** Types into a searchable picker and chooses the option with exactly that name. */
export async function pick(page: Page, testId: string, typed: string, option: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}
