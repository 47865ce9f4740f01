/** Hands a file made in the browser (a PDF, an XLS) to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; a minute is ample and frees a large file's memory after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
