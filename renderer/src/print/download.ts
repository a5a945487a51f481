/** Offer a document as a download: the browser saves it, Electron asks where (its save dialog). */
export function download(bytes: Uint8Array | string, fileName: string, contentType: string): void {
  const blob = new Blob([bytes as BlobPart], { type: contentType });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
