import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Receipt, ReceiptLine } from './receipt.server';

/**
 * A font with Chinese glyphs for the PDF receipt: RECEIPT_FONT (a .ttf/.otf, or a .ttc with
 * RECEIPT_FONT_FAMILY naming the face), else Noto Sans CJK where the system has it
 * (fonts-noto-cjk). Without one, Latin text still renders in the PDF's own Helvetica.
 */
const FONT_CANDIDATES: [path: string, family?: string][] = [
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/System/Library/Fonts/PingFang.ttc', 'PingFangSC-Regular'],
];

let loaded: { data: Buffer; family?: string } | null | undefined;

/** The font's bytes, read once per process; null when there is none. */
function receiptFont(): { data: Buffer; family?: string } | null {
  if (loaded !== undefined) return loaded;
  const configured = process.env.RECEIPT_FONT?.trim();
  const found: [string, string?] | undefined = configured
    ? [configured, process.env.RECEIPT_FONT_FAMILY?.trim() || undefined]
    : FONT_CANDIDATES.find(([path]) => existsSync(path));
  loaded = found ? { data: readFileSync(found[0]), family: found[1] } : null;
  return loaded;
}

/** The receipt as a PDF (A4), the same words and figures as its page. */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${receipt.title} · ${receipt.brand.name}`, Author: receipt.brand.name },
    lang: receipt.lang === 'zh' ? 'zh-CN' : 'en',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const font = receiptFont();
  if (font) {
    doc.registerFont('receipt', font.data, font.family as string);
    doc.font('receipt');
  }
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const ink = '#1b2528';
  const muted = '#4a5a5f';

  doc
    .fillColor(ink)
    .fontSize(20)
    .text(receipt.title, left, doc.y, { width: width / 2 });
  const afterTitle = doc.y;
  doc
    .fontSize(10)
    .fillColor(muted)
    .text(receipt.issued, { width: width / 2 });
  doc
    .fillColor(ink)
    .fontSize(11)
    .text(receipt.brand.name, left + width / 2, 56, { width: width / 2, align: 'right' });
  for (const line of receipt.brand.lines) {
    doc
      .fillColor(muted)
      .fontSize(9)
      .text(line, { width: width / 2, align: 'right' });
  }
  let y = Math.max(doc.y, afterTitle) + 14;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1.5)
    .strokeColor(ink)
    .stroke();
  y += 14;

  const section = (heading: string, lines: ReceiptLine[], numeric = false) => {
    doc.fillColor(ink).fontSize(13).text(heading, left, y, { width });
    y = doc.y + 6;
    for (const [label, value] of lines) {
      doc
        .fontSize(10)
        .fillColor(muted)
        .text(label, left, y, { width: width * 0.4 - 8 });
      const labelEnd = doc.y;
      doc.fillColor(ink).text(value, left + width * 0.4, y, {
        width: width * 0.6,
        align: numeric ? 'right' : 'left',
      });
      y = Math.max(labelEnd, doc.y) + 4;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor('#d8d2c8')
        .stroke();
      y += 5;
      if (y > doc.page.height - doc.page.margins.bottom - 40) {
        doc.addPage();
        y = doc.page.margins.top;
      }
    }
    y += 12;
  };
  section(receipt.stayHeading, receipt.stay);
  section(receipt.amountsHeading, [...receipt.nights, ...receipt.amounts], true);
  doc.end();
  return done;
}

export async function receiptPdfResponse(receipt: Receipt, orderId: string): Promise<Response> {
  const body = await receiptPdf(receipt);
  const name = `receipt-${orderId.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Content-Length': String(body.length),
      'Cache-Control': 'private, no-store',
    },
  });
}
