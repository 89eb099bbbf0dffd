import QRCode from 'qrcode';

/** A PNG data URL of the QR code of `url` (error correction M, small quiet zone). */
export function qrCodeDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
