/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header row, then one line per row, CRLF line ends. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The rows of a CSV document (RFC 4180: quoted fields may hold commas, quotes and line breaks;
 * CRLF or LF line ends; a byte order mark is dropped). A field `csvField` defused (`'=…`) reads back as written.
 * Throws an Error naming the line when a quote is left open.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endField = () => {
    row.push(/^'[=+\-@\t\r]/.test(field) ? field.slice(1) : field);
    field = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      endField();
      rows.push(row);
      row = [];
      line += 1;
    } else field += c;
  }
  if (quoted) throw new Error(`A quote opened on line ${quoteLine} is never closed.`);
  if (field !== '' || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}
