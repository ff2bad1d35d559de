/** Renders the demo's SVG drawings to WebP files under DATA_DIR/media, a few at a time. */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { thumbOf } from '../media/thumb-path';

export interface ImageJob {
  /** Path under the media folder, e.g. 'catalog/product/12-0.webp'. */
  file: string;
  svg: string;
  width: number;
  height: number;
  /** Also write a copy this wide beside it, where `thumbOf` expects it. */
  thumbWidth?: number;
}

export async function renderImages(mediaDir: string, jobs: ImageJob[], concurrency = 4): Promise<void> {
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const target = path.join(mediaDir, job.file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const image = sharp(Buffer.from(job.svg)).resize(job.width, job.height);
      await image.clone().webp({ quality: 80 }).toFile(target);
      if (job.thumbWidth)
        await image
          .clone()
          .resize(job.thumbWidth)
          .webp({ quality: 80 })
          .toFile(path.join(mediaDir, thumbOf(job.file)));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
