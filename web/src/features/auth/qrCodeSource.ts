const svgDataPrefix = "data:image/svg+xml;utf-8,";

/**
 * auth-js turns the server's raw SVG into `data:image/svg+xml;utf-8,<svg…>` without encoding it,
 * so a `#` in the markup (fill="#000000") would end the URL and break the image: the markup
 * after the comma is percent-encoded here.
 */
export function qrCodeSource(qrCode: string): string {
  if (!qrCode.startsWith(svgDataPrefix)) return qrCode;
  const markup = qrCode.slice(svgDataPrefix.length);
  // Already encoded markup has no raw "<".
  return markup.includes("<") ? `${svgDataPrefix}${encodeURIComponent(markup)}` : qrCode;
}
