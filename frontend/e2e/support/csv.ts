/**
 * Reads a CSV text as RFC 4180 does, telling for each field whether it was quoted. Line
 * breaks inside quotes belong to the field.
 */
export function parseCsv(text: string): { value: string; quoted: boolean }[][] {
  const records: { value: string; quoted: boolean }[][] = [];
  let record: { value: string; quoted: boolean }[] = [];
  let value = '';
  let quoted = false;
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (char === '"') inQuotes = false;
      else value += char;
    } else if (char === '"') {
      inQuotes = true;
      quoted = true;
    } else if (char === ',' || char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push({ value, quoted });
      value = '';
      quoted = false;
      if (char !== ',') {
        records.push(record);
        record = [];
      }
    } else value += char;
  }
  if (value || record.length) records.push([...record, { value, quoted }]);
  return records;
}
