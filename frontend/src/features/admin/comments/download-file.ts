/**
 * Hands a file built in the browser to the visitor as a download: a Blob URL on a
 * temporary link with the `download` attribute. The URL is released once the browser
 * has taken the file (on the next task), so repeated exports do not pile up in memory.
 */
export function downloadTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
