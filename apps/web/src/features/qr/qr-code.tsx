/**
 * A QR code drawn in the browser (no third party sees the address or link it carries): the
 * `qrcode` package renders an SVG string, shown as an image so it scales crisply and its label
 * is the alternative text. Lives in a lazy chunk: only pages that show one load the encoder.
 * @example <QrCode value={address} size={176} label={t('wallet.topUp.qrLabel')} />
 */
import { Box } from '@mantine/core';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  value: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** What the code holds, for screen readers ("Receiving address"). */
  label: string;
}

export function QrCode({ value, size = 176, label }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    if (!value) return;
    qrSvg(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      // Too long to encode: the text beside it still says it all.
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <Box w={size} h={size} bg="white" style={{ flex: 'none', borderRadius: 4 }}>
      {src && <img src={src} width={size} height={size} alt={label} data-testid="qr-code" style={{ display: 'block' }} />}
    </Box>
  );
}
