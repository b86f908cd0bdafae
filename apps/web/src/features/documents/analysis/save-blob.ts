/** Hands a fetched file to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Past the click's own task: the download has its URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
