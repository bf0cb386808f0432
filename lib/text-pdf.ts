/**
 * A one-page PDF of plain text lines: enough for a document a person opens and prints (the
 * sandbox's invoices, the portal's carta poder model), with no dependency. The first line
 * is the title. Offsets in the cross-reference table are byte counts. Shared by the sandbox
 * and the portal, which are separate programs: nothing here may import either.
 */
export function textPdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = [
    "BT /F1 12 Tf 16 TL 56 780 Td",
    ...lines.map(
      (line, index) => `${index === 0 ? "/F1 16 Tf " : index === 1 ? "/F1 12 Tf " : ""}(${escape(line)}) Tj T*`,
    ),
    "ET",
  ].join("\n");
  const contentBytes = latin1(content);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${contentBytes.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(latin1(body).length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = latin1(body).length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return latin1(body);
}

/** WinAnsi covers Spanish letters; anything else becomes "?". */
function latin1(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (char) => (char.charCodeAt(0) < 256 ? char.charCodeAt(0) : 63));
}
