/** The picture types the upload call accepts (the server converts them all to WebP). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
