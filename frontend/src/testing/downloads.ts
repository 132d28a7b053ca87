import { vi } from 'vitest';

/** A link the screen clicked to save a file: its address and the file name it offered. */
export type SavedDownload = { href: string; name: string };

/**
 * Catches downloads made through a Blob URL: every Blob turned into a URL (each answered with
 * `url`) and every link clicked to save one, which saves nothing.
 */
export function captureBlobDownloads(url: string): { blobs: Blob[]; downloads: SavedDownload[] } {
  const blobs: Blob[] = [];
  const downloads: SavedDownload[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, name: this.download });
  });
  return { blobs, downloads };
}
