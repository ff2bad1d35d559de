/** The shop application form's picture step, shared by the specs that apply for a shop through the UI. */
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { uniqueColour } from '../api';

/** A small real PNG of one colour (the server reads pictures by their content). */
export const png = (colour: string, width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * Uploads both sides of the ID card on the form's second step and waits until both are in. Each
 * call sends pictures of its own colours: the console flags applications that repeat another
 * account's ID pictures.
 */
export async function uploadBothSides(page: Page) {
  await page.getByTestId('id-front-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await png(uniqueColour()) });
  await expect(page.getByTestId('id-front-preview')).toBeVisible();
  await page.getByTestId('id-back-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await png(uniqueColour()) });
  await expect(page.getByTestId('id-back-preview')).toBeVisible();
  // Uploaded: the progress bars are gone and the buttons offer to replace the pictures.
  await expect(page.getByTestId('id-front-progress')).toHaveCount(0);
  await expect(page.getByTestId('id-back-progress')).toHaveCount(0);
  await expect(page.getByTestId('shop-create-submit')).toBeEnabled();
}
