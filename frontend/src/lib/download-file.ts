/**
 * Hands a file the page holds to the person as a download: a Blob URL on a temporary link with
 * the `download` attribute (a file fetched with the staff token cannot be a plain link, which
 * would send no token). The URL is released once the browser has taken the file (on the next
 * task), so repeated downloads do not pile up in memory.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Hands text built in the browser (the comments CSV) to the person as a download. */
export function downloadTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveFile(new Blob([text], { type }), fileName);
}
